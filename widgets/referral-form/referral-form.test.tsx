import { I18nProvider } from "@lingui/react";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiPaths, HONEYPOT_FIELD, IDEMPOTENCY_KEY_PATTERN } from "../../contract/limits.ts";
import { emptyReferral, referralFieldDeclarations, referralFieldOrder } from "../../contract/referral/fields.ts";
import { validateReferralForm } from "../../contract/referral/rules.ts";
import { loadCatalog } from "../lib/i18n/catalogs.ts";
import { createWidgetI18n } from "../lib/i18n/i18n.ts";
import { outcomeCatalog } from "../lib/i18n/outcome-catalog.ts";
import { answer, type FetchMock, stubApi } from "../lib/testing/test-api.ts";
import { toasts } from "../lib/toast/store.ts";
import { ToastRegion } from "../lib/toast/toast.component.tsx";
import { referralCatalog } from "./referral-form.catalog.ts";
import { SUCCESS_VIEW_MS } from "./referral-form.controller.ts";
import { ReferralForm, type ReferralFormProps } from "./referral-form.view.tsx";
import { API, CALENDAR, type Texts, texts } from "./testing/referral-form.fixtures.ts";

async function setup(options: { locale?: keyof typeof texts; fetch?: FetchMock; props?: Partial<ReferralFormProps> } = {}) {
  const locale = options.locale ?? "en";
  const i18n = await createWidgetI18n(locale, referralCatalog);
  // The lazy boundary loads once the browser is idle after the first render, long before a
  // visitor's first submit; here it is fetched (and compiled) before it too, with its texts.
  await import("./referral-form.later.ts");
  await loadCatalog(outcomeCatalog, locale);
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

/** Lets the submit finish (the controller starts the confirmation's dwell there), then lets `SUCCESS_VIEW_MS` pass. */
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

  it("says beside its button what a referral's details are used for, not the questionnaire's 'answer your request'", async () => {
    await setup({ props: { privacyUrl: "https://agency.example/privacy" } });
    const note = screen.getByRole("link", { name: /Privacy policy/ }).closest("p")!;
    expect(note).toHaveTextContent("We use these details only to contact the person you recommend and to keep you informed.");
    expect(note).not.toHaveTextContent("answer your request");
  });

  it("marks as required exactly the fields the contract's rules refuse empty, each input in the contract's order and limit", async () => {
    const { view } = await setup();
    const filled = {
      name: "Max Muster",
      email: "max@example.com",
      companyName: "",
      referralName: "Eva Beispiel",
      referralEmail: "eva@example.org",
      referralCompany: "Beispiel AG",
      confirmed: true,
      locale: "en",
      partner: "",
    };
    const inputs = [...view.container.querySelectorAll<HTMLInputElement>(".field input")];
    expect(inputs.map((i) => i.name)).toEqual([...referralFieldOrder]);
    for (const input of inputs) {
      const field = input.name as keyof typeof referralFieldDeclarations;
      const refusedEmpty = !validateReferralForm({ ...filled, [field]: emptyReferral[field] }).ok;
      expect(input.required, field).toBe(refusedEmpty);
      expect(input.closest(".field")?.querySelector("label .required") !== null, field).toBe(refusedEmpty);
      const declared = referralFieldDeclarations[field];
      if ("max" in declared) expect(input.maxLength, field).toBe(declared.max);
    }
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
      attribution: { landing: "/", page: "/" },
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

  it("removed during the confirmation's dwell, leaves no timer behind to bring a form back that is gone", async () => {
    const consoleError = vi.spyOn(console, "error");
    const { t, user, view } = await setup();
    await fillAll(user, t);
    await user.click(screen.getByRole("button", { name: t.submit }));
    await act(async () => {});
    act(() => void vi.advanceTimersByTime(SUCCESS_VIEW_MS / 2));
    expect(screen.getByRole("heading", { name: t.thanks })).toBeInTheDocument();
    expect(vi.getTimerCount()).toBe(1);
    view.unmount();
    // What unmounting itself schedules (the renderer's own work) runs; the dwell must not be left.
    act(() => void vi.advanceTimersByTime(100));
    expect(vi.getTimerCount()).toBe(0);
    act(() => void vi.advanceTimersByTime(SUCCESS_VIEW_MS));
    expect(consoleError).not.toHaveBeenCalled();
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
    it(`${locale}: a failure keeps every value, logs the error and shows the failure toast, titled as the questionnaire's`, async () => {
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
    // Offline the words show once, beside the button, and are announced: no toast says them over the form.
    const offline = "We could not reach our server. Please check your connection and try again.";
    expect(screen.getByText(offline, { selector: ".form-note" })).toBeInTheDocument();
    expect(screen.getAllByRole("alert").filter((a) => a.textContent?.includes(offline))).toEqual([
      expect.objectContaining({ className: "visually-hidden" }),
    ]);
    expect(screen.getAllByRole("alert").some((a) => a.textContent?.includes(t.errorTitle))).toBe(false);
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
    // The field and the form's alert say it: no toast says it again over the form.
    expect(screen.getAllByRole("alert").some((a) => a.textContent?.includes(t.errorTitle))).toBe(false);
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

  it("confirms compactly: what happens next and when the reward is due, the call only a secondary link", async () => {
    const { t, user } = await setup();
    await fillAll(user, t);
    await user.click(screen.getByRole("button", { name: t.submit }));
    await screen.findByRole("heading", { name: t.thanks });
    expect(
      screen.getByText(
        "Your reward is due once they sign a contract: a €500 discount on your next project or a €250 gift card, whichever you prefer.",
      ),
    ).toBeInTheDocument();
    const link = screen.getByRole("link", { name: t.schedule });
    expect(link).not.toHaveClass("button");
    expect(link.closest("p")).toHaveTextContent("Planning a project of your own?");
    // The reward was stated once, above the form, in the same format.
    expect(screen.queryByText(t.reward)).toBeNull();

    await passSuccessView();
    expect(screen.getByText("Your last referral was sent. You can recommend another company here.")).toBeInTheDocument();
  });

  it("leaves the amounts to a page that states the reward beside the form", async () => {
    const { t, user } = await setup({ locale: "de", props: { showReward: false } });
    await fillAll(user, t);
    await user.click(screen.getByRole("button", { name: t.submit }));
    await screen.findByRole("heading", { name: t.thanks });
    expect(screen.getByText("Ihre Prämie erhalten Sie, sobald das Unternehmen einen Vertrag mit uns schließt.")).toBeInTheDocument();
    expect(screen.queryByText(/250/)).toBeNull();
  });

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
