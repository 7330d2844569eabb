import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";
import { deliveryStateLabels } from "../../../contract/staff/words.ts";
import { retryOutboxQueries } from "../../../worker/db/outbox/statements/outbox-retry.ts";
import { runCommand } from "../commands.ts";
import { type RunSql, splitStatements } from "../d1.ts";
import { cellWidth } from "../format.ts";
import { labeller } from "../labels.ts";
import { inlineQueries } from "../sql.ts";
import { refusalMessage, say } from "../testing/cli.ts";

describe("outbox retry", () => {
  const now = "2026-05-04T08:00:00.000Z";
  const later = "2026-05-04T09:00:00.000Z";
  const before = "2026-05-04T07:00:00.000Z";
  const soon = "2026-05-04T08:00:20.000Z";
  type Stored = [status: string, attempts: number, next: string, token: string | null, until: string | null, created?: string];
  const rows: Record<string, Stored> = {
    out_dead: ["dead", 8, now, null, null],
    out_failing: ["pending", 2, later, null, null],
    out_sent: ["sent", 1, now, null, null],
    out_claimed: ["pending", 1, now, "t", later],
    out_held: ["pending", 0, later, null, null, before],
    // Never attempted and due: its transport was not configured yet.
    out_due: ["pending", 0, before, null, null, before],
    // Queued due at once by a Worker whose clock runs 20 seconds ahead of the staff member's.
    out_due_ahead: ["pending", 0, soon, null, null, soon],
  };
  const retry = (id: string) => {
    const db = new DatabaseSync(":memory:");
    db.exec(
      "CREATE TABLE outbox (id TEXT, status TEXT, attempts INTEGER, next_attempt_at TEXT, claim_token TEXT, claimed_until TEXT, sent_at TEXT, created_at TEXT)",
    );
    for (const [key, [status, attempts, next, token, until, created = next]] of Object.entries(rows))
      db.prepare("INSERT INTO outbox VALUES (?, ?, ?, ?, ?, ?, NULL, ?)").run(key, status, attempts, next, token, until, created);
    const [requeued] = splitStatements(inlineQueries(retryOutboxQueries(id, now))).map((sql) => db.prepare(sql).all());
    return requeued?.length === 1;
  };

  it("queues a dead, failing or due mail again, never a sent, claimed or held one", () => {
    expect(Object.keys(rows).filter(retry)).toEqual(["out_dead", "out_failing", "out_due", "out_due_ahead"]);
  });

  it("says why a held mail is not queued again", async () => {
    const held = [{ id: "out_held", status: "pending", attempts: 0, next_attempt_at: later, claimed_until: null }];
    const run: RunSql = async () => [[], held];
    const io = { run, out: () => {}, now: new Date(now), env: { AGENCY_LOCALE: "en" }, columns: 80 };
    await expect(runCommand(io, { name: "outbox-retry", id: "out_held" })).rejects.toThrow(
      "out_held is held on purpose until the visitor books a call (then the booking's mail replaces it), at the latest until 2026-05-04 11:00",
    );
  });

  it("says a failed mail is sent again and one never sent goes out for the first time", async () => {
    const said = async (row: Record<string, unknown>) => {
      let text = "";
      const answers = [[[row]], [[{ id: row.id }], [row]]];
      const run: RunSql = async () => answers.shift() ?? [];
      await runCommand(
        { run, out: (t) => (text += t), now: new Date(now), env: { AGENCY_LOCALE: "de" }, columns: 200 },
        {
          name: "outbox-retry",
          id: String(row.id),
        },
      );
      return text;
    };
    expect(await said({ id: "out_dead", status: "dead", attempts: 8, next_attempt_at: now })).toBe(
      "out_dead war fehlgeschlagen und steht wieder in der Warteschlange: sie wird in den nächsten 5 Minuten noch einmal verschickt.\n",
    );
    const due = await said({ id: "out_due", status: "pending", attempts: 0, next_attempt_at: before });
    expect(due).toBe("out_due wurde noch nicht verschickt und ist jetzt fällig: sie geht in den nächsten 5 Minuten hinaus.\n");
    expect(due).not.toContain("noch einmal");
  });
});

describe("outbox in German (AGENCY_LOCALE=de)", () => {
  it("heads the table in German and counts what is not delivered, every line within 80 columns", async () => {
    const mail = {
      id: "out_abcdefghijklmnop",
      created_at: "2026-05-04T08:00:00.000Z",
      kind: "inquiry_notification",
      lead_id: "inq_abcdefghijklmnop",
      recipient: "office@agency.example",
      status: "dead",
      attempts: 8,
      next_attempt_at: "2026-05-04T09:00:00.000Z",
      last_error: "MailChannels 403",
    };
    const outbox = await say({ AGENCY_LOCALE: "de" }, async () => [[mail]], { name: "outbox", onlyDead: false });
    expect(outbox.split("\n")[0]).toMatch(/^ID +.*Status +.*Letzter Fehler$/);
    expect(outbox).toContain("1 Nachricht (Mail oder Webhook-Aufruf) nicht zugestellt, 1 fehlgeschlagen.");
    expect(outbox.split("\n")[2]).not.toMatch(/ dead /);
    for (const line of outbox.split("\n")) expect(cellWidth(line), line).toBeLessThan(80);
  });

  it("explains a refused retry in German", async () => {
    const de = { AGENCY_LOCALE: "de" };
    expect(await refusalMessage(de, async () => [[], []], { name: "outbox-retry", id: "out_abcdefghijklmnop" })).toBe(
      "keine Mail mit der ID out_abcdefghijklmnop",
    );
    const sent = [{ id: "out_abcdefghijklmnop", status: "sent", sent_at: "2026-05-04T08:00:00.000Z" }];
    expect(await refusalMessage(de, async () => [[], sent], { name: "outbox-retry", id: "out_abcdefghijklmnop" })).toBe(
      "out_abcdefghijklmnop wurde am 04.05.2026 10:00 gesendet: ein erneuter Versuch würde sie doppelt senden",
    );
  });
});

describe("outbox in the inbox's words", () => {
  const mail = (id: string, row: Record<string, unknown>) => ({
    id,
    created_at: "2026-05-04T08:00:00.000Z",
    kind: "inquiry_notification",
    lead_id: "inq_abcdefghijklmnop",
    recipient: "office@agency.example",
    attempts: 0,
    next_attempt_at: "2026-05-04T09:00:00.000Z",
    ...row,
  });
  const rows = [
    mail("out_pending", { status: "pending", subject: "Neue Projektanfrage von Acme", next_attempt_at: "2026-05-04T08:00:00.000Z" }),
    mail("out_held", { status: "pending", kind: "inquiry_acknowledgement" }),
    mail("out_retrying", { status: "pending", attempts: 2, last_error: "MailChannels 500" }),
    mail("out_sending", { status: "pending", attempts: 1, claimed_until: "2026-05-04T09:00:00.000Z" }),
    mail("out_dead", { status: "dead", attempts: 8, channel: "webhook", kind: "lead_webhook" }),
  ];

  it("gives each delivery the state the inbox's mails page gives it, and a mail its subject", async () => {
    const labels = await labeller("de");
    let outbox = "";
    const io = { run: (async () => [rows]) satisfies RunSql, out: (text: string) => (outbox += text), env: { AGENCY_LOCALE: "de" } };
    await runCommand({ ...io, now: new Date("2026-05-04T08:30:00.000Z"), columns: 200 }, { name: "outbox", onlyDead: false });
    const line = (id: string) => outbox.split("\n").find((l) => l.startsWith(id)) ?? "";
    for (const [id, state] of [
      ["out_pending", "pending"],
      ["out_held", "held"],
      ["out_retrying", "retrying"],
      ["out_sending", "sending"],
      ["out_dead", "dead"],
    ] as const)
      expect(line(id), id).toContain(`  ${labels.i18n._(deliveryStateLabels[state])}  `);
    expect(line("out_pending")).toContain("Neue Projektanfrage");
    // A webhook call has no subject: its kind stays its code, as the inbox's lead page shows it.
    expect(line("out_dead")).toContain("lead_webhook");
  });

  it("counts a held mail as held, and warns of a due one only once it waited longer than the sender's runs allow", async () => {
    let outbox = "";
    const held = rows.filter((r) => r.id !== "out_pending");
    const io = { run: (async () => [held]) satisfies RunSql, out: (text: string) => (outbox += text), env: { AGENCY_LOCALE: "en" } };
    await runCommand({ ...io, now: new Date("2026-05-04T08:30:00.000Z"), columns: 200 }, { name: "outbox", onlyDead: false });
    expect(outbox).not.toContain("without being sent");
    expect(outbox).toContain("1 mail held while the visitor may still book a call");
    outbox = "";
    // Due since 09:00: a minute later the next run may not have come yet, half an hour later it should have.
    await runCommand({ ...io, now: new Date("2026-05-04T09:01:00.000Z"), columns: 200 }, { name: "outbox", onlyDead: false });
    expect(outbox).not.toContain("without being sent");
    outbox = "";
    await runCommand({ ...io, now: new Date("2026-05-04T09:30:00.000Z"), columns: 200 }, { name: "outbox", onlyDead: false });
    expect(outbox).toContain("1 message has waited more than 10 minutes without being sent");
    expect(outbox).not.toContain("/api/health");
    expect(outbox).not.toContain("held while");
  });
});
