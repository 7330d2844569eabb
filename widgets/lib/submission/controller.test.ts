import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiPaths, HONEYPOT_FIELD, IDEMPOTENCY_KEY_PATTERN } from "../../../contract/limits.ts";
import { referralFieldOrder } from "../../../contract/referral/fields.ts";
import { validateReferral } from "../../../contract/referral/wire.ts";
import { TURNSTILE_FIELD } from "../../../contract/turnstile.ts";
import { REQUEST_TIMEOUT_MS } from "../net/api.ts";
import { mountTurnstile, type TurnstileOptions } from "../net/turnstile.ts";
import { answer, stubApi, TEST_API } from "../testing/test-api.ts";
import { currentCampaign, followConsent, hiddenFieldsOf } from "../tracking/attribution.ts";
import { createFunnel } from "../tracking/funnel.ts";
import { createSubmissionController } from "./controller.ts";
import { postSubmission, prepareSubmission } from "./send.ts";
import type { PendingStore, SubmissionSettings } from "./types.ts";

const API = TEST_API;
const values = {
  name: "Max Muster",
  email: "Max@Example.com ",
  companyName: "",
  referralName: "Eva Beispiel",
  referralEmail: "eva@example.org",
  referralCompany: "Beispiel AG",
  confirmed: true,
};

/** What a form's lazy boundary holds, here with the referral's rules and the funnel. */
const backend = {
  rules: validateReferral,
  prepareSubmission,
  postSubmission,
  followConsent,
  hiddenFieldsOf,
  currentCampaign,
  mountTurnstile,
  createFunnel,
};

/** A submission controller whose settings `update` changes, as its form's controller changes its own. */
function controller(settings: Partial<SubmissionSettings> = {}, pending?: PendingStore) {
  let current: SubmissionSettings = { apiBase: API, partner: "acme", lang: "de", ...settings };
  const submission = createSubmissionController({
    source: "agency-test-form",
    path: () => apiPaths.referrals,
    settings: () => current,
    fields: referralFieldOrder,
    load: async () => backend,
    ...(pending ? { pending } : {}),
  });
  return Object.assign(submission, {
    update(next: SubmissionSettings): void {
      current = next;
    },
  });
}

const keyOf = (init: RequestInit | undefined) => new Headers(init?.headers).get("idempotency-key");

describe("createSubmissionController", () => {
  beforeEach(() => void vi.spyOn(console, "error").mockImplementation(() => {}));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it("sends the checked body with language, partner and honeypot, locks while it runs, and reports the stored id", async () => {
    let finish!: (r: Response) => void;
    const leads = stubApi(vi.fn<typeof fetch>(() => new Promise((resolve) => (finish = resolve))));
    const submission = controller();
    // The rules arrive once the browser is idle: the lock below is then the only change.
    await vi.waitFor(() => expect(submission.getSnapshot().rules).toBe(validateReferral), { timeout: 3000 });
    const seen: boolean[] = [];
    submission.subscribe(() => seen.push(submission.getSnapshot().submitting));
    const pending = submission.submit(values, "");
    // The contract's rules are awaited first (in a form they have long arrived).
    await vi.waitFor(() => expect(submission.getSnapshot()).toMatchObject({ submitting: true, outcome: null }));
    // The POST leaves once the API client's code is there (it is not part of the form's first use).
    await vi.waitFor(() => expect(leads).toHaveBeenCalled());
    expect(submission.getSnapshot()).toMatchObject({ submitting: true, outcome: null });
    finish(answer(201, { id: "ref_1" }));
    const outcome = await pending;
    expect(outcome).toMatchObject({ kind: "stored", id: "ref_1", body: { email: "max@example.com", locale: "de", partner: "acme" } });
    expect(submission.getSnapshot()).toEqual({ submitting: false, outcome, rules: validateReferral });
    expect(seen).toEqual([true, false]);
    const [url, init] = leads.mock.calls[0]!;
    expect(url).toBe(`${API}${apiPaths.referrals}`);
    expect(keyOf(init)).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(JSON.parse(init?.body as string)).toMatchObject({ name: "Max Muster", locale: "de", partner: "acme", [HONEYPOT_FIELD]: "" });
  });

  it("sends nothing the contract refuses, and names the form's first refused field", async () => {
    const leads = stubApi(vi.fn<typeof fetch>(async () => answer(201, { id: "ref_1" })));
    const outcome = await controller().submit({ ...values, name: "", referralEmail: "MAX@example.com" }, "");
    expect(outcome).toEqual({ kind: "invalid", first: "name", fields: { name: "required", referralEmail: "must_differ" } });
    expect(leads).not.toHaveBeenCalled();
  });

  it("keeps one idempotency key per distinct body, in the store it is given: a retry reuses it, a success ends it", async () => {
    const leads = stubApi(vi.fn<typeof fetch>(async () => answer(503, { error: "database_unavailable" })));
    let kept: ReturnType<PendingStore["read"]>;
    const store: PendingStore = {
      read: () => kept,
      write: vi.fn((next) => {
        kept = next;
      }),
    };
    const submission = controller({}, store);
    await submission.submit(values, "");
    await submission.submit(values, "");
    await submission.submit({ ...values, companyName: "Muster KG" }, "");
    leads.mockImplementation(async () => answer(201, { id: "ref_2" }));
    await submission.submit({ ...values, companyName: "Muster KG" }, "");
    expect(kept).toBeUndefined();
    await submission.submit({ ...values, companyName: "Muster KG" }, "");
    const keys = leads.mock.calls.map(([, init]) => keyOf(init));
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(keys[3]).toBe(keys[2]);
    expect(keys[4]).not.toBe(keys[3]);
    expect(store.write).toHaveBeenCalledWith({ key: keys[0], fingerprint: expect.any(String) });
  });

  it("tells every refusal apart: the form's fields, another field, too many requests, offline", async () => {
    const leads = stubApi(
      vi.fn<typeof fetch>(async () =>
        answer(400, {
          error: "validation_failed",
          fields: { partner: "too_long", referralCompany: "too_long", referralEmail: "must_differ" },
        }),
      ),
    );
    const submission = controller();
    expect(await submission.submit(values, "")).toEqual({
      kind: "invalid",
      first: "referralEmail",
      fields: { partner: "too_long", referralCompany: "too_long", referralEmail: "must_differ" },
      failure: { error: "validation_failed", status: 400 },
    });
    leads.mockImplementation(async () => answer(400, { error: "validation_failed", fields: { partner: "too_long" } }));
    expect(await submission.submit(values, "")).toEqual({
      kind: "refused",
      reason: "other",
      failure: { error: "validation_failed", status: 400 },
    });
    leads.mockImplementation(async () => answer(429, { error: "rate_limited" }));
    expect(await submission.submit(values, "")).toMatchObject({ kind: "refused", reason: "rate_limited" });
    leads.mockImplementation(() => Promise.reject(new TypeError("Failed to fetch")));
    expect(await submission.submit(values, "")).toEqual({ kind: "offline", failure: { error: "network", status: 0 } });
    expect(console.error).toHaveBeenLastCalledWith("agency-test-form: the submission failed (0 network)");
  });

  it("says offline and sends nothing while its lazy boundary cannot be fetched, and tries again on the next submit", async () => {
    const leads = stubApi(vi.fn<typeof fetch>(async () => answer(201, { id: "ref_9" })));
    const load = vi.fn(async () => null as typeof backend | null);
    const submission = createSubmissionController({
      source: "agency-test-form",
      path: () => apiPaths.referrals,
      settings: () => ({ apiBase: API, partner: "acme", lang: "de" }),
      fields: referralFieldOrder,
      load,
    });
    expect(await submission.submit(values, "")).toEqual({ kind: "offline", failure: { error: "network", status: 0 } });
    expect(leads).not.toHaveBeenCalled();
    expect(submission.getSnapshot()).toMatchObject({ submitting: false, rules: null });
    load.mockImplementation(async () => backend);
    expect(await submission.submit(values, "")).toMatchObject({ kind: "stored", id: "ref_9" });
  });

  it("gives up after the request timeout and says so", async () => {
    vi.useFakeTimers();
    stubApi(
      vi.fn<typeof fetch>(
        (_input, init) =>
          new Promise((_, reject) => init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")))),
      ),
    );
    const outcome = controller().submit(values, "");
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect(await outcome).toEqual({ kind: "offline", failure: { error: "timeout", status: 0 } });
  });

  it("waits for the bot check's token, sends it, and asks for a fresh one once it was used", async () => {
    const render = vi.fn((_container: HTMLElement, _options: TurnstileOptions) => "widget-1");
    const reset = vi.fn();
    window.turnstile = { render, reset, remove: vi.fn() };
    const leads = stubApi(
      vi.fn<typeof fetch>(async () => answer(403, { error: "bot_check_failed" })),
      { siteKey: "1x00000000000000000000AA" },
    );
    // Its own API base: the configuration is asked once per base and page.
    const submission = controller({ apiBase: "https://bots.example.test" });
    const unmount = submission.mountBotCheck(document.createElement("div"));
    await vi.waitFor(() => expect(render).toHaveBeenCalled());
    expect(render.mock.calls[0]![1]).toMatchObject({ sitekey: "1x00000000000000000000AA", language: "de" });
    expect(await submission.submit(values, "")).toEqual({ kind: "unverified" });
    expect(leads).not.toHaveBeenCalled();

    render.mock.calls[0]![1].callback("token-1");
    expect(await submission.submit(values, "")).toMatchObject({ kind: "refused", reason: "bot_check_failed" });
    expect(JSON.parse(leads.mock.calls[0]![1]?.body as string)).toMatchObject({ [TURNSTILE_FIELD]: "token-1" });
    expect(reset).toHaveBeenCalledWith("widget-1");
    expect(await submission.submit(values, "")).toEqual({ kind: "unverified" });

    render.mock.calls[0]![1].callback("token-2");
    leads.mockImplementation(async () => answer(201, { id: "ref_4" }));
    expect(await submission.submit(values, "")).toMatchObject({ kind: "stored" });
    expect(reset).toHaveBeenCalledTimes(2);
    expect(await submission.submit(values, "")).toEqual({ kind: "unverified" });
    unmount();
    expect(window.turnstile.remove).toHaveBeenCalledWith("widget-1");
    delete window.turnstile;
  });

  it("sends each funnel event in the visitor's language of its moment", async () => {
    const beacons: Promise<string>[] = [];
    Object.defineProperty(navigator, "sendBeacon", {
      configurable: true,
      value: (_url: string, data: Blob) => beacons.push(data.text()) > 0,
    });
    const settings = { apiBase: API, partner: "acme", funnelSource: "/internal-tools" } as const;
    const submission = controller({ ...settings, lang: "en" });
    submission.opened(1);
    submission.update({ ...settings, lang: "de" });
    submission.reached(2);
    submission.update({ ...settings, lang: "fr" });
    submission.counted("times_shown");
    await vi.waitFor(() => expect(beacons).toHaveLength(3));
    delete (navigator as { sendBeacon?: unknown }).sendBeacon;
    const events = (await Promise.all(beacons)).map((text) => JSON.parse(text) as { event: string; lang: string });
    expect(events.map((e) => `${e.event} ${e.lang}`)).toEqual(["open en", "step de", "times_shown fr"]);
  });

  it("counts the funnel per opening from the settings of that moment, and nothing without a source", async () => {
    const beacons: Promise<string>[] = [];
    Object.defineProperty(navigator, "sendBeacon", {
      configurable: true,
      value: (_url: string, data: Blob) => beacons.push(data.text()) > 0,
    });
    const leads = stubApi(vi.fn<typeof fetch>(async () => answer(500, { error: "internal" })));
    const submission = controller();
    submission.opened(1);
    submission.update({ apiBase: API, partner: "acme", lang: "de", funnelSource: "/internal-tools" });
    submission.opened(1);
    submission.reached(2);
    await submission.submit(values, "");
    leads.mockImplementation(async () => answer(201, { id: "ref_3" }));
    await submission.submit(values, "");
    // Events wait for the opening's campaign (the attribution code), in order; the submit
    // that gets through says the opening's fail again, which the API counts once.
    await vi.waitFor(() => expect(beacons).toHaveLength(5));
    delete (navigator as { sendBeacon?: unknown }).sendBeacon;
    const events = (await Promise.all(beacons)).map((text) => JSON.parse(text) as { event: string; step?: number; source: string });
    expect(events.map((e) => [e.event, e.step, e.source].filter(Boolean).join(" "))).toEqual([
      "open /internal-tools",
      "step 2 /internal-tools",
      "fail /internal-tools",
      "fail /internal-tools",
      "submit /internal-tools",
    ]);
  });
});
