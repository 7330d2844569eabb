import { act, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BOOKING_STEP_QUERY } from "../../contract/booking/step.ts";
import { emptyInquiry } from "../../contract/inquiry/fields.ts";
import { apiPaths, HONEYPOT_FIELD, IDEMPOTENCY_KEY_PATTERN } from "../../contract/limits.ts";
import { answer } from "../lib/testing/test-api.ts";
import { toasts } from "../lib/toast/store.ts";
import { DRAFT_STORAGE_KEY } from "./questionnaire.draft.ts";
import { CALENDAR_DELAY_MS } from "./questionnaire.success.tsx";
import { API, completeToSummary, dialog, isolateEachTest, next, setup } from "./testing/questionnaire.fixtures.tsx";

describe("Questionnaire submission", () => {
  isolateEachTest();

  it("submits, closes, shows the success toast and opens the prefilled booking page after 1000 ms", async () => {
    const open = vi.spyOn(window, "open").mockImplementation(() => null);
    const { user, fetchMock, onClose, onSubmitted } = await setup();
    await completeToSummary(user);
    await user.click(screen.getByRole("button", { name: "Book Appointment" }));

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    // The booking step in the dialog is the default, so the Worker holds the acknowledgement for it.
    expect(url).toBe(`${API}${apiPaths.inquiries}?${BOOKING_STEP_QUERY}`);
    expect(init?.method).toBe("POST");
    const headers = init?.headers as Record<string, string>;
    expect(headers["content-type"]).toBe("application/json");
    expect(headers["idempotency-key"]).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(JSON.parse(init?.body as string)).toEqual({
      // Every field of the contract goes along, the ones left blank as "".
      ...emptyInquiry,
      projectType: "mvp",
      projectDescription: "A booking app for our clinics",
      companyName: "Acme GmbH",
      name: "Anna Huber",
      email: "anna@acme.at",
      locale: "en",
      partner: "acme",
      // Where the lead came from: this page view only (no campaign, no consent to keep a first touch).
      attribution: { landing: "/", page: "/" },
      [HONEYPOT_FIELD]: "",
    });

    expect(onSubmitted).toHaveBeenCalledWith({ id: "inq_123" });
    expect(onClose).toHaveBeenCalled();
    const status = screen.getAllByRole("status").find((s) => s.textContent?.includes("Thank you!"));
    expect(status).toHaveTextContent("Thank you! We have your answers.");
    const expected = "https://cal.example.test/agency/intro?duration=30&name=Anna+Huber&email=anna%40acme.at";
    expect(screen.getByRole("link", { name: "Book a call" })).toHaveAttribute("href", expected);

    // (The fake clock also follows real time, which a loaded machine stretches: leave it a
    // wide margin.)
    expect(open).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(CALENDAR_DELAY_MS - 400));
    expect(open).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(400));
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
    // Offline the words show once, beside the button, and are announced: no toast says them over the form.
    const offline = "We could not reach our server. Please check your connection and try again.";
    expect(within(dialog()).getByText(offline, { selector: ".form-error" })).toBeInTheDocument();
    expect(screen.getAllByRole("alert").filter((a) => a.textContent?.includes(offline))).toEqual([
      expect.objectContaining({ className: "visually-hidden" }),
    ]);
    // The server's toast spoke of the try before: it ends with this answer.
    expect(screen.queryAllByRole("alert").some((a) => a.textContent?.includes("Something went wrong"))).toBe(false);
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
    await user.type(screen.getByRole("textbox", { name: "Phone (optional)" }), "+43 1 234");
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
    expect(screen.getByRole("textbox", { name: "Phone (optional)" })).toHaveAccessibleDescription(
      expect.stringContaining("This text is too long"),
    );
    expect(document.activeElement).toBe(email);
    expect(email).toHaveValue("anna@acme.at");
    // The field says it: no toast says it again over the form.
    expect(screen.queryAllByRole("alert").some((a) => a.textContent?.includes("Something went wrong"))).toBe(false);
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
    const open = vi.spyOn(window, "open").mockImplementation(() => null);
    const { user, onClose } = await setup({ fetch: fetchMock });
    await completeToSummary(user);
    await user.click(screen.getByRole("button", { name: "Book Appointment" }));
    expect(screen.getByRole("button", { name: "Saving..." })).toBeDisabled();
    for (const button of within(dialog()).getAllByRole("button")) expect(button).toBeDisabled();
    await act(async () => finish(answer(201, { id: "inq_1" })));
    // Seen through to its end on this test's fake clock: the booking page's timer must not
    // outlive the file on the real one (it then fires into a torn-down jsdom).
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    act(() => void vi.advanceTimersByTime(CALENDAR_DELAY_MS));
    expect(open).toHaveBeenCalledTimes(1);
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
      // Said again with the submit that got through, for a fail that could not leave.
      "fail /internal-tools en",
      "submit /internal-tools en",
    ]);
    expect(new Set(beacons.map((b) => b.url))).toEqual(new Set([`${API}/api/events`]));
    // The funnel never rides along with the lead.
    expect(fetchMock.mock.calls.every(([url]) => String(url) === `${API}${apiPaths.inquiries}?${BOOKING_STEP_QUERY}`)).toBe(true);
  });

  it("counts a new opening each time, and nothing without a source", async () => {
    const { user, rerender, view } = await setup({ props: { funnelSource: ["not a valid id", "https://partner.example"] } });
    await user.click(within(dialog()).getByRole("button", { name: "Close" }));
    rerender(false);
    rerender(true);
    // The funnel's code loads with its first event: the beacons leave a moment later.
    await vi.waitFor(() => expect(beacons).toHaveLength(2));
    expect(await events()).toEqual(["open https://partner.example en", "open https://partner.example en"]);
    view.unmount();
    beacons = [];
    const off = await setup({ props: { funnelSource: "" } });
    await completeToSummary(off.user);
    expect(beacons).toEqual([]);
  });
});
