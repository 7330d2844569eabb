import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONSENT_REVISION } from "../../../contract/consent/keys.ts";

/** attribution.ts as freshly loaded on a page opened at `url`, coming from `referrer`. */
async function load(url: string, referrer = "") {
  history.replaceState(null, "", url);
  Object.defineProperty(document, "referrer", { value: referrer, configurable: true });
  vi.resetModules();
  return import("./attribution.ts");
}

const grantedBanner = (analytics: boolean, key = "agency-cookie-preferences") => {
  localStorage.setItem(
    key,
    JSON.stringify({
      functional: true,
      analytics,
      revision: CONSENT_REVISION,
      timestamp: new Date().toISOString(),
      consentId: "1b4e28ba-2fa1-41d2-883f-0016d3cca427",
    }),
  );
  document.body.insertAdjacentHTML("beforeend", `<agency-cookie-consent storage-key="${key}"></agency-cookie-consent>`);
};

const stops: (() => void)[] = [];

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  document.body.innerHTML = "";
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  history.replaceState(null, "", "/");
});

describe("collectAttribution", () => {
  it("sends the campaign of this page, the referrer's origin only, the landing and the page path", async () => {
    const a = await load("/offer?utm_source=newsletter&utm_campaign=spring&utm_medium=mail&x=1", "https://news.example/issue/4?id=9#top");
    history.replaceState(null, "", "/offer/step-2?utm_source=newsletter&utm_campaign=spring&utm_medium=mail");
    expect(a.collectAttribution()).toEqual({
      utm_source: "newsletter",
      utm_medium: "mail",
      utm_campaign: "spring",
      referrer: "https://news.example",
      landing: "/offer",
      page: "/offer/step-2",
    });
    expect(a.currentCampaign()).toBe("spring");
  });

  it("keeps the campaign values the page was opened with after a client-side navigation dropped them", async () => {
    const a = await load("/?utm_campaign=spring");
    history.replaceState(null, "", "/pricing");
    expect(a.collectAttribution()).toMatchObject({ utm_campaign: "spring", landing: "/", page: "/pricing" });
  });

  it("never sends our own origin as referrer, nor a value the API would refuse", async () => {
    const a = await load(`/?utm_source=${"x".repeat(150)}&utm_term=a%0Ab`, `${location.origin}/elsewhere`);
    const sent = a.collectAttribution();
    expect(sent?.referrer).toBeUndefined();
    expect(sent?.utm_source).toHaveLength(100);
    expect(sent?.utm_term).toBeUndefined();
    expect(a.referrerOrigin("not a url")).toBeUndefined();
  });

  it("stores nothing and sends no first touch without analytics consent", async () => {
    const a = await load("/landing?utm_source=ads");
    grantedBanner(false);
    expect(a.collectAttribution()?.first).toBeUndefined();
    expect(sessionStorage.getItem(a.FIRST_TOUCH_KEY)).toBeNull();
  });

  it("with the banner's consent keeps the session's first landing and sends it from later pages", async () => {
    grantedBanner(true);
    let a = await load("/landing?utm_source=ads&utm_campaign=spring", "https://search.example/q?s=agency");
    stops.push(a.followConsent());
    expect(JSON.parse(sessionStorage.getItem("agency-first-touch") ?? "null")).toEqual({
      utm_source: "ads",
      utm_campaign: "spring",
      referrer: "https://search.example",
      landing: "/landing",
    });
    // The next page of the session, reached from a link of our own.
    a = await load("/contact", `${location.origin}/landing`);
    expect(a.collectAttribution()).toEqual({
      landing: "/contact",
      page: "/contact",
      first: { utm_source: "ads", utm_campaign: "spring", referrer: "https://search.example", landing: "/landing" },
    });
  });

  it("takes a partner's declared consent, which wins over the banner, and forgets on a withdrawal", async () => {
    const a = await load("/promo?utm_source=partner");
    document.body.insertAdjacentHTML("beforeend", `<agency-questionnaire analytics-consent="granted"></agency-questionnaire>`);
    expect(a.collectAttribution()?.first).toEqual({ utm_source: "partner", landing: "/promo" });
    document.querySelector("agency-questionnaire")?.setAttribute("analytics-consent", "denied");
    grantedBanner(true);
    expect(a.collectAttribution()?.first).toBeUndefined();
    expect(sessionStorage.getItem(a.FIRST_TOUCH_KEY)).toBeNull();
  });

  it("follows the banner's consent-change event: a consent keeps the first touch, a withdrawal removes it", async () => {
    const a = await load("/start?utm_medium=social");
    stops.push(a.followConsent());
    expect(sessionStorage.getItem(a.FIRST_TOUCH_KEY)).toBeNull();
    document.dispatchEvent(new CustomEvent("agency-consent-change", { detail: { analytics: true } }));
    expect(JSON.parse(sessionStorage.getItem(a.FIRST_TOUCH_KEY) ?? "null")).toEqual({ utm_medium: "social", landing: "/start" });
    document.dispatchEvent(new CustomEvent("agency-consent-change", { detail: null }));
    expect(sessionStorage.getItem(a.FIRST_TOUCH_KEY)).toBeNull();
  });
});
