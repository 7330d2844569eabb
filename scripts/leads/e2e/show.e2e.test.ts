/**
 * The staff CLI end to end: `show` prints one lead with the delivery state of its
 * mails.
 * Each test runs `node scripts/leads.ts ... --persist-to <dir>` as staff would, against the
 * shared world's local D1 filled by the REAL API (scripts/leads/testing/shared-world.ts).
 */
import { describe, expect, it } from "vitest";
import { seededWorld } from "../testing/shared-world.ts";
import { inTurn } from "../testing/world.ts";

const { world, ids } = seededWorld();
const { leads, leadsWith } = world;

describe("reading leads", () => {
  it("shows one lead with its notification's delivery state", async () => {
    // A wide terminal: each mail's state on one line.
    const [sent, dead, missing] = await inTurn([
      () => leadsWith({ COLUMNS: "200" }, "show", ids.anna!),
      () => leadsWith({ COLUMNS: "200" }, "show", ids.moving!),
      () => leads("show", "inq_aaaaaaaaaaaaaaaa"),
    ]);
    expect(sent.code).toBe(0);
    expect(sent.stdout).toMatch(/^Lead ID\s+inq_/);
    // The field under the label the form and the mails give it.
    expect(sent.stdout).toMatch(/\nEmail +anna@acme\.at\n/);
    expect(sent.stdout).toMatch(/\nStatus +New\n/);
    expect(sent.stdout).toMatch(/Mail out_[a-z2-7]{16} \(.+ to hello@example\.com\): Delivered \d{4}-\d\d-\d\d \d\d:\d\d/);
    // A mail is named by its subject, which may wrap the line: its continuation is indented.
    expect(dead.stdout.replace(/\n +/g, " ")).toMatch(
      /Mail out_[a-z2-7]{16} \(.+\): Failed after 8 attempts: MailChannels answered 403\. .*outbox retry out_/,
    );
    expect(missing).toMatchObject({ code: 1, stderr: "leads: Inquiry inq_aaaaaaaaaaaaaaaa not found\n" });
  });
});
