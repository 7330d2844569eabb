import type { APIRequestContext } from "@playwright/test";
import { expect } from "./fixtures.ts";

/** The mail catcher the e2e Worker sends to (scripts/e2e-server.ts starts it). */
export const MAIL_CATCHER_ORIGIN = `http://127.0.0.1:${process.env.E2E_INBOX_PORT ?? 8025}`;

export interface CaughtMessage {
  id: string;
  receivedAt: string;
  from: { email: string; name?: string };
  to: { email: string; name?: string }[];
  replyTo: { email: string; name?: string } | null;
  subject: string;
  headers: Record<string, string>;
  text: string;
  html: string;
}

export async function caughtMessages(request: APIRequestContext): Promise<CaughtMessage[]> {
  const res = await request.get(`${MAIL_CATCHER_ORIGIN}/api/messages`);
  expect(res.status()).toBe(200);
  return (await res.json()) as CaughtMessage[];
}

/**
 * Waits until the inbox holds a mail that `match` accepts and resolves to it. Delivery
 * runs after the API answered (waitUntil), so the mail arrives a moment after the UI is done.
 */
export async function waitForMessage(request: APIRequestContext, match: (m: CaughtMessage) => boolean): Promise<CaughtMessage> {
  let found: CaughtMessage | undefined;
  await expect(async () => {
    found = (await caughtMessages(request)).find(match);
    expect(found, "no such mail in the inbox yet").toBeDefined();
  }).toPass({ timeout: 15_000 });
  return found!;
}

export const sentTo = (address: string) => (m: CaughtMessage) => m.to.some((a) => a.email === address);

/** The URL a text part gives after `label: `. */
export function linkAfter(text: string, label: string): URL {
  const line = text.split("\n").find((l) => l.startsWith(`${label}: `));
  expect(line, `no "${label}: <url>" line in:\n${text}`).toBeDefined();
  return new URL(line!.slice(label.length + 2).trim());
}
