import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nProvider } from "@lingui/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { apiPaths, HONEYPOT_FIELD, IDEMPOTENCY_KEY_PATTERN } from "../../contract/index.ts";
import { answer, type FetchMock, stubApi, TEST_API } from "../lib/test-api.ts";
import { createWidgetI18n, type WidgetLocale } from "../lib/i18n.ts";
import { ToastRegion } from "../toast/toast.component.tsx";
import { toasts } from "../lib/toasts.ts";
import type { AgencyReferralFormElement } from "./referral-form.element.tsx";
import { ReferralForm, type ReferralFormProps, SUCCESS_VIEW_MS } from "./referral-form.component.tsx";
import { referralCatalog } from "./referral-form.texts.ts";

const API = TEST_API;
const CALENDAR = "https://cal.example.test/agency/intro?duration=30";

interface Texts {
  name: string;
  email: string;
  company: string;
  referralName: string;
  referralEmail: string;
  referralCompany: string;
  confirm: string;
  submit: string;
  submitting: string;
  required: string;
  invalidEmail: string;
  mustDiffer: string;
  mustConfirm: string;
  errorTitle: string;
  errorText: string;
  tryShortly: string;
  thanks: string;
  success: string;
  schedule: RegExp;
  reward: string;
}

const en: Texts = {
  name: "Your name",
  email: "Your email",
  company: "Your company (optional)",
  referralName: "Referral's name",
  referralEmail: "Referral's email",
  referralCompany: "Referral's company",
  confirm: "I confirm this person agreed to be contacted by us",
  submit: "Submit referral",
  submitting: "Submitting...",
  required: "This field is required",
  invalidEmail: "Please enter a valid email address",
  mustDiffer: "The referral's e-mail must differ from yours",
  mustConfirm: "Please confirm that this person agreed to be contacted",
  errorTitle: "Error!",
  errorText: "There was an error submitting your referral. Please try again.",
  tryShortly: "Too many requests. Please try again shortly.",
  thanks: "Thank you!",
  success: "Your referral has been submitted successfully. We will get in touch with the company you recommended and keep you posted.",
  schedule: /^Schedule a call/,
  reward: "Receive a €500 discount on your next project or a €250 gift card once the company you recommend signs up.",
};

const de: Texts = {
  name: "Ihr Name",
  email: "Ihre E-Mail",
  company: "Ihr Unternehmen (optional)",
  referralName: "Name der Person",
  referralEmail: "E-Mail der Person",
  referralCompany: "Unternehmen der Person",
  confirm: "Ich bestätige, dass diese Person einer Kontaktaufnahme durch uns zugestimmt hat",
  submit: "Empfehlung absenden",
  submitting: "Wird gesendet …",
  required: "Dieses Feld ist erforderlich",
  invalidEmail: "Bitte geben Sie eine gültige E-Mail-Adresse ein",
  mustDiffer: "Die E-Mail-Adresse der empfohlenen Person muss sich von Ihrer unterscheiden",
  mustConfirm: "Bitte bestätigen Sie, dass diese Person einer Kontaktaufnahme zugestimmt hat",
  errorTitle: "Fehler!",
  errorText: "Beim Senden Ihrer Empfehlung ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.",
  tryShortly: "Zu viele Anfragen. Bitte versuchen Sie es in Kürze erneut.",
  thanks: "Vielen Dank!",
  success:
    "Ihre Empfehlung wurde erfolgreich übermittelt. Wir melden uns bei dem empfohlenen Unternehmen und halten Sie auf dem Laufenden.",
  schedule: /^Gespräch vereinbaren/,
  reward:
    "Sobald das empfohlene Unternehmen Kunde wird, erhalten Sie 500 € Rabatt auf Ihr nächstes Projekt oder einen Gutschein über 250 €.",
};

const texts = { en, de };

async function setup(options: { locale?: WidgetLocale; fetch?: FetchMock; props?: Partial<ReferralFormProps> } = {}) {
  const locale = options.locale ?? "en";
  const i18n = await createWidgetI18n(locale, referralCatalog);
  const fetchMock = options.fetch ?? vi.fn<typeof fetch>(async () => answer(201, { id: "ref_123" }));
  stubApi(fetchMock);
  const onSubmitted = vi.fn();
  const onError = vi.fn();
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const view = render(
    <I18nProvider i18n={i18n}>
      <ReferralForm apiBase={API} calendarUrl={CALENDAR} partner="acme" onSubmitted={onSubmitted} onError={onError} {...options.props} />
      <ToastRegion />
    </I18nProvider>,
  );
  return { i18n, t: texts[locale], fetchMock, onSubmitted, onError, user, view };
}

type User = ReturnType<typeof userEvent.setup>;

const field = (name: string) => screen.getByRole("textbox", { name });

async function fillAll(user: User, t: Texts, overrides: Partial<Record<"email" | "referralEmail", string>> = {}) {
  await user.type(field(t.name), "Max Muster");
  await user.type(field(t.email), overrides.email ?? "max@example.com");
  await user.type(field(t.company), "Muster KG");
  await user.type(field(t.referralName), "Eva Beispiel");
  await user.type(field(t.referralEmail), overrides.referralEmail ?? "eva@example.org");
  await user.type(field(t.referralCompany), "Beispiel AG");
  await user.click(screen.getByRole("checkbox", { name: t.confirm }));
}

/** Lets the success view's effects run (its timer starts there), then lets its 5 s pass. */
async function passSuccessView() {
  await act(async () => {});
  act(() => void vi.advanceTimersByTime(SUCCESS_VIEW_MS));
}

const keysOf = (fetchMock: FetchMock) =>
  fetchMock.mock.calls.map(([, init]) => (init?.headers as Record<string, string> | undefined)?.["idempotency-key"]);

describe("ReferralForm", () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    act(() => toasts.dismiss());
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  for (const locale of ["en", "de"] as const) {
    it(`${locale}: labels every field, marks the required ones and states the reward`, async () => {
      const { t } = await setup({ locale });
      expect(screen.getByText(t.reward)).toBeInTheDocument();
      for (const name of [t.name, t.email, t.referralName, t.referralEmail, t.referralCompany]) {
        const input = field(name);
        expect(input).toBeRequired();
        expect(input).toHaveAttribute("aria-required", "true");
      }
      expect(field(t.company)).not.toBeRequired();
      expect(field(t.email)).toHaveAttribute("type", "email");
      expect(field(t.referralEmail)).toHaveAttribute("type", "email");
      expect(field(t.name)).toHaveAttribute("maxLength", "200");
      expect(field(t.email)).toHaveAttribute("maxLength", "254");
      expect(screen.getByRole("checkbox", { name: t.confirm })).toBeRequired();
      expect(screen.getByRole("button", { name: t.submit }).closest("form")).toHaveAttribute("novalidate");
    });

    it(`${locale}: shows the contract's message at each field, focuses the first and sends nothing`, async () => {
      const { t, user, fetchMock } = await setup({ locale });
      await user.click(screen.getByRole("button", { name: t.submit }));
      expect(fetchMock).not.toHaveBeenCalled();
      const name = field(t.name);
      expect(name).toHaveAttribute("aria-invalid", "true");
      expect(name).toHaveAccessibleDescription(t.required);
      expect(field(t.referralCompany)).toHaveAccessibleDescription(t.required);
      expect(field(t.company)).not.toHaveAttribute("aria-invalid");
      expect(screen.getByRole("checkbox")).toHaveAccessibleDescription(t.mustConfirm);
      await waitFor(() => expect(document.activeElement).toBe(name));
      expect(screen.getAllByRole("alert").some((a) => a.textContent === `${t.name}: ${t.required}`)).toBe(true);

      await user.type(field(t.email), "not-an-address");
      await user.type(field(t.referralEmail), "x");
      await user.clear(field(t.referralEmail));
      await user.type(field(t.referralEmail), "NOT-an-address");
      await user.tab();
      expect(field(t.email)).toHaveAccessibleDescription(t.invalidEmail);
    });

    it(`${locale}: refuses the referrer's own address for the referral`, async () => {
      const { t, user, fetchMock } = await setup({ locale });
      await fillAll(user, t, { email: "max@example.com", referralEmail: "MAX@example.com" });
      await user.click(screen.getByRole("button", { name: t.submit }));
      expect(fetchMock).not.toHaveBeenCalled();
      const referralEmail = field(t.referralEmail);
      expect(referralEmail).toHaveAccessibleDescription(t.mustDiffer);
      await waitFor(() => expect(document.activeElement).toBe(referralEmail));
    });
  }

  it("submits the contract's body with locale, partner and honeypot, then shows the success view for 5 s", async () => {
    const { t, user, fetchMock, onSubmitted } = await setup();
    await fillAll(user, t);
    await user.click(screen.getByRole("button", { name: t.submit }));

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`${API}${apiPaths.referrals}`);
    expect(init?.method).toBe("POST");
    expect((init?.headers as Record<string, string> | undefined)?.["idempotency-key"]).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(JSON.parse(init?.body as string)).toEqual({
      name: "Max Muster",
      email: "max@example.com",
      companyName: "Muster KG",
      referralName: "Eva Beispiel",
      referralEmail: "eva@example.org",
      referralCompany: "Beispiel AG",
      confirmed: true,
      locale: "en",
      partner: "acme",
      [HONEYPOT_FIELD]: "",
    });
    expect(onSubmitted).toHaveBeenCalledWith({ id: "ref_123" });

    const heading = screen.getByRole("heading", { name: t.thanks });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText(t.success)).toBeInTheDocument();
    expect(screen.getAllByRole("status").some((s) => s.textContent === `${t.thanks} ${t.success}`)).toBe(true);
    const link = screen.getByRole("link", { name: t.schedule });
    expect(link).toHaveAttribute("href", "https://cal.example.test/agency/intro?duration=30&name=Max+Muster&email=max%40example.com");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener");
    expect(screen.queryByRole("textbox")).toBeNull();

    await act(async () => {});
    act(() => void vi.advanceTimersByTime(SUCCESS_VIEW_MS - 200));
    expect(screen.getByRole("heading", { name: t.thanks })).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(200));
    expect(screen.queryByRole("heading", { name: t.thanks })).toBeNull();
    const name = field(t.name);
    expect(name).toHaveValue("");
    expect(field(t.referralEmail)).toHaveValue("");
    expect(screen.getByRole("checkbox")).not.toBeChecked();
    expect(name).not.toHaveAttribute("aria-invalid");
    // The focus was in the widget (on the heading): it goes to the first field.
    await waitFor(() => expect(document.activeElement).toBe(name));
  });

  it("leaves the focus alone when the visitor moved on before the form returned", async () => {
    const outside = document.createElement("button");
    document.body.append(outside);
    const { t, user } = await setup();
    await fillAll(user, t);
    await user.click(screen.getByRole("button", { name: t.submit }));
    expect(screen.getByRole("heading", { name: t.thanks })).toBeInTheDocument();
    outside.focus();
    await passSuccessView();
    expect(field(t.name)).toHaveValue("");
    await waitFor(() => expect(document.activeElement).toBe(outside));
    outside.remove();
  });

  it("disables the button with a spinner while submitting, its label still readable", async () => {
    let finish!: (r: Response) => void;
    const fetchMock = vi.fn<typeof fetch>(() => new Promise<Response>((resolve) => (finish = resolve)));
    const { t, user } = await setup({ fetch: fetchMock });
    await fillAll(user, t);
    await user.click(screen.getByRole("button", { name: t.submit }));
    const button = screen.getByRole("button", { name: t.submitting });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute("aria-busy", "true");
    expect(button.querySelector(".spinner")).toHaveAttribute("aria-hidden", "true");
    await act(async () => finish(answer(201, { id: "ref_1" })));
    expect(await screen.findByRole("heading", { name: t.thanks })).toBeInTheDocument();
  });

  for (const locale of ["en", "de"] as const) {
    it(`${locale}: a failure keeps every value, logs the error and shows the 'Error!' toast`, async () => {
      const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
      const fetchMock = vi.fn<typeof fetch>(async () => answer(500, { error: "internal" }));
      const { t, user, onError } = await setup({ locale, fetch: fetchMock });
      await fillAll(user, t);
      await user.click(screen.getByRole("button", { name: t.submit }));

      expect(onError).toHaveBeenCalledWith({ error: "internal", status: 500 });
      expect(consoleError).toHaveBeenCalled();
      const toast = screen.getAllByRole("alert").find((a) => a.textContent?.includes(t.errorTitle))!;
      expect(toast).toHaveTextContent(t.errorText);
      expect(field(t.name)).toHaveValue("Max Muster");
      expect(field(t.company)).toHaveValue("Muster KG");
      expect(field(t.referralEmail)).toHaveValue("eva@example.org");
      expect(screen.getByRole("checkbox")).toBeChecked();
      const button = screen.getByRole("button", { name: t.submit });
      expect(button).toBeEnabled();
      await waitFor(() => expect(document.activeElement).toBe(button));
    });
  }

  it("reuses the idempotency key for a retry of the same data, and makes a new one after a success or a change", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValueOnce(answer(503, { error: "database_unavailable" }))
      .mockResolvedValueOnce(answer(201, { id: "ref_1" }))
      .mockResolvedValueOnce(answer(500, { error: "internal" }))
      .mockResolvedValueOnce(answer(500, { error: "internal" }));
    const { t, user, onError } = await setup({ fetch: fetchMock });
    await fillAll(user, t);
    const submit = () => user.click(screen.getByRole("button", { name: t.submit }));
    await submit();
    expect(onError).toHaveBeenLastCalledWith({ error: "network", status: 0 });
    await submit();
    await submit();
    expect(screen.getByRole("heading", { name: t.thanks })).toBeInTheDocument();
    await passSuccessView();

    // The same data again after the success is a new referral: a new key.
    await fillAll(user, t);
    await submit();
    await user.type(field(t.company), " Wien");
    await submit();
    const keys = keysOf(fetchMock);
    expect(keys).toHaveLength(5);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toBe(keys[0]);
    expect(keys[3]).not.toBe(keys[0]);
    expect(keys[4]).not.toBe(keys[3]);
  });

  it("shows the API's field codes at the fields, focusing and announcing the first", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const fetchMock = vi.fn<typeof fetch>(async () =>
      answer(400, {
        error: "validation_failed",
        fields: { referralEmail: "must_differ", referralCompany: "too_long", partner: "too_long" },
      }),
    );
    const { t, user, onError } = await setup({ fetch: fetchMock });
    await fillAll(user, t);
    await user.click(screen.getByRole("button", { name: t.submit }));
    expect(onError).toHaveBeenCalledWith({ error: "validation_failed", status: 400 });
    const referralEmail = field(t.referralEmail);
    expect(referralEmail).toHaveAttribute("aria-invalid", "true");
    expect(referralEmail).toHaveAccessibleDescription(t.mustDiffer);
    expect(field(t.referralCompany)).toHaveAccessibleDescription("This text is too long. Please shorten it.");
    await waitFor(() => expect(document.activeElement).toBe(referralEmail));
    expect(screen.getAllByRole("alert").some((a) => a.textContent === `${t.referralEmail}: ${t.mustDiffer}`)).toBe(true);
    expect(screen.getAllByRole("alert").some((a) => a.textContent?.includes(t.errorTitle))).toBe(true);
    // Editing the field clears the server's message.
    await user.type(referralEmail, "x");
    expect(referralEmail).not.toHaveAttribute("aria-invalid");
  });

  for (const locale of ["en", "de"] as const) {
    it(`${locale}: asks to try again shortly when rate limited`, async () => {
      vi.spyOn(console, "error").mockImplementation(() => {});
      const fetchMock = vi.fn<typeof fetch>(async () => answer(429, { error: "rate_limited" }));
      const { t, user } = await setup({ locale, fetch: fetchMock });
      await fillAll(user, t);
      await user.click(screen.getByRole("button", { name: t.submit }));
      const toast = screen.getAllByRole("alert").find((a) => a.textContent?.includes(t.errorTitle))!;
      expect(toast).toHaveTextContent(t.tryShortly);
      expect(field(t.name)).toHaveValue("Max Muster");
    });
  }

  it("speaks German in the success view too", async () => {
    const { t, user } = await setup({ locale: "de" });
    await fillAll(user, t);
    await user.click(screen.getByRole("button", { name: t.submit }));
    expect(screen.getByRole("heading", { name: t.thanks })).toBeInTheDocument();
    expect(screen.getByText(t.success)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: t.schedule })).toBeInTheDocument();
  });

  it("has a hidden honeypot that people and assistive technology never reach", async () => {
    await setup();
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap).toHaveAttribute("tabindex", "-1");
    expect(trap.closest("[aria-hidden='true']")).not.toBeNull();
  });
});

describe("<agency-referral-form>", () => {
  const inside = (el: AgencyReferralFormElement) => within(el.shadowRoot as unknown as HTMLElement);
  /** Types into the element's fields through its shadow root (user-event stops at the host), confirms and sends. */
  const sendInside = (el: AgencyReferralFormElement, fields: [label: string, value: string][]) => {
    for (const [label, value] of fields) fireEvent.input(inside(el).getByRole("textbox", { name: label }), { target: { value } });
    fireEvent.click(inside(el).getByRole("checkbox"));
    fireEvent.click(inside(el).getByRole("button", { name: en.submit }));
  };
  beforeAll(async () => {
    await import("./referral-form.element.tsx");
  });
  afterEach(() => {
    document.body.innerHTML = "";
    document.documentElement.lang = "";
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("renders at once in a shadow root, follows lang live keeping typed text, and fires events", async () => {
    document.documentElement.lang = "de";
    const fetchMock = vi.spyOn(globalThis, "fetch").mockResolvedValue(answer(201, { id: "ref_9" }));
    document.body.innerHTML = `<agency-referral-form partner="acme" api-base="${API}" calendar-url="${CALENDAR}"></agency-referral-form>`;
    const el = document.querySelector("agency-referral-form")!;
    const name = await waitFor(() => inside(el).getByRole("textbox", { name: de.name }));
    fireEvent.input(name, { target: { value: "Max Muster" } });
    el.setAttribute("lang", "en");
    await waitFor(() => expect(inside(el).getByRole("textbox", { name: en.name })).toHaveValue("Max Muster"));

    const events: string[] = [];
    document.addEventListener("agency-referral-submitted", (e) => events.push(`${e.type}:${e.bubbles}:${e.composed}:${e.detail.id}`));
    sendInside(el, [
      [en.email, "max@example.com"],
      [en.referralName, "Eva Beispiel"],
      [en.referralEmail, "eva@example.org"],
      [en.referralCompany, "Beispiel AG"],
    ]);
    await waitFor(() => expect(events).toEqual(["agency-referral-submitted:true:true:ref_9"]));
    const [url, init] = fetchMock.mock.calls.find(([u]) => String(u).endsWith(apiPaths.referrals))!;
    expect(url).toBe(`${API}${apiPaths.referrals}`);
    expect(JSON.parse(init?.body as string)).toMatchObject({ partner: "acme", locale: "en", name: "Max Muster" });
    expect(inside(el).getByRole("link", { name: en.schedule })).toHaveAttribute(
      "href",
      `${CALENDAR}&name=Max+Muster&email=max%40example.com`,
    );
  });

  it("fires agency-referral-error with the code and status", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(globalThis, "fetch").mockResolvedValue(answer(503, { error: "database_unavailable" }));
    const el = document.createElement("agency-referral-form");
    el.setAttribute("lang", "en");
    el.setAttribute("api-base", API);
    document.body.append(el);
    const details: unknown[] = [];
    el.addEventListener("agency-referral-error", (e) => details.push(e.detail));
    await waitFor(() => inside(el).getByRole("button", { name: en.submit }));
    sendInside(el, [
      [en.name, "Max"],
      [en.email, "max@example.com"],
      [en.referralName, "Eva"],
      [en.referralEmail, "eva@example.org"],
      [en.referralCompany, "Beispiel AG"],
    ]);
    await waitFor(() => expect(details).toEqual([{ error: "database_unavailable", status: 503 }]));
    expect(inside(el).getByRole("textbox", { name: en.name })).toHaveValue("Max");
  });
});
