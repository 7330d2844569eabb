import { type Context, Hono } from "hono";
import { type Locale, validateNewsletter } from "../../../contract/index.ts";
import { type Config, readConfig } from "../../config.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import {
  findSubscriberByConfirmHash,
  findSubscriberByUnsubscribeHash,
  insertSubscriberWithMail,
  markSubscriberConfirmed,
  markSubscriberUnsubscribed,
  readSubscriberByEmail,
  renewSubscriptionWithMail,
  type SubscriberRow,
} from "../../db/newsletter.ts";
import type { AppEnv } from "../../env.ts";
import { newId, newToken, sha256Hex } from "../../lib/ids.ts";
import type { OutboxMail } from "../../mail/message.ts";
import { sendersFor } from "../../mail/outbox.ts";
import { renderNewsletterConfirmation } from "../../mail/newsletter.ts";
import { apiError } from "../../middleware/errors.ts";
import { claimSendable, deliverAfterResponse, isHoneypotFilled, methodNotAllowed, submissionPipeline } from "../shared.ts";

/** A repeated sign-up within this window sends no second mail (no mail-bombing through our form). */
export const RESEND_AFTER_MS = 60 * 60_000;
/** An unconfirmed link stops working after a week. */
export const CONFIRM_TOKEN_TTL_MS = 7 * 24 * 60 * 60_000;

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

type Page = "confirmed" | "unsubscribed" | "link-invalid";

/** The site's pages (built by the site): `/newsletter/<page>`, under `/de` for German. */
export function newsletterPage(page: Page, locale: string | null | undefined): string {
  return `${locale === "de" ? "/de" : ""}/newsletter/${page}`;
}

function asLocale(value: string): Locale {
  return value === "de" ? "de" : "en";
}

interface Tokens {
  confirm: string;
  unsubscribe: string;
  confirmHash: string;
  unsubscribeHash: string;
}

async function newTokens(): Promise<Tokens> {
  const confirm = newToken();
  const unsubscribe = newToken();
  return { confirm, unsubscribe, confirmHash: await sha256Hex(confirm), unsubscribeHash: await sha256Hex(unsubscribe) };
}

function confirmationMail(id: string, email: string, locale: Locale, tokens: Tokens, config: Config): OutboxMail {
  const base = `${config.siteUrl}/api/newsletter`;
  return {
    channel: "mail",
    kind: "newsletter_confirmation",
    leadId: id,
    message: renderNewsletterConfirmation(
      email,
      locale,
      {
        confirmUrl: `${base}/confirm?token=${encodeURIComponent(tokens.confirm)}`,
        unsubscribeUrl: `${base}/unsubscribe?token=${encodeURIComponent(tokens.unsubscribe)}`,
      },
      config,
    ),
  };
}

function mayResend(row: SubscriberRow, now: number): boolean {
  if (row.status === "confirmed") return false;
  return !row.confirmation_sent_at || now - Date.parse(row.confirmation_sent_at) >= RESEND_AFTER_MS;
}

/**
 * Double opt-in sign-up. The answer is the same 201 `{ id }` whether the address is new,
 * pending or already confirmed, so the form cannot be used to probe who subscribed.
 */
async function signUp(c: Context<AppEnv>): Promise<Response> {
  if (isHoneypotFilled(c.var.body)) return c.json({ id: newId("sub") }, 201);
  const result = validateNewsletter(c.var.body);
  if (!result.ok) return result.body ? apiError(c, 400, "invalid_body") : apiError(c, 400, "validation_failed", result.fields);

  const db = c.env.DB;
  const config = readConfig(c.env);
  const email = result.value.email.toLowerCase();
  const locale = asLocale(result.value.locale);
  const now = new Date();
  try {
    const existing = await readSubscriberByEmail(db, email);
    if (existing && !mayResend(existing, now.getTime())) return c.json({ id: existing.id }, 201);

    const tokens = await newTokens();
    const id = existing?.id ?? newId("sub");
    const senders = sendersFor(config);
    const items = claimSendable([confirmationMail(id, email, locale, tokens, config)], senders);
    const row = { id, locale, confirmTokenHash: tokens.confirmHash, unsubscribeTokenHash: tokens.unsubscribeHash, now: now.toISOString() };
    let outboxIds: string[];
    if (existing) {
      ({ outboxIds } = await renewSubscriptionWithMail(db, row, items));
    } else {
      try {
        ({ outboxIds } = await insertSubscriberWithMail(db, { ...row, email, source: c.req.header("Origin") ?? "" }, items));
      } catch (err) {
        // The same address signed up twice at once: the other request sends the mail.
        const winner = isUniqueViolation(err) ? await readSubscriberByEmail(db, email) : null;
        if (winner) return c.json({ id: winner.id }, 201);
        throw err;
      }
    }
    deliverAfterResponse(c, outboxIds, items, senders);
    return c.json({ id }, 201);
  } catch (err) {
    console.error("newsletter sign-up failed", err);
    return apiError(c, 503, "database_unavailable");
  }
}

/** `GET /api/newsletter/confirm?token=...`: confirms and redirects to the site's thank-you page. */
async function confirm(c: Context<AppEnv>): Promise<Response> {
  const token = c.req.query("token") ?? "";
  if (!TOKEN.test(token)) return c.redirect(newsletterPage("link-invalid", null), 303);
  try {
    const row = await findSubscriberByConfirmHash(c.env.DB, await sha256Hex(token));
    if (!row || row.status === "unsubscribed") return c.redirect(newsletterPage("link-invalid", row?.locale), 303);
    // A second click (or a mail scanner's prefetch) on a used link still lands on "confirmed".
    if (row.status === "pending") {
      const age = Date.now() - Date.parse(row.confirmation_sent_at ?? row.created_at);
      if (age > CONFIRM_TOKEN_TTL_MS) return c.redirect(newsletterPage("link-invalid", row.locale), 303);
      await markSubscriberConfirmed(c.env.DB, row.id, new Date().toISOString());
    }
    return c.redirect(newsletterPage("confirmed", row.locale), 303);
  } catch (err) {
    console.error("newsletter confirmation failed", err);
    return apiError(c, 503, "database_unavailable");
  }
}

/** `GET /api/newsletter/unsubscribe?token=...`: unsubscribes and redirects to the site's page. */
async function unsubscribe(c: Context<AppEnv>): Promise<Response> {
  const token = c.req.query("token") ?? "";
  if (!TOKEN.test(token)) return c.redirect(newsletterPage("link-invalid", null), 303);
  try {
    const row = await findSubscriberByUnsubscribeHash(c.env.DB, await sha256Hex(token));
    if (!row) return c.redirect(newsletterPage("link-invalid", null), 303);
    await markSubscriberUnsubscribed(c.env.DB, row.id, new Date().toISOString());
    return c.redirect(newsletterPage("unsubscribed", row.locale), 303);
  } catch (err) {
    console.error("newsletter unsubscribe failed", err);
    return apiError(c, 503, "database_unavailable");
  }
}

/** `/api/newsletter`: sign-up (POST), confirm and unsubscribe links (GET). */
export const newsletter = new Hono<AppEnv>()
  .post("/", ...submissionPipeline(), signUp)
  .all("/", methodNotAllowed("POST, OPTIONS"))
  .get("/confirm", confirm)
  .all("/confirm", methodNotAllowed("GET, HEAD"))
  .get("/unsubscribe", unsubscribe)
  .all("/unsubscribe", methodNotAllowed("GET, HEAD"));
