import { within } from "@testing-library/dom";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONSENT_REVISION, CONSENT_STORAGE_KEY, PARTNER_CONSENT_STORAGE_KEY } from "../../contract/consent/keys.ts";
import { IDEMPOTENCY_KEY_PATTERN } from "../../contract/limits.ts";
import { toasts } from "../lib/toast/store.ts";
import { readPreferences } from "../lib/tracking/consent.ts";
import { AgencyCookieConsentElement } from "./cookie-consent.element.tsx";

// Served as on the agency's own site: the page and the widget code share one origin (under
// vitest the code's own URL is a file:, which no browser serves it from).
vi.mock("../lib/runtime/events.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../lib/runtime/events.ts")>()),
  codeOrigin: () => location.origin,
}));

const gtmScript = () => document.querySelector('script[src*="googletagmanager.com/gtm.js"]');
const stored = () => readPreferences(CONSENT_STORAGE_KEY);
const storeChoice = (analytics: boolean, revision = CONSENT_REVISION) =>
  localStorage.setItem(
    CONSENT_STORAGE_KEY,
    JSON.stringify({ functional: true, analytics, revision, timestamp: new Date().toISOString(), consentId: crypto.randomUUID() }),
  );

/** The banner as the agency's site configures it (its storage key, `cookie-preferences`); resolves once it rendered. */
async function mount(attrs: Record<string, string> = {}) {
  const el = document.createElement("agency-cookie-consent");
  el.setAttribute("gtm-id", "GTM-TEST12");
  el.setAttribute("privacy-url", "https://example.com/privacy");
  el.setAttribute("storage-key", CONSENT_STORAGE_KEY);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  const changes: unknown[] = [];
  el.addEventListener("agency-consent-change", (e) => changes.push(e.detail));
  document.body.append(el);
  const shadow = within(el.shadowRoot as unknown as HTMLElement);
  // Rendered: one of the two views exists (hidden or not).
  await vi.waitFor(() => expect(el.shadowRoot!.querySelector(".reopen")).not.toBeNull(), { timeout: 5000 });
  return { el, shadow, changes };
}

/**
 * The tag manager's code loads when a choice needs it: once it is there and the banner's
 * callbacks have run, a script that is still missing was never asked for.
 */
async function tagManagerSettled(): Promise<void> {
  await import("./cookie-consent.tag-manager.ts");
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe("<agency-cookie-consent>", () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn(async () => new Response(null, { status: 201 }));
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => {
    for (const node of document.body.querySelectorAll("agency-cookie-consent, noscript, #agency-toast-host")) node.remove();
    for (const script of document.head.querySelectorAll("script")) script.remove();
    document.documentElement.lang = "";
    localStorage.clear();
    toasts.dismiss();
    delete (window as { dataLayer?: unknown }).dataLayer;
    delete (window as { __agencyConsentDefaults?: unknown }).__agencyConsentDefaults;
    Object.defineProperty(navigator, "globalPrivacyControl", { value: undefined, configurable: true });
    for (const c of document.cookie.split(";")) document.cookie = `${c.split("=")[0]}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    vi.unstubAllGlobals();
  });

  it("shows the banner when nothing is stored: equal-weight choices, privacy link, Consent Mode defaults", async () => {
    const { shadow } = await mount();
    expect(shadow.getByRole("region", { name: "Cookies on this website" })).toBeVisible();
    const accept = shadow.getByRole("button", { name: "Accept All" });
    const functional = shadow.getByRole("button", { name: "Only Functional Cookies" });
    expect(accept.className).toBe(functional.className);
    expect(shadow.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "https://example.com/privacy");
    expect(shadow.queryByRole("button", { name: "Cookie settings" })).toBeNull();
    expect(gtmScript()).toBeNull();
    const first = (window as { dataLayer?: IArguments[] }).dataLayer?.[0];
    expect(first && Array.from(first)).toEqual([
      "consent",
      "default",
      expect.objectContaining({ analytics_storage: "denied", ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" }),
    ]);
  });

  it("Accept All stores analytics, loads the tag manager, toasts, records proof and tells the page", async () => {
    const { shadow, changes } = await mount();
    await userEvent.click(shadow.getByRole("button", { name: "Accept All" }));
    expect(stored()).toMatchObject({ functional: true, analytics: true, revision: CONSENT_REVISION });
    // The tag manager's code and the proof's load with the choice that needs them.
    await vi.waitFor(() => expect(gtmScript()).toHaveAttribute("src", "https://www.googletagmanager.com/gtm.js?id=GTM-TEST12"));
    // The noscript fallback is text, as a parser with scripts on keeps it: no live frame.
    expect(document.querySelector("noscript")?.textContent).toContain("ns.html?id=GTM-TEST12");
    expect(document.querySelector("noscript iframe")).toBeNull();
    expect(shadow.queryByRole("region")).toBeNull();
    expect(shadow.getByRole("button", { name: "Cookie settings" })).toBeVisible();
    await vi.waitFor(() =>
      expect(toasts.get()).toMatchObject({ title: "Cookies accepted", description: "Your cookie preferences have been saved." }),
    );
    expect(changes).toEqual([expect.objectContaining({ analytics: true, functional: true })]);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(`${location.origin}/api/consents`);
    expect(new Headers(init.headers).get("idempotency-key")).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(JSON.parse(init.body as string)).toEqual({
      consentId: stored()!.consentId,
      functional: true,
      analytics: true,
      revision: CONSENT_REVISION,
      locale: "en",
    });
  });

  it("Only Functional stores analytics false and loads nothing, in German", async () => {
    document.documentElement.lang = "de";
    const { shadow } = await mount({ "api-base": "https://agency.example" });
    await userEvent.click(shadow.getByRole("button", { name: "Nur funktionale Cookies" }));
    expect(stored()).toMatchObject({ analytics: false });
    await tagManagerSettled();
    expect(gtmScript()).toBeNull();
    await vi.waitFor(() =>
      expect(toasts.get()).toMatchObject({
        title: "Nur funktionale Cookies akzeptiert",
        description: "Ihre Cookie-Einstellungen wurden gespeichert.",
      }),
    );
    await vi.waitFor(() => expect(fetchMock.mock.calls[0]?.[0]).toBe("https://agency.example/api/consents"));
  });

  it("keeps a stored choice on the next page: no banner, analytics again only if accepted", async () => {
    storeChoice(true);
    const { shadow } = await mount();
    expect(shadow.queryByRole("region")).toBeNull();
    await vi.waitFor(() => expect(gtmScript()).not.toBeNull());
    document.body.innerHTML = "";
    for (const script of document.head.querySelectorAll("script")) script.remove();
    storeChoice(false);
    await mount();
    await tagManagerSettled();
    expect(gtmScript()).toBeNull();
  });

  it("loads nothing without a container id, even with consent", async () => {
    const { shadow } = await mount({ "gtm-id": "" });
    await userEvent.click(shadow.getByRole("button", { name: "Accept All" }));
    await tagManagerSettled();
    expect(gtmScript()).toBeNull();
    expect(stored()?.analytics).toBe(true);
  });

  it.each([
    ["not JSON", "{oops"],
    ["another shape", JSON.stringify({ analytics: "yes" })],
    [
      "of an old revision",
      JSON.stringify({
        functional: true,
        analytics: true,
        revision: 0,
        timestamp: "2024-01-01T00:00:00Z",
        consentId: "0b7e2c4e-8f1a-4c3b-9d2e-1a2b3c4d5e6f",
      }),
    ],
    ["null", "null"],
  ])("treats a stored value that is %s as no choice", async (_label, raw) => {
    localStorage.setItem(CONSENT_STORAGE_KEY, raw);
    const { shadow } = await mount();
    expect(shadow.getByRole("region", { name: "Cookies on this website" })).toBeVisible();
    expect(gtmScript()).toBeNull();
  });

  it("the floating button withdraws the choice, clears analytics cookies and asks again", async () => {
    storeChoice(true);
    document.cookie = "_ga=GA1.1.123; path=/";
    document.cookie = "_gid=GA1.1.456; path=/";
    document.cookie = "session=keep; path=/";
    const { el, shadow, changes } = await mount();
    await userEvent.click(shadow.getByRole("button", { name: "Cookie settings" }));
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
    expect(document.cookie).not.toMatch(/_ga=|_gid=/);
    expect(document.cookie).toContain("session=keep");
    expect(shadow.getByRole("region", { name: "Cookies on this website" })).toBeVisible();
    expect(el.shadowRoot!.activeElement).toHaveTextContent("Cookies on this website");
    expect(changes).toEqual([null]);
  });

  it("treats Global Privacy Control as a refusal but still allows an explicit opt-in", async () => {
    Object.defineProperty(navigator, "globalPrivacyControl", { value: true, configurable: true });
    const { shadow } = await mount();
    expect(shadow.queryByRole("region")).toBeNull();
    expect(gtmScript()).toBeNull();
    await userEvent.click(shadow.getByRole("button", { name: "Cookie settings" }));
    expect(shadow.getByText(/Global Privacy Control/)).toBeVisible();
    await userEvent.click(shadow.getByRole("button", { name: "Accept All" }));
    await vi.waitFor(() => expect(gtmScript()).not.toBeNull());
  });

  it("follows its lang attribute over <html lang>, and changes of either", async () => {
    document.documentElement.lang = "de";
    const { el, shadow } = await mount({ lang: "en" });
    expect(shadow.getByRole("button", { name: "Accept All" })).toBeVisible();
    el.removeAttribute("lang");
    expect(await shadow.findByRole("button", { name: "Alle akzeptieren" })).toBeVisible();
    el.setAttribute("lang", "en");
    expect(await shadow.findByRole("button", { name: "Accept All" })).toBeVisible();
  });

  it("survives blocked storage", async () => {
    const getItem = vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    const { shadow } = await mount();
    expect(shadow.getByRole("region", { name: "Cookies on this website" })).toBeVisible();
    getItem.mockRestore();
  });

  it("is defined once, by its module, with r2wc", async () => {
    expect(customElements.get("agency-cookie-consent")).toBe(AgencyCookieConsentElement);
    // A second copy of the code (the loader included twice, from two URLs) runs the module
    // again: it must not throw, and the first definition stays.
    vi.resetModules();
    const copy = await import("./cookie-consent.element.tsx");
    expect(copy.AgencyCookieConsentElement).not.toBe(AgencyCookieConsentElement);
    expect(customElements.get("agency-cookie-consent")).toBe(AgencyCookieConsentElement);
  });

  it("keeps a partner page's choice under a prefixed key that cannot collide with the page's own", async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, "the partner's own value");
    const el = document.createElement("agency-cookie-consent");
    document.body.append(el);
    const shadow = within(el.shadowRoot as unknown as HTMLElement);
    await userEvent.click(await shadow.findByRole("button", { name: "Only Functional Cookies" }));
    expect(readPreferences(PARTNER_CONSENT_STORAGE_KEY)).toMatchObject({ analytics: false });
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe("the partner's own value");
  });

  it("a reopened banner shows the choice in effect and closes (button or Escape) keeping it", async () => {
    storeChoice(true);
    const { shadow, changes } = await mount();
    const before = localStorage.getItem(CONSENT_STORAGE_KEY);
    await userEvent.click(shadow.getByRole("button", { name: "Cookie settings" }));
    expect(shadow.getByText("Your current choice: all cookies, including analytics.")).toBeVisible();
    await userEvent.click(shadow.getByRole("button", { name: "Close and keep my current choice" }));
    expect(shadow.queryByRole("region")).toBeNull();
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe(before);
    await vi.waitFor(() => expect(gtmScript()).not.toBeNull());
    expect(changes).toEqual([null, expect.objectContaining({ analytics: true })]);

    await userEvent.click(shadow.getByRole("button", { name: "Cookie settings" }));
    expect(await shadow.findByRole("region", { name: "Cookies on this website" })).toBeVisible();
    await userEvent.keyboard("{Escape}");
    expect(shadow.queryByRole("region")).toBeNull();
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe(before);
  });

  it("an Escape that is not aimed at a reopened banner restores nothing (a dialog's, or the page's)", async () => {
    storeChoice(true);
    const { shadow, changes } = await mount();
    await userEvent.click(shadow.getByRole("button", { name: "Cookie settings" }));
    expect(await shadow.findByRole("region", { name: "Cookies on this website" })).toBeVisible();
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
    const elsewhere = document.createElement("button");
    document.body.append(elsewhere);
    elsewhere.focus();
    await userEvent.keyboard("{Escape}");
    expect(shadow.getByRole("region", { name: "Cookies on this website" })).toBeVisible();
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
    expect(changes).toEqual([null]);
    elsewhere.remove();
  });

  it("a first visit has no way around the choice: no close button, Escape does nothing", async () => {
    const { shadow } = await mount();
    expect(shadow.queryByRole("button", { name: "Close and keep my current choice" })).toBeNull();
    await userEvent.keyboard("{Escape}");
    expect(shadow.getByRole("region", { name: "Cookies on this website" })).toBeVisible();
  });

  it("reopen() withdraws the choice and shows the banner again", async () => {
    storeChoice(false);
    const { el, shadow } = await mount();
    expect(shadow.queryByRole("region")).toBeNull();
    (el as AgencyCookieConsentElement).reopen();
    expect(await shadow.findByRole("region", { name: "Cookies on this website" })).toBeVisible();
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
  });
});

describe("a saved choice's consent id", () => {
  it("is an RFC 4122 version 4 id made without crypto.randomUUID (plain-HTTP partner pages)", async () => {
    const { savePreferences } = await import("../lib/tracking/consent.ts");
    vi.stubGlobal("crypto", { getRandomValues: crypto.getRandomValues.bind(crypto) });
    const ids = new Set(Array.from({ length: 50 }, () => savePreferences(true).consentId));
    vi.unstubAllGlobals();
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
