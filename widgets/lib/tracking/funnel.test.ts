import { afterEach, describe, expect, it, vi } from "vitest";
import { FUNNEL_OPENING_PATTERN } from "../../../contract/funnel/wire.ts";
import { publicConfig } from "../net/api.ts";
import { createFunnel, type FunnelOptions } from "./funnel.ts";

interface Sent {
  url: string;
  type: string;
  body: unknown;
}

/** The page's beacon and fetch, recording what they are given. */
function stubBeacon(accepts: boolean | ((url: string, data: Blob) => boolean)) {
  const sendBeacon = vi.fn(typeof accepts === "function" ? accepts : () => accepts);
  Object.defineProperty(navigator, "sendBeacon", { value: sendBeacon, configurable: true });
  return sendBeacon;
}

function stubFetch(
  impl: (url: RequestInfo | URL, init?: RequestInit) => Promise<Response> = async () => new Response(null, { status: 204 }),
) {
  const fetch = vi.fn(impl);
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

/** A funnel on a page whose beacon and fetch record what they were given. */
function recorded(options: Partial<FunnelOptions> = {}, beaconAccepts = true) {
  const beacons: Promise<Sent>[] = [];
  const sendBeacon = stubBeacon((url, data) => {
    beacons.push(data.text().then((text) => ({ url, type: data.type, body: JSON.parse(text) as unknown })));
    return beaconAccepts;
  });
  const fetch = stubFetch();
  const funnel = createFunnel({ apiBase: "https://agency.example/", source: "/internal-tools", lang: "en", ...options });
  return { funnel, sendBeacon, fetch, sent: () => Promise.all(beacons) };
}

afterEach(() => {
  delete (navigator as { sendBeacon?: unknown }).sendBeacon;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("createFunnel", () => {
  it("sends each event as a text/plain beacon with JSON to the API's /api/events", async () => {
    const { funnel, sent, fetch } = recorded({ source: "acme", lang: "de" });
    funnel.opened();
    funnel.submitted();
    funnel.failed();
    const opening = expect.stringMatching(FUNNEL_OPENING_PATTERN);
    expect(await sent()).toEqual([
      { url: "https://agency.example/api/events", type: "text/plain", body: { event: "open", source: "acme", lang: "de", opening } },
      { url: "https://agency.example/api/events", type: "text/plain", body: { event: "submit", source: "acme", lang: "de", opening } },
      { url: "https://agency.example/api/events", type: "text/plain", body: { event: "fail", source: "acme", lang: "de", opening } },
    ]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("reports a failed send again with the opening's submit, since one without a connection never left; a new opening starts clean", async () => {
    const { funnel, sent } = recorded({ source: "acme" });
    funnel.opened();
    funnel.failed();
    funnel.submitted();
    funnel.opened();
    funnel.submitted();
    const events = (await sent()).map((s) => s.body as { event: string; opening: string });
    expect(events.map((e) => e.event)).toEqual(["open", "fail", "fail", "submit", "open", "submit"]);
    // Both reports of the failure carry the first opening's id: the API counts it once.
    expect(events[1]!.opening).toBe(events[0]!.opening);
    expect(events[2]!.opening).toBe(events[0]!.opening);
    expect(events[4]!.opening).not.toBe(events[0]!.opening);
  });

  it("stops sending once the API's config answer refused the page's origin, and only for that API", async () => {
    const { funnel, sent, fetch } = recorded({ apiBase: "https://refusing.example/", source: "acme" });
    funnel.opened();
    fetch.mockResolvedValueOnce(Response.json({ error: "origin_not_allowed" }, { status: 403 }));
    await publicConfig("https://refusing.example/");
    funnel.reached(2);
    funnel.submitted();
    expect((await sent()).map((s) => s.body)).toEqual([expect.objectContaining({ event: "open" })]);
    const other = recorded({ apiBase: "https://other.example/", source: "acme" });
    other.funnel.opened();
    expect(await other.sent()).toHaveLength(1);
  });

  it("reports the booking step's free times and booked call under the opening's id", async () => {
    const { funnel, sent } = recorded({ source: "acme", lang: "de" });
    funnel.opened();
    funnel.followed("times_shown");
    funnel.followed("booked");
    const opening = expect.stringMatching(FUNNEL_OPENING_PATTERN);
    expect((await sent()).map((s) => s.body)).toEqual([
      { event: "open", source: "acme", lang: "de", opening },
      { event: "times_shown", source: "acme", lang: "de", opening },
      { event: "booked", source: "acme", lang: "de", opening },
    ]);
  });

  it("counts steps 2, 3 and 4 once per opening, moving forward only", async () => {
    const { funnel, sent } = recorded();
    funnel.reached(2); // not open yet: nothing
    funnel.opened();
    funnel.reached(2);
    funnel.reached(2);
    funnel.reached(1); // back
    funnel.reached(2); // forward again to a step already counted
    funnel.reached(3);
    funnel.reached(4);
    funnel.reached(3); // "Edit" from the summary
    funnel.reached(4);
    // Reopened on step 3 from the saved draft: only progress beyond it counts.
    funnel.opened(3);
    funnel.reached(3);
    funnel.reached(4);
    const events = (await sent()).map((s) => s.body as { event: string; step?: number });
    expect(events.map((e) => (e.step ? `${e.event} ${e.step}` : e.event))).toEqual([
      "open",
      "step 2",
      "step 3",
      "step 4",
      "open",
      "step 4",
    ]);
  });

  it("sends each event in the language it brings, else in the opening's", async () => {
    const { funnel, sent } = recorded({ lang: "en" });
    funnel.opened();
    funnel.reached(2, "de");
    funnel.reached(3);
    funnel.submitted("fr");
    expect((await sent()).map((s) => (s.body as { lang: string }).lang)).toEqual(["en", "de", "en", "fr"]);
  });

  it("falls back to fetch with keepalive, no credentials and a CORS-safelisted type when the beacon is refused or missing", async () => {
    const refused = recorded({ apiBase: "" }, false);
    refused.funnel.opened();
    expect(refused.sendBeacon).toHaveBeenCalledTimes(1);
    expect(refused.fetch).toHaveBeenCalledWith("/api/events", {
      method: "POST",
      body: expect.stringMatching(/^\{"event":"open","source":"\/internal-tools","lang":"en","opening":"[0-9a-f]{32}"\}$/),
      headers: { "content-type": "text/plain" },
      keepalive: true,
      mode: "cors",
      credentials: "omit",
    });

    // jsdom has no sendBeacon, like some embedded browsers: fetch it is.
    delete (navigator as { sendBeacon?: unknown }).sendBeacon;
    expect("sendBeacon" in navigator).toBe(false);
    const fetch = stubFetch();
    createFunnel({ apiBase: "", source: "/", lang: "en" }).submitted();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("uses the browser's own navigator.sendBeacon when it has one", () => {
    const sendBeacon = vi.fn(function (this: Navigator, _url: string, _data: Blob) {
      // Called unbound it would throw "Illegal invocation" in a browser.
      if (this !== navigator) throw new TypeError("Illegal invocation");
      return true;
    });
    const fetch = stubFetch();
    Object.defineProperty(navigator, "sendBeacon", { value: sendBeacon, configurable: true });
    createFunnel({ apiBase: "https://agency.example", source: "/", lang: "en" }).opened();
    expect(sendBeacon).toHaveBeenCalledWith("https://agency.example/api/events", expect.any(Blob));
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sends nothing when switched off", () => {
    const { funnel, sendBeacon, fetch } = recorded({ enabled: false });
    funnel.opened();
    funnel.reached(2);
    funnel.submitted();
    funnel.failed();
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sends nothing the API would refuse: a partner id with spaces, a query string, an overlong path", () => {
    for (const source of ["Acme GmbH", "/blog?email=anna@acme.at", `/${"a".repeat(300)}`, ""]) {
      const { funnel, sendBeacon, fetch } = recorded({ source });
      funnel.opened();
      expect(sendBeacon, source).not.toHaveBeenCalled();
      expect(fetch, source).not.toHaveBeenCalled();
    }
  });

  it("never throws, whatever the beacon or fetch do", async () => {
    const unhandled = vi.fn();
    process.on("unhandledRejection", unhandled);
    try {
      stubBeacon(() => {
        throw new TypeError("Illegal invocation");
      });
      stubFetch(() => {
        throw new TypeError("fetch is blocked");
      });
      expect(() => createFunnel({ apiBase: "", source: "/", lang: "en" }).opened()).not.toThrow();
      stubBeacon(false);
      stubFetch(() => Promise.reject(new TypeError("offline")));
      expect(() => createFunnel({ apiBase: "", source: "/", lang: "en" }).submitted()).not.toThrow();
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off("unhandledRejection", unhandled);
    }
  });

  it("takes the first source the API accepts: a partner id, else the page's origin", async () => {
    const { funnel, sent } = recorded({ source: ["Acme GmbH", "https://www.partner.example"] });
    funnel.opened();
    const good = recorded({ source: ["acme-01", "https://www.partner.example"] });
    good.funnel.opened();
    expect((await sent())[0]?.body).toMatchObject({ source: "https://www.partner.example" });
    expect((await good.sent())[0]?.body).toMatchObject({ source: "acme-01" });
  });

  it("gives every opening a new random id, carried by that opening's events (the API counts one event per opening and step)", async () => {
    const { funnel, sent } = recorded();
    funnel.opened();
    funnel.reached(2);
    funnel.submitted();
    funnel.opened(2);
    funnel.reached(3);
    const ids = (await sent()).map((s) => (s.body as { opening?: string }).opening);
    expect(ids).toHaveLength(5);
    for (const id of ids) expect(id).toMatch(FUNNEL_OPENING_PATTERN);
    expect(new Set(ids.slice(0, 3)).size).toBe(1);
    expect(new Set(ids.slice(3)).size).toBe(1);
    expect(ids[3]).not.toBe(ids[0]);
  });

  it("stores nothing on the device: no cookie, nothing in local or session storage", async () => {
    localStorage.clear();
    sessionStorage.clear();
    const { funnel, sent } = recorded();
    funnel.opened();
    funnel.reached(2);
    funnel.submitted();
    expect(await sent()).toHaveLength(3);
    expect(document.cookie).toBe("");
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });

  it("carries the visitor's utm_campaign with every event when there is one, and nothing of it when there is none", async () => {
    const { funnel, sent } = recorded({ campaign: "spring" });
    funnel.opened();
    funnel.reached(2);
    const plain = recorded();
    plain.funnel.opened();
    expect((await sent()).map((s) => (s.body as { campaign?: string }).campaign)).toEqual(["spring", "spring"]);
    expect((await plain.sent())[0]?.body).not.toHaveProperty("campaign");
  });
});
