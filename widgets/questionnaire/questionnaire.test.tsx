import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nProvider } from "@lingui/react";
import type { I18n } from "@lingui/core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiPaths, HONEYPOT_FIELD, IDEMPOTENCY_KEY_PATTERN } from "../../contract/index.ts";
import { answer, type FetchMock, stubApi, TEST_API } from "../lib/test-api.ts";
import { createWidgetI18n, type WidgetLocale } from "../lib/i18n.ts";
import { ToastRegion } from "../toast/toast.component.tsx";
import { toasts } from "../lib/toasts.ts";
import { Questionnaire, type QuestionnaireProps } from "./questionnaire.component.tsx";
import { CALENDAR_DELAY_MS } from "./questionnaire.success.ts";
import { DRAFT_STORAGE_KEY } from "./questionnaire.draft.ts";

const API = TEST_API;
const CALENDAR = "https://cal.example.test/agency/intro?duration=30";

async function setup(options: { locale?: WidgetLocale; fetch?: FetchMock; props?: Partial<QuestionnaireProps> } = {}) {
  const i18n = await createWidgetI18n(options.locale ?? "en");
  const fetchMock = options.fetch ?? vi.fn<typeof fetch>(async () => answer(201, { id: "inq_123" }));
  stubApi(fetchMock);
  const onClose = vi.fn();
  const onSubmitted = vi.fn();
  const onError = vi.fn();
  const ui = (open = true, props: Partial<QuestionnaireProps> = {}) => (
    <I18nProvider i18n={i18n}>
      <Questionnaire
        open={open}
        onClose={onClose}
        apiBase={API}
        calendarUrl={CALENDAR}
        partner="acme"
        onSubmitted={onSubmitted}
        onError={onError}
        {...options.props}
        {...props}
      />
      <ToastRegion />
    </I18nProvider>
  );
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const view = render(ui());
  return { i18n, fetchMock, onClose, onSubmitted, onError, user, view, rerender: (open = true) => view.rerender(ui(open)) };
}

const dialog = () => screen.getByRole("dialog");
const next = () => within(dialog()).getByRole("button", { name: /^(Next|Weiter)$/ });

type User = ReturnType<typeof userEvent.setup>;

async function completeToSummary(user: User) {
  await user.selectOptions(screen.getByRole("combobox", { name: "Project type" }), "mvp");
  await user.type(screen.getByRole("textbox", { name: "Project description" }), "A booking app for our clinics");
  await user.click(next());
  await user.type(screen.getByRole("textbox", { name: "Company name" }), "Acme GmbH");
  await user.click(next());
  await user.type(screen.getByRole("textbox", { name: "Full name" }), "Anna Huber");
  await user.type(screen.getByRole("textbox", { name: "Email" }), "anna@acme.at");
  await user.click(next());
  expect(dialog()).toHaveAttribute("data-step", "summary");
}

describe("Questionnaire", () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    sessionStorage.clear();
    act(() => toasts.dismiss());
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("is an accessible modal dialog that starts on project details with focus in the first field", async () => {
    await setup();
    const box = dialog();
    // A native <dialog> (jsdom has no showModal(); browsers get the modal top-layer dialog).
    expect(box.localName).toBe("dialog");
    expect((box as HTMLDialogElement).open).toBe(true);
    expect(box).toHaveAccessibleName("Tell us about your project");
    expect(box).toHaveAccessibleDescription("What should we build, and by when?");
    expect(box).toHaveTextContent("Step 1 of 4");
    expect(within(box).queryByRole("button", { name: "Back" })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("combobox", { name: "Project type" }));
    expect(screen.getByRole("textbox", { name: "Project description" })).toBeRequired();
    expect(screen.getByRole("combobox", { name: "Timeline" })).not.toBeRequired();
    const options = within(screen.getByRole("combobox", { name: "Project type" })).getAllByRole("option");
    expect(options.map((o) => (o as HTMLOptionElement).value)).toEqual(["", "mvp", "frontend", "internal", "prototype", "other"]);
    expect(options.map((o) => o.textContent)).toEqual([
      "Please choose",
      "MVP development",
      "Frontend development",
      "Internal tool",
      "Rapid prototype",
      "Something else",
    ]);
  });

  it("does not leave step 1 without a description, and says why at the field", async () => {
    const { user } = await setup();
    await user.click(next());
    const description = screen.getByRole("textbox", { name: "Project description" });
    expect(dialog()).toHaveAttribute("data-step", "project-details");
    expect(description).toHaveAttribute("aria-invalid", "true");
    expect(description).toHaveAccessibleDescription(expect.stringContaining("This field is required"));
    expect(document.activeElement).toBe(description);
    expect(screen.getAllByRole("alert").some((a) => a.textContent?.includes("Project description: This field is required"))).toBe(true);

    await user.type(description, "An app");
    expect(description).not.toHaveAttribute("aria-invalid");
    await user.click(next());
    expect(dialog()).toHaveAccessibleName("About your company");
    expect(dialog()).toHaveTextContent("Step 2 of 4");
  });

  it("validates company and contact steps with the contract's rules", async () => {
    const { user } = await setup();
    await user.type(screen.getByRole("textbox", { name: "Project description" }), "An app");
    await user.click(next());
    await user.click(next());
    expect(screen.getByRole("textbox", { name: "Company name" })).toHaveAccessibleDescription("This field is required");
    await user.type(screen.getByRole("textbox", { name: "Company name" }), "Acme");
    await user.click(next());
    expect(dialog()).toHaveAttribute("data-step", "contact-info");

    await user.type(screen.getByRole("textbox", { name: "Email" }), "anna@acme");
    await user.click(next());
    expect(screen.getByRole("textbox", { name: "Full name" })).toHaveAccessibleDescription("This field is required");
    expect(screen.getByRole("textbox", { name: "Email" })).toHaveAccessibleDescription("Please enter a valid email address");
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Full name" }));
    expect(screen.getByRole("textbox", { name: "Phone" })).not.toBeRequired();
  });

  it("moves back and forth without losing entries, never past either end", async () => {
    const { user } = await setup();
    await user.type(screen.getByRole("textbox", { name: "Project description" }), "An app");
    await user.click(next());
    await user.type(screen.getByRole("textbox", { name: "Industry" }), "Health");
    await user.click(within(dialog()).getByRole("button", { name: "Back" }));
    expect(dialog()).toHaveAttribute("data-step", "project-details");
    expect(screen.getByRole("textbox", { name: "Project description" })).toHaveValue("An app");
    await user.click(next());
    expect(screen.getByRole("textbox", { name: "Industry" })).toHaveValue("Health");
  });

  it("reviews every entry on the summary with '-' for empty optional values and edit links", async () => {
    const { user } = await setup();
    await completeToSummary(user);
    const box = dialog();
    expect(box).toHaveAccessibleName("Review your answers");
    expect(box).toHaveTextContent("Step 4 of 4");
    const project = within(box).getByRole("region", { name: "Project" });
    expect(project).toHaveTextContent("Project typeMVP development");
    expect(project).toHaveTextContent("Project descriptionA booking app for our clinics");
    expect(project).toHaveTextContent("Timeline-");
    const company = within(box).getByRole("region", { name: "Company" });
    expect(company).toHaveTextContent("Company size-");
    expect(company).toHaveTextContent("Industry-");
    expect(within(box).getByRole("region", { name: "Contact" })).toHaveTextContent("Phone-");
    expect(within(box).queryByRole("textbox")).toBeNull();
    expect(within(box).getByRole("button", { name: "Book Appointment" })).toBeInTheDocument();

    await user.click(within(company).getByRole("button", { name: "Edit Company" }));
    expect(dialog()).toHaveAttribute("data-step", "company-info");
    expect(screen.getByRole("textbox", { name: "Company name" })).toHaveValue("Acme GmbH");
  });

  it("speaks German, with German option labels and messages", async () => {
    const { user } = await setup({ locale: "de" });
    expect(dialog()).toHaveAccessibleName("Erzählen Sie uns von Ihrem Projekt");
    expect(dialog()).toHaveTextContent("Schritt 1 von 4");
    expect(
      within(screen.getByRole("combobox", { name: "Art des Projekts" })).getByRole("option", { name: "MVP-Entwicklung" }),
    ).toBeInTheDocument();
    await user.click(next());
    expect(screen.getByRole("textbox", { name: "Projektbeschreibung" })).toHaveAccessibleDescription(
      expect.stringContaining("Dieses Feld ist erforderlich"),
    );
  });

  it("switches language live without losing typed text", async () => {
    const { user, i18n } = await setup();
    await user.type(screen.getByRole("textbox", { name: "Project description" }), "Unser Projekt");
    await act(async () => {
      const { activateWidgetLocale } = await import("../lib/i18n.ts");
      await activateWidgetLocale(i18n as I18n, "de");
    });
    expect(screen.getByRole("textbox", { name: "Projektbeschreibung" })).toHaveValue("Unser Projekt");
  });

  it("keeps a draft across closing and reloading, and ignores a corrupt one", async () => {
    const first = await setup();
    await first.user.type(screen.getByRole("textbox", { name: "Project description" }), "Draft text");
    await first.user.click(next());
    first.rerender(false);
    expect(screen.queryByRole("dialog")).toBeNull();
    first.rerender(true);
    expect(dialog()).toHaveAttribute("data-step", "company-info");
    first.view.unmount();

    // A reload: a new component reads the tab's session storage.
    const second = await setup();
    expect(dialog()).toHaveAttribute("data-step", "company-info");
    await second.user.click(within(dialog()).getByRole("button", { name: "Back" }));
    expect(screen.getByRole("textbox", { name: "Project description" })).toHaveValue("Draft text");
    second.view.unmount();

    sessionStorage.setItem(DRAFT_STORAGE_KEY, "{not json");
    await setup();
    expect(dialog()).toHaveAttribute("data-step", "project-details");
    expect(screen.getByRole("textbox", { name: "Project description" })).toHaveValue("");
  });

  it("submits, closes, shows the success toast and opens the prefilled booking page after 1000 ms", async () => {
    const open = vi.spyOn(window, "open").mockImplementation(() => null);
    const { user, fetchMock, onClose, onSubmitted } = await setup();
    await completeToSummary(user);
    await user.click(screen.getByRole("button", { name: "Book Appointment" }));

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`${API}${apiPaths.inquiries}`);
    expect(init?.method).toBe("POST");
    const headers = init?.headers as Record<string, string>;
    expect(headers["content-type"]).toBe("application/json");
    expect(headers["idempotency-key"]).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(JSON.parse(init?.body as string)).toEqual({
      projectType: "mvp",
      projectDescription: "A booking app for our clinics",
      projectTimeline: "",
      companyName: "Acme GmbH",
      companySize: "",
      industry: "",
      name: "Anna Huber",
      email: "anna@acme.at",
      phone: "",
      locale: "en",
      partner: "acme",
      [HONEYPOT_FIELD]: "",
    });

    expect(onSubmitted).toHaveBeenCalledWith({ id: "inq_123" });
    expect(onClose).toHaveBeenCalled();
    const status = screen.getAllByRole("status").find((s) => s.textContent?.includes("Thank you!"));
    expect(status).toHaveTextContent("Thank you! Your request has been sent.");
    const expected = "https://cal.example.test/agency/intro?duration=30&name=Anna+Huber&email=anna%40acme.at";
    expect(screen.getByRole("link", { name: "Book a call" })).toHaveAttribute("href", expected);

    // (The fake clock also follows real time a little: leave it a margin.)
    expect(open).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(CALENDAR_DELAY_MS - 150));
    expect(open).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(150));
    expect(open).toHaveBeenCalledWith(expected, "_blank", "noopener");
    expect(sessionStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });

  it("keeps everything after a server error and reuses the idempotency key on retry", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(answer(500, { error: "internal" }))
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValueOnce(answer(201, { id: "inq_9" }));
    vi.spyOn(window, "open").mockImplementation(() => null);
    const { user, onError, onClose } = await setup({ fetch: fetchMock });
    await completeToSummary(user);
    const book = screen.getByRole("button", { name: "Book Appointment" });
    await user.click(book);

    expect(onError).toHaveBeenCalledWith({ error: "internal", status: 500 });
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog()).toHaveAttribute("data-step", "summary");
    const alert = screen.getAllByRole("alert").find((a) => a.textContent?.includes("Something went wrong"));
    expect(alert).toHaveTextContent("We could not save your details. Please try again.");
    expect(screen.getByRole("button", { name: "Book Appointment" })).toBeEnabled();
    expect(within(dialog()).getByRole("region", { name: "Contact" })).toHaveTextContent("anna@acme.at");

    await user.click(screen.getByRole("button", { name: "Book Appointment" }));
    expect(onError).toHaveBeenLastCalledWith({ error: "network", status: 0 });
    await user.click(screen.getByRole("button", { name: "Book Appointment" }));
    const keys = fetchMock.mock.calls.map(([, init]) => (init?.headers as Record<string, string> | undefined)?.["idempotency-key"]);
    expect(new Set(keys).size).toBe(1);
    expect(onClose).toHaveBeenCalled();
  });

  it("uses a new idempotency key when the data changed", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const fetchMock = vi.fn<typeof fetch>(async () => answer(503, { error: "database_unavailable" }));
    const { user } = await setup({ fetch: fetchMock });
    await completeToSummary(user);
    await user.click(screen.getByRole("button", { name: "Book Appointment" }));
    await user.click(within(dialog()).getByRole("button", { name: "Edit Contact" }));
    await user.type(screen.getByRole("textbox", { name: "Phone" }), "+43 1 234");
    await user.click(next());
    await user.click(screen.getByRole("button", { name: "Book Appointment" }));
    const keys = fetchMock.mock.calls.map(([, init]) => (init?.headers as Record<string, string> | undefined)?.["idempotency-key"]);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it("sends the visitor to the step of a field the API refused, with the message there", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const fetchMock = vi.fn<typeof fetch>(async () =>
      answer(400, { error: "validation_failed", fields: { email: "invalid_email", phone: "too_long" } }),
    );
    const { user, onError } = await setup({ fetch: fetchMock });
    await completeToSummary(user);
    await user.click(screen.getByRole("button", { name: "Book Appointment" }));
    expect(onError).toHaveBeenCalledWith({ error: "validation_failed", status: 400 });
    expect(dialog()).toHaveAttribute("data-step", "contact-info");
    const email = screen.getByRole("textbox", { name: "Email" });
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription("Please enter a valid email address");
    expect(screen.getByRole("textbox", { name: "Phone" })).toHaveAccessibleDescription(expect.stringContaining("This text is too long"));
    expect(document.activeElement).toBe(email);
    expect(email).toHaveValue("anna@acme.at");
  });

  it("asks to try again shortly when rate limited", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const fetchMock = vi.fn<typeof fetch>(async () => answer(429, { error: "rate_limited" }));
    const { user } = await setup({ fetch: fetchMock });
    await completeToSummary(user);
    await user.click(screen.getByRole("button", { name: "Book Appointment" }));
    const alert = screen.getAllByRole("alert").find((a) => a.textContent?.includes("Something went wrong"));
    expect(alert).toHaveTextContent("Too many requests. Please try again shortly.");
    expect(dialog()).toHaveAttribute("data-step", "summary");
  });

  it("shows 'Saving...' and disables every button while saving", async () => {
    let finish!: (r: Response) => void;
    const fetchMock = vi.fn<typeof fetch>(() => new Promise<Response>((resolve) => (finish = resolve)));
    vi.spyOn(window, "open").mockImplementation(() => null);
    const { user } = await setup({ fetch: fetchMock });
    await completeToSummary(user);
    await user.click(screen.getByRole("button", { name: "Book Appointment" }));
    expect(screen.getByRole("button", { name: "Saving..." })).toBeDisabled();
    for (const button of within(dialog()).getAllByRole("button")) expect(button).toBeDisabled();
    await act(async () => finish(answer(201, { id: "inq_1" })));
  });

  it("closes with Escape and the close button, and gives focus back to the opener", async () => {
    const opener = document.createElement("button");
    document.body.append(opener);
    opener.focus();
    const { user, onClose, rerender } = await setup();
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(within(dialog()).getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledTimes(2);
    rerender(false);
    expect(document.activeElement).toBe(opener);
    // The scroll lock is an adopted sheet, never an inline style left on the host page.
    expect(document.documentElement.getAttribute("style")).toBeNull();
    opener.remove();
  });

  it("keeps Tab inside the dialog", async () => {
    const { user } = await setup();
    const close = within(dialog()).getByRole("button", { name: "Close" });
    close.focus();
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(next());
    await user.tab();
    expect(document.activeElement).toBe(close);
  });

  it("has a hidden honeypot that people and assistive technology never reach", async () => {
    await setup();
    const trap = dialog().querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap).toHaveAttribute("tabindex", "-1");
    expect(trap).toHaveAttribute("autocomplete", "off");
    expect(trap.closest("[aria-hidden='true']")).not.toBeNull();
  });
});

describe("Questionnaire funnel (anonymous counts)", () => {
  let beacons: { url: string; body: Promise<string> }[] = [];
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    sessionStorage.clear();
    act(() => toasts.dismiss());
    beacons = [];
    Object.defineProperty(navigator, "sendBeacon", {
      configurable: true,
      value: (url: string, data: Blob) => beacons.push({ url, body: data.text() }) > 0,
    });
  });
  afterEach(() => {
    delete (navigator as { sendBeacon?: unknown }).sendBeacon;
    sessionStorage.clear();
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
  const events = async () =>
    (await Promise.all(beacons.map((b) => b.body))).map((text) => {
      const { event, step, source, lang } = JSON.parse(text) as { event: string; step?: number; source: string; lang: string };
      return [event, step, source, lang].filter((v) => v !== undefined).join(" ");
    });

  it("reports opening, each step reached, a failed and a stored submission, to the API base", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(window, "open").mockImplementation(() => null);
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(answer(503, { error: "database_unavailable" }))
      .mockResolvedValueOnce(answer(201, { id: "inq_1" }));
    const { user } = await setup({ fetch: fetchMock, props: { funnelSource: "/internal-tools" } });
    await completeToSummary(user);
    // Back and forth does not count a step twice.
    await user.click(within(dialog()).getByRole("button", { name: "Edit Company" }));
    await user.click(next());
    await user.click(next());
    await user.click(screen.getByRole("button", { name: "Book Appointment" }));
    await user.click(screen.getByRole("button", { name: "Book Appointment" }));
    expect(await events()).toEqual([
      "open /internal-tools en",
      "step 2 /internal-tools en",
      "step 3 /internal-tools en",
      "step 4 /internal-tools en",
      "fail /internal-tools en",
      "submit /internal-tools en",
    ]);
    expect(new Set(beacons.map((b) => b.url))).toEqual(new Set([`${API}/api/events`]));
    // The funnel never rides along with the lead.
    expect(fetchMock.mock.calls.every(([url]) => String(url) === `${API}${apiPaths.inquiries}`)).toBe(true);
  });

  it("counts a new opening each time, and nothing without a source", async () => {
    const { user, rerender, view } = await setup({ props: { funnelSource: ["not a valid id", "https://partner.example"] } });
    await user.click(within(dialog()).getByRole("button", { name: "Close" }));
    rerender(false);
    rerender(true);
    expect(await events()).toEqual(["open https://partner.example en", "open https://partner.example en"]);
    view.unmount();
    beacons = [];
    const off = await setup({ props: { funnelSource: "" } });
    await completeToSummary(off.user);
    expect(beacons).toEqual([]);
  });
});
