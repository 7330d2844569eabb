import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import type { ErrorCode, FieldErrors } from "../../../contract/errors.ts";
import type { FunnelCountRow } from "../../db/visitors/d1/funnel.ts";
import { base, expectError, newClientIp, partnerOrigins, post, validInquiry } from "../../testing/http.ts";
import { freshRateWindow, RATE_WINDOW_TEST } from "../../testing/rate-window.ts";

const today = () => new Date().toISOString().slice(0, 10);

/** Every counter, in a stable order, to compare before and after. */
async function counters(): Promise<Omit<FunnelCountRow, "campaign">[]> {
  const { results } = await env.DB.prepare(
    "SELECT day, source, lang, event, step, count FROM funnel_counts ORDER BY day, source, lang, event, step",
  ).all<Omit<FunnelCountRow, "campaign">>();
  return results;
}

/** What `navigator.sendBeacon(url, new Blob([json], { type: "text/plain" }))` sends. */
function beacon(body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return post("/api/events", undefined, { raw: JSON.stringify(body), headers: { "Content-Type": "text/plain;charset=UTF-8", ...headers } });
}

beforeEach(async () => {
  await env.DB.prepare("DELETE FROM funnel_counts").run();
});

describe("POST /api/events", () => {
  it("counts an event's campaign beside its source, and one without a campaign under ''", async () => {
    for (const campaign of ["spring", "spring", undefined]) {
      const res = await beacon({ event: "open", source: "/", lang: "en", ...(campaign ? { campaign } : {}) });
      expect(res.status).toBe(204);
    }
    const { results } = await env.DB.prepare("SELECT source, campaign, count FROM funnel_counts ORDER BY campaign").all();
    expect(results).toEqual([
      { source: "/", campaign: "", count: 1 },
      { source: "/", campaign: "spring", count: 2 },
    ]);
  });

  it("adds each event to one counter per day, source, language, event and step, from a beacon or JSON", async () => {
    const before = today();
    const sent = [
      beacon({ event: "open", source: "/internal-tools", lang: "en" }),
      beacon({ event: "open", source: "/internal-tools", lang: "en" }),
      post("/api/events", { event: "open", source: "/internal-tools", lang: "en" }),
      beacon({ event: "open", source: "/internal-tools", lang: "de" }),
      beacon({ event: "step", step: 2, source: "/internal-tools", lang: "en" }),
      beacon({ event: "step", step: 2, source: "/internal-tools", lang: "en" }),
      beacon({ event: "step", step: 3, source: "/internal-tools", lang: "en" }),
      beacon({ event: "open", source: "partner-x", lang: "de" }, { Origin: partnerOrigins.x }),
      beacon({ event: "submit", source: "partner-x", lang: "de" }, { Origin: partnerOrigins.x }),
      post(
        "/api/events",
        { event: "fail", source: partnerOrigins.plain, lang: "en" },
        { headers: { "Content-Type": "application/json; charset=utf-8", Origin: partnerOrigins.plain } },
      ),
    ];
    for (const res of sent) {
      const answer = await res;
      expect(answer.status).toBe(204);
      expect(await answer.text()).toBe("");
    }
    const rows = await counters();
    const day = rows[0]?.day ?? "";
    expect([before, today()]).toContain(day);
    expect(rows.map(({ day: _day, ...rest }) => rest)).toEqual([
      { source: "/internal-tools", lang: "de", event: "open", step: 0, count: 1 },
      { source: "/internal-tools", lang: "en", event: "open", step: 0, count: 3 },
      { source: "/internal-tools", lang: "en", event: "step", step: 2, count: 2 },
      { source: "/internal-tools", lang: "en", event: "step", step: 3, count: 1 },
      { source: partnerOrigins.plain, lang: "en", event: "fail", step: 0, count: 1 },
      { source: "partner-x", lang: "de", event: "open", step: 0, count: 1 },
      { source: "partner-x", lang: "de", event: "submit", step: 0, count: 1 },
    ]);
    expect(rows.every((row) => row.day === day)).toBe(true);
  });

  it("counts the kit's five languages, each under its own", async () => {
    for (const lang of ["fr", "it", "es"]) {
      const answer = await beacon({ event: "open", source: "partner-x", lang }, { Origin: partnerOrigins.x });
      expect(answer.status).toBe(204);
    }
    const rows = await counters();
    expect(rows.map(({ lang, count }) => [lang, count])).toEqual([
      ["es", 1],
      ["fr", 1],
      ["it", 1],
    ]);
  });

  it("loses no count when 50 events arrive at once", async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => beacon({ event: "step", step: 4, source: "/de/", lang: "de" })));
    expect(answers.map((res) => res.status)).toEqual(Array(50).fill(204));
    const rows = await counters();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ source: "/de/", lang: "de", event: "step", step: 4, count: 50 });
  });

  it("stores nothing about the visitor: no address, no user agent, no referrer, no time of day", async () => {
    const res = await beacon(
      { event: "open", source: "/", lang: "en" },
      { "CF-Connecting-IP": "203.0.113.9", "User-Agent": "Mozilla/5.0 Fingerprint", Referer: "https://agency.test/?email=anna@acme.at" },
    );
    expect(res.status).toBe(204);
    const columns = await env.DB.prepare("SELECT name FROM pragma_table_info('funnel_counts')").all<{ name: string }>();
    expect(columns.results.map((c) => c.name)).toEqual(["day", "source", "campaign", "lang", "event", "step", "count"]);
    const stored = JSON.stringify(await counters());
    for (const trace of ["203.0.113.9", "Mozilla", "anna", "T"]) expect(stored).not.toContain(trace);
  });

  it("answers a partner origin on the allow-list with CORS headers and refuses any other origin", async () => {
    const partner = "http://localhost:8790";
    const ok = await beacon({ event: "open", source: "partner-e2e", lang: "en" }, { Origin: partner });
    expect(ok.status).toBe(204);
    expect(ok.headers.get("Access-Control-Allow-Origin")).toBe(partner);
    const own = await beacon({ event: "open", source: "/", lang: "en" }, { Origin: base });
    expect(own.status).toBe(204);
    const before = await counters();
    await expectError(
      await beacon({ event: "open", source: "/", lang: "en" }, { Origin: "https://evil.example" }),
      403,
      "origin_not_allowed",
    );
    expect(await counters()).toEqual(before);
  });

  it("counts under the verified origin, never under the source a page claims", async () => {
    const claims = [
      // A partner's page claiming another partner's id: counted as its own partner.
      beacon({ event: "open", source: "partner-x", lang: "en" }, { Origin: partnerOrigins.y }),
      // A plain allowed origin: counted as that origin, whatever it claims.
      beacon({ event: "open", source: "partner-x", lang: "en" }, { Origin: partnerOrigins.plain }),
      beacon({ event: "open", source: "/pricing", lang: "en" }, { Origin: partnerOrigins.plain }),
      // Our own site: its page paths; a partner id it claims counts as the site.
      beacon({ event: "open", source: "/internal-tools", lang: "en" }, { Origin: base }),
      beacon({ event: "open", source: "partner-x", lang: "en" }, { Origin: base }),
      // No Origin (not a browser): a path, never a partner.
      beacon({ event: "open", source: "/apis", lang: "en" }),
      beacon({ event: "open", source: "partner-x", lang: "en" }),
    ];
    for (const res of claims) expect((await res).status).toBe(204);
    const counts = Object.fromEntries((await counters()).map((row) => [row.source, row.count]));
    expect(counts).toEqual({ "": 1, "/apis": 1, "/internal-tools": 1, [base]: 1, [partnerOrigins.plain]: 2, "partner-y": 1 });
  });

  it("limits events per client address, on a budget of their own that never costs a lead", async () => {
    const ip = newClientIp();
    // The limiter counts in fixed one-minute windows: a burst that crosses a minute's end
    // starts a fresh budget, so send until the first refusal instead of exactly 61.
    let accepted = 0;
    let limited: Response | undefined;
    for (let i = 0; i < 130 && !limited; i++) {
      const res = await beacon({ event: "open", source: "/", lang: "en" }, { "CF-Connecting-IP": ip });
      if (res.status === 204) accepted++;
      else limited = res;
    }
    expect(accepted).toBeGreaterThanOrEqual(60);
    expect(limited?.headers.get("Retry-After")).toBe("60");
    await expectError(limited!, 429, "rate_limited");
    expect((await counters())[0]?.count).toBe(accepted);
    // The same visitor can still send the questionnaire.
    expect((await post("/api/inquiries", validInquiry, { headers: { "CF-Connecting-IP": ip } })).status).toBe(201);
  });

  it("answers 405 to other methods", async () => {
    const res = await post("/api/events", undefined, { method: "GET", raw: undefined });
    expect(res.headers.get("Allow")).toBe("POST, OPTIONS");
    await expectError(res, 405, "method_not_allowed");
  });
});

describe("POST /api/events refuses what is not a funnel event, and counts nothing", () => {
  const open = { event: "open", source: "/internal-tools", lang: "en" };
  const cases: [string, { body?: unknown; raw?: string; headers?: Record<string, string> }, number, ErrorCode, FieldErrors?][] = [
    ["an unknown event", { body: { ...open, event: "click" } }, 400, "validation_failed", { event: "invalid_option" }],
    ["a 10 KB source", { body: { ...open, source: `/${"a".repeat(10 * 1024)}` } }, 413, "payload_too_large"],
    [
      "a source over 200 characters",
      { body: { ...open, source: `/${"a".repeat(200)}` } },
      400,
      "validation_failed",
      { source: "too_long" },
    ],
    ["an empty source", { body: { ...open, source: "" } }, 400, "validation_failed", { source: "required" }],
    [
      "a source with a query string",
      { body: { ...open, source: "/blog?email=anna@acme.at" } },
      400,
      "validation_failed",
      { source: "invalid_characters" },
    ],
    ["a source with spaces", { body: { ...open, source: "Anna Huber" } }, 400, "validation_failed", { source: "invalid_characters" }],
    [
      "markup as the source",
      { body: { ...open, source: "<script>alert(1)</script>" } },
      400,
      "validation_failed",
      { source: "invalid_characters" },
    ],
    ["a source with a line break", { body: { ...open, source: "/a\nb" } }, 400, "validation_failed", { source: "invalid_characters" }],
    ["a source as a number", { body: { ...open, source: 42 } }, 400, "validation_failed", { source: "invalid_type" }],
    ["a source as an object", { body: { ...open, source: { $ne: "" } } }, 400, "validation_failed", { source: "invalid_type" }],
    ["an unknown language", { body: { ...open, lang: "pt" } }, 400, "validation_failed", { lang: "invalid_option" }],
    ["a missing language", { body: { event: "open", source: "/" } }, 400, "validation_failed", { lang: "required" }],
    ["a step as a string", { body: { ...open, event: "step", step: "2" } }, 400, "validation_failed", { step: "invalid_option" }],
    [
      "step 1 (opening is its own event)",
      { body: { ...open, event: "step", step: 1 } },
      400,
      "validation_failed",
      { step: "invalid_option" },
    ],
    ["step 5", { body: { ...open, event: "step", step: 5 } }, 400, "validation_failed", { step: "invalid_option" }],
    ["a step event without its step", { body: { ...open, event: "step" } }, 400, "validation_failed", { step: "required" }],
    ["a step on another event", { body: { ...open, step: 2 } }, 400, "validation_failed", { step: "unknown_field" }],
    ["an identifier smuggled in", { body: { ...open, visitorId: "v_123" } }, 400, "validation_failed", { visitorId: "unknown_field" }],
    [
      "free text smuggled in",
      { body: { ...open, message: "Anna Huber, anna@acme.at" } },
      400,
      "validation_failed",
      { message: "unknown_field" },
    ],
    // JSON.parse makes "__proto__" an own key, as the API reports it.
    [
      "__proto__ pollution",
      { raw: JSON.stringify(open).replace("{", '{"__proto__":{"count":1000},') },
      400,
      "validation_failed",
      JSON.parse('{"__proto__":"unknown_field"}'),
    ],
    ["an array of events", { body: [open, open] }, 400, "invalid_body"],
    ["JSON null", { raw: "null" }, 400, "invalid_body"],
    ["a JSON string", { raw: '"open"' }, 400, "invalid_body"],
    ["deeply nested arrays", { raw: "[".repeat(500) + "]".repeat(500) }, 400, "invalid_body"],
    // Nesting is refused before it is parsed, like on every POST endpoint.
    ["deeply nested objects", { raw: `${'{"a":'.repeat(150)}1${"}".repeat(150)}` }, 400, "invalid_body"],
    ["not JSON", { raw: "event=open&source=/" }, 400, "invalid_json"],
    ["an empty body", { raw: "" }, 400, "invalid_json"],
    ["truncated JSON", { raw: '{"event":"op' }, 400, "invalid_json"],
    [
      "a form-encoded content type",
      { body: open, headers: { "Content-Type": "application/x-www-form-urlencoded" } },
      415,
      "unsupported_media_type",
    ],
    [
      "plain text in another charset",
      { body: open, headers: { "Content-Type": "text/plain; charset=utf-16" } },
      415,
      "unsupported_media_type",
    ],
  ];

  it.each(cases)("%s", async (_label, { body, raw, headers = {} }, status, error, fields) => {
    await beacon(open);
    const before = await counters();
    const res = await post("/api/events", body, {
      raw: raw ?? JSON.stringify(body),
      headers: { "Content-Type": "text/plain", ...headers },
    });
    await expectError(res, status, error, fields);
    expect(await counters()).toEqual(before);
  });
});

describe("funnel events with an opening id", () => {
  const total = async (event: string) =>
    (await env.DB.prepare("SELECT COALESCE(SUM(count), 0) AS n FROM funnel_counts WHERE event = ?1").bind(event).first<number>("n")) ?? 0;
  const ip = "203.0.113.150";
  const send = (body: Record<string, unknown>, from = newClientIp()) =>
    beacon({ source: "/internal-tools", lang: "en", ...body }, { "CF-Connecting-IP": from });

  it("count at most one event per opening and step, and a submit only for an opening that was opened (before: 60 fake submits a minute)", async () => {
    const opening = "op_0123456789abcdef";
    for (let i = 0; i < 3; i++) expect((await send({ event: "open", opening })).status).toBe(204);
    for (let i = 0; i < 3; i++) expect((await send({ event: "step", step: 2, opening })).status).toBe(204);
    for (let i = 0; i < 5; i++) expect((await send({ event: "submit", opening })).status).toBe(204);
    expect(await total("open")).toBe(1);
    // Step 2 as sent; steps 3 and 4 because a submit is only sent from the summary.
    expect(await total("step")).toBe(3);
    expect(await total("submit")).toBe(1);
    // A submit of an opening nobody opened counts nothing.
    for (let i = 0; i < 5; i++) expect((await send({ event: "submit", opening: `never_opened_${i}_xxxxx` })).status).toBe(204);
    expect(await total("submit")).toBe(1);
  });

  it("count a failed send once per opening, also when its report comes again with the submit that got through", async () => {
    const failed = async () =>
      (await env.DB.prepare(
        "SELECT COALESCE(SUM(count), 0) AS n FROM funnel_counts WHERE event = 'fail' AND source = '/retry'",
      ).first<number>("n")) ?? 0;
    const retry = (body: Record<string, unknown>, opening: string) => send({ ...body, source: "/retry", opening });
    // Online: the failure's own report arrived, then the retry's submit repeats it.
    await retry({ event: "open" }, "op_retry_online_0123");
    for (const event of ["fail", "fail", "submit"]) await retry({ event }, "op_retry_online_0123");
    expect(await failed()).toBe(1);
    // Offline: the failure's report never left; the one sent with the submit counts it.
    await retry({ event: "open" }, "op_retry_offline_012");
    for (const event of ["fail", "submit"]) await retry({ event }, "op_retry_offline_012");
    expect(await failed()).toBe(2);
  });

  it("count per opening, not per arrival: a step before its open counts when the open arrives", async () => {
    const step = async (n: number) =>
      (await env.DB.prepare(
        "SELECT COALESCE(SUM(count), 0) AS n FROM funnel_counts WHERE event = 'step' AND step = ?1 AND source = '/late'",
      )
        .bind(n)
        .first<number>("n")) ?? 0;
    const opened = async () =>
      (await env.DB.prepare(
        "SELECT COALESCE(SUM(count), 0) AS n FROM funnel_counts WHERE event = 'open' AND source = '/late'",
      ).first<number>("n")) ?? 0;
    const opening = "op_late_0123456789ab";
    const late = (body: Record<string, unknown>) => send({ ...body, source: "/late", opening });
    expect((await late({ event: "step", step: 2 })).status).toBe(204);
    expect([await opened(), await step(2)]).toEqual([0, 0]);
    expect((await late({ event: "open" })).status).toBe(204);
    expect((await late({ event: "step", step: 3 })).status).toBe(204);
    expect([await opened(), await step(2), await step(3), await step(4)]).toEqual([1, 1, 1, 0]);
    // A lost step 3 beacon: step 4 of another opening still counts step 3, so no step exceeds the one before.
    const other = "op_lost_0123456789ab";
    await send({ event: "open", source: "/late", opening: other });
    await send({ event: "step", step: 4, source: "/late", opening: other });
    expect([await opened(), await step(2), await step(3), await step(4)]).toEqual([2, 2, 2, 1]);
  });

  it("store a campaign that holds an address as (redacted), and still count it", async () => {
    expect((await send({ event: "open", campaign: "anna.huber@example.org" })).status).toBe(204);
    const rows = await env.DB.prepare("SELECT campaign FROM funnel_counts WHERE campaign LIKE '%@%' OR campaign = '(redacted)'").all<{
      campaign: string;
    }>();
    expect(rows.results).toEqual([{ campaign: "(redacted)" }]);
  });

  it("cap the openings one client makes a minute", RATE_WINDOW_TEST, async () => {
    await freshRateWindow();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await send({ event: "open", opening: `cap_opening_${i}_xxxxxx` }, ip)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(204));
    expect(statuses.slice(10)).toEqual([429, 429]);
    expect(await total("open")).toBe(10);
  });

  it("refuse an opening id that is not a random token", async () => {
    await expectError(await send({ event: "open", opening: "short" }), 400, "validation_failed", { opening: "invalid_characters" });
    await expectError(await send({ event: "open", opening: "a b c d e f g h i j k l" }), 400, "validation_failed", {
      opening: "invalid_characters",
    });
  });
});
