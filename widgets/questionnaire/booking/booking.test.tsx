import { act, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { RELEASE_ACKNOWLEDGEMENT_PATH } from "../../../contract/booking/step.ts";
import { apiPaths } from "../../../contract/limits.ts";
import { answer } from "../../lib/testing/test-api.ts";
import { API, completeToSummary, dialog, isolateEachTest, setup } from "../testing/questionnaire.fixtures.tsx";

const TOKEN = "A".repeat(32);
// Tuesday 1 December 2026, 09:00 and 09:30 in Vienna, and Wednesday 10:00.
const SLOTS = ["2026-12-01T08:00:00.000Z", "2026-12-01T08:30:00.000Z", "2026-12-02T09:00:00.000Z"];
const CALL = {
  uid: "bk1",
  start: SLOTS[1],
  end: "2026-12-01T09:00:00.000Z",
  duration: 30,
  location: "https://cal.example/video/bk1",
  calendarFile: `${API}/api/booking/calendar.ics?lead=inq_123&token=${TOKEN}`,
  rescheduleUrl: "https://cal.com/reschedule/bk1",
  cancelUrl: "https://cal.com/booking/bk1?cancel=true",
};

/** The API with scheduling on: the inquiry's 201 with its token, the free times, and the booking's answers in turn. */
function schedulingApi(bookings: Response[], slots: () => Response = () => answer(200, { duration: 30, slots: SLOTS }), base = API) {
  return vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (url.startsWith(`${base}${apiPaths.inquiries}`)) return answer(201, { id: "inq_123", bookingToken: TOKEN });
    if (url.startsWith(`${base}${apiPaths.booking}/slots`)) return slots();
    if (url === `${base}${apiPaths.booking}`) return bookings.shift() ?? answer(500, { error: "internal" });
    return answer(404, { error: "not_found" });
  });
}

/** The requests that release the acknowledgement the Worker holds for the booking step. */
const releases = (fetchMock: ReturnType<typeof schedulingApi>, base = API) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url) === `${base}${RELEASE_ACKNOWLEDGEMENT_PATH}`)
    .map(([, init]) => JSON.parse(String(init?.body)));

describe('Questionnaire with booking="inline"', () => {
  isolateEachTest();

  // A whole questionnaire, the booking chunk's first render and a booking: over vitest's 5 s on a busy machine.
  it("stays open on the thank-you step, shows the free times by day, books the picked one and keeps the confirmation", {
    timeout: 15_000,
  }, async () => {
    const fetchMock = schedulingApi([answer(201, CALL)]);
    const { user, onClose, onSubmitted } = await setup({ fetch: fetchMock, props: { booking: "inline" } });
    await completeToSummary(user);
    await user.click(screen.getByRole("button", { name: "Book Appointment" }));

    expect(onSubmitted).toHaveBeenCalledWith({ id: "inq_123" });
    expect(onClose).not.toHaveBeenCalled();
    const heading = await within(dialog()).findByRole("heading", { name: "Thank you! Now pick a time for your free call" });
    expect(heading).toHaveFocus();
    const times = within(dialog()).getByRole("group", { name: "Free times" });
    // One day at a time: a labelled row of days, the first free day chosen, its times only.
    const strip = within(dialog()).getByRole("group", { name: "Days" });
    const dayButtons = within(strip).getAllByRole("button");
    expect(dayButtons).toHaveLength(2);
    // The chips in the heading's day-month order, as the rest of the English site: "1 Dec", never "Dec 1".
    expect(dayButtons.map((b) => b.querySelector(".day-date")?.textContent)).toEqual(["1 Dec", "2 Dec"]);
    expect(dayButtons[0]).toHaveAttribute("aria-pressed", "true");
    expect(within(times).getAllByRole("button")).toHaveLength(2);
    dayButtons[0]!.focus();
    await user.keyboard("{ArrowRight}");
    expect(dayButtons[1]).toHaveFocus();
    expect(dayButtons[1]).toHaveAttribute("aria-pressed", "true");
    expect(within(times).getAllByRole("button")).toHaveLength(1);
    await user.keyboard("{ArrowLeft}");
    const days = within(times).getAllByRole("group");
    expect(days).toHaveLength(1);
    const picked = within(days[0]!).getAllByRole("button")[1]!;
    // The full name a screen reader hears, on the test machine's clock (UTC: 08:30).
    const named = new Intl.DateTimeFormat("en-GB", {
      weekday: "long",
      day: "numeric",
      month: "long",
      hour: "2-digit",
      minute: "2-digit",
    }).formatToParts(new Date(SLOTS[1]!));
    const parts = Object.fromEntries(named.map((p) => [p.type, p.value]));
    expect(picked).toHaveAccessibleName(`${parts.weekday} ${parts.day} ${parts.month}, ${parts.hour}:${parts.minute}`);
    await user.click(picked);

    expect(within(dialog()).getByRole("heading", { name: "Your call" })).toHaveFocus();
    expect(dialog()).toHaveTextContent("30 minutes");
    await user.click(within(dialog()).getByRole("button", { name: "Book Appointment" }));

    const request = fetchMock.mock.calls.find(([url]) => String(url) === `${API}${apiPaths.booking}`)!;
    expect(JSON.parse(String(request[1]?.body))).toEqual({
      leadId: "inq_123",
      bookingToken: TOKEN,
      start: SLOTS[1],
      timeZone: expect.any(String),
    });
    expect(await within(dialog()).findByRole("heading", { name: "Your call is booked" })).toHaveFocus();
    // The three ways into a calendar together, under one name.
    const calendars = within(dialog()).getByRole("group", { name: "Add to calendar" });
    expect(
      within(calendars)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Calendar file (.ics)", "Google Calendar (opens in a new tab)", "Outlook (opens in a new tab)"]);
    expect(within(calendars).getByRole("link", { name: "Calendar file (.ics)" })).toHaveAttribute("href", CALL.calendarFile);
    // Changing the call sits apart from them, with its own question.
    const change = within(dialog()).getByText("Need another time?").parentElement!;
    expect(
      within(change)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Reschedule", "Cancel the call"]);
    expect(calendars).not.toContainElement(within(dialog()).getByRole("link", { name: "Cancel the call" }));
    expect(within(dialog()).getByRole("link", { name: "Reschedule" })).toHaveAttribute("href", CALL.rescheduleUrl);
    const google = new URL(
      within(dialog())
        .getByRole("link", { name: /^Google Calendar ?\(opens in a new tab\)$/ })
        .getAttribute("href")!,
    );
    expect(google.origin + google.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(google.searchParams.get("action")).toBe("TEMPLATE");
    expect(google.searchParams.get("dates")).toBe("20261201T083000Z/20261201T090000Z");
    expect(google.searchParams.get("details")).toBe(CALL.location);
    const outlook = within(dialog()).getByRole("link", { name: /^Outlook ?\(opens in a new tab\)$/ });
    expect(outlook).toHaveAttribute("target", "_blank");
    const compose = new URL(outlook.getAttribute("href")!);
    expect(compose.origin + compose.pathname).toBe("https://outlook.live.com/calendar/0/deeplink/compose");
    expect([compose.searchParams.get("startdt"), compose.searchParams.get("enddt")]).toEqual([CALL.start, CALL.end]);
    expect(compose.searchParams.get("subject")).toBe(google.searchParams.get("text"));
    expect(within(dialog()).getByRole("link", { name: "Cancel the call" })).toHaveAttribute("href", CALL.cancelUrl);
    const sentZone = JSON.parse(String(request[1]?.body)).timeZone;
    expect(JSON.parse(sessionStorage.getItem("agency-questionnaire-booking") ?? "null")).toEqual({ call: CALL, timeZone: sentZone });

    await user.click(within(dialog()).getByRole("button", { name: "Start a new inquiry" }));
    expect(sessionStorage.getItem("agency-questionnaire-booking")).toBeNull();
    expect(dialog()).toHaveAttribute("data-step", "project-details");
    // Booked: the confirmation replaces the held acknowledgement, which is never released.
    expect(releases(fetchMock)).toEqual([]);
  });

  it("after a reload shows the booked call on the clock the visitor picked, not the browser's", async () => {
    // The test machine's clock is UTC; the visitor booked on New York's.
    sessionStorage.setItem("agency-questionnaire-booking", JSON.stringify({ call: CALL, timeZone: "America/New_York" }));
    await setup({ fetch: schedulingApi([]), props: { booking: "inline" } });
    const onClock = (timeZone: string) =>
      new Intl.DateTimeFormat("en-GB", { dateStyle: "full", timeStyle: "short", timeZone }).format(new Date(CALL.start!));
    expect(onClock("America/New_York")).not.toBe(onClock("UTC"));
    expect(await within(dialog()).findByRole("heading", { name: "Your call is booked" })).toBeInTheDocument();
    // The zone by the name people use, not its database id.
    expect(dialog()).toHaveTextContent(`${onClock("America/New_York")} (Eastern Time)`);
    expect(dialog()).not.toHaveTextContent("America/New");
    expect(dialog()).not.toHaveTextContent(onClock("UTC"));
  });

  it("shows the booking running (busy, both buttons off, a slow line after 3 s), also after the dialog is closed and reopened, then the confirmation", {
    timeout: 15_000,
  }, async () => {
    let release: (response: Response) => void = () => {};
    const held = new Promise<Response>((resolve) => {
      release = resolve;
    });
    const base = "https://slow.example.test";
    const fetchMock = schedulingApi([], undefined, base);
    const booking = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((input, init) => (String(input) === `${base}${apiPaths.booking}` ? held : booking(input, init)));
    const { user, rerender } = await setup({ fetch: fetchMock, props: { booking: "inline", apiBase: base } });
    await completeToSummary(user);
    await user.click(screen.getByRole("button", { name: "Book Appointment" }));
    const times = await within(dialog()).findByRole("group", { name: "Free times" });
    await user.click(within(times).getAllByRole("button")[0]!);
    await user.click(within(dialog()).getByRole("button", { name: "Book Appointment" }));

    const expectBusy = () => {
      const busy = within(dialog()).getByRole("button", { name: "Booking…" });
      expect(busy).toHaveAttribute("aria-busy", "true");
      expect(busy).toBeDisabled();
      expect(within(dialog()).getByRole("button", { name: "Other times" })).toBeDisabled();
      expect(within(dialog()).getByText("Booking your call…", { exact: false })).toHaveAttribute("role", "status");
    };
    expectBusy();
    expect(dialog()).not.toHaveTextContent("Still working on it");
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(dialog()).toHaveTextContent("Still working on it – this can take a few seconds.");

    rerender(false);
    rerender(true);
    expectBusy();
    expect(fetchMock.mock.calls.filter(([url]) => String(url) === `${base}${apiPaths.booking}`)).toHaveLength(1);
    await act(async () => release(answer(201, CALL)));
    expect(await within(dialog()).findByRole("heading", { name: "Your call is booked" })).toBeInTheDocument();
    // Closed while the booking ran: its confirmation is the visitor's mail, nothing is released.
    expect(releases(fetchMock, base)).toEqual([]);
    await user.click(within(dialog()).getByRole("button", { name: "Start a new inquiry" }));
    expect(dialog()).toHaveAttribute("data-step", "project-details");
  });

  it("'I’d rather pick a time later' says where the link is, and Close ends the step", async () => {
    const base = "https://later.example.test";
    const fetchMock = schedulingApi([], undefined, base);
    const { user, onClose } = await setup({ fetch: fetchMock, props: { booking: "inline", apiBase: base } });
    await completeToSummary(user);
    await user.click(screen.getByRole("button", { name: "Book Appointment" }));
    expect(releases(fetchMock, base)).toEqual([]);
    await user.click(await within(dialog()).findByRole("button", { name: "I’d rather pick a time later" }));
    // The acknowledgement with its booking link goes out now, once.
    expect(releases(fetchMock, base)).toEqual([{ leadId: "inq_123", bookingToken: TOKEN }]);

    expect(within(dialog()).getByRole("heading", { name: "Thank you – we have your answers." })).toHaveFocus();
    expect(dialog()).toHaveTextContent("The link to book a call later is in your email.");
    expect(onClose).not.toHaveBeenCalled();
    const close = within(dialog())
      .getAllByRole("button", { name: "Close" })
      .find((b) => b.textContent === "Close")!;
    await user.click(close);
    expect(onClose).toHaveBeenCalled();
    expect(releases(fetchMock, base)).toHaveLength(1);
  });

  it("releases the held acknowledgement when the tab is closed on the booking step, not when it is only hidden", async () => {
    const base = "https://leave.example.test";
    const fetchMock = schedulingApi([], undefined, base);
    const { user } = await setup({ fetch: fetchMock, props: { booking: "inline", apiBase: base } });
    await completeToSummary(user);
    await user.click(screen.getByRole("button", { name: "Book Appointment" }));
    await within(dialog()).findByRole("group", { name: "Free times" });
    // A hidden tab may come back to book: the acknowledgement stays held.
    document.dispatchEvent(new Event("visibilitychange"));
    expect(releases(fetchMock, base)).toEqual([]);

    window.dispatchEvent(new PageTransitionEvent("pagehide"));
    expect(releases(fetchMock, base)).toEqual([{ leadId: "inq_123", bookingToken: TOKEN }]);
    const sent = fetchMock.mock.calls.find(([url]) => String(url) === `${base}${RELEASE_ACKNOWLEDGEMENT_PATH}`)!;
    // Sent by a page on its way out: only a keepalive request outlives it.
    expect(sent[1]).toMatchObject({ method: "POST", keepalive: true });
    window.dispatchEvent(new PageTransitionEvent("pagehide"));
    expect(releases(fetchMock, base)).toHaveLength(1);
  });

  it("keeps the acknowledgement held when the tab closes while a booking is on its way", async () => {
    const base = "https://leave-booking.example.test";
    const fetchMock = schedulingApi([], undefined, base);
    const booking = fetchMock.getMockImplementation()!;
    let answerBooking: (response: Response) => void = () => {};
    const held = new Promise<Response>((resolve) => {
      answerBooking = resolve;
    });
    fetchMock.mockImplementation((input, init) => (String(input) === `${base}${apiPaths.booking}` ? held : booking(input, init)));
    const { user } = await setup({ fetch: fetchMock, props: { booking: "inline", apiBase: base } });
    await completeToSummary(user);
    await user.click(screen.getByRole("button", { name: "Book Appointment" }));
    const times = await within(dialog()).findByRole("group", { name: "Free times" });
    await user.click(within(times).getAllByRole("button")[0]!);
    await user.click(within(dialog()).getByRole("button", { name: "Book Appointment" }));
    window.dispatchEvent(new PageTransitionEvent("pagehide"));
    expect(releases(fetchMock, base)).toEqual([]);
    // The booking's answer, so no request of this lead stays on its way into the next test.
    await act(async () => answerBooking(answer(500, { error: "internal" })));
    expect(await within(dialog()).findByRole("alert")).toHaveTextContent("We could not book this time.");
  });

  it("says a time was just taken and shows fresh times", async () => {
    // Another API, so the times the step asked for in the test before are not the ones shown.
    const base = "https://taken.example.test";
    const fetchMock = schedulingApi([answer(409, { error: "slot_taken" })], undefined, base);
    const { user } = await setup({ fetch: fetchMock, props: { booking: "inline", apiBase: base } });
    await completeToSummary(user);
    await user.click(screen.getByRole("button", { name: "Book Appointment" }));
    const times = await within(dialog()).findByRole("group", { name: "Free times" });
    await user.click(within(times).getAllByRole("button")[0]!);
    const asked = () => fetchMock.mock.calls.filter(([url]) => String(url).startsWith(`${base}${apiPaths.booking}/slots`)).length;
    const before = asked();
    await user.click(within(dialog()).getByRole("button", { name: "Book Appointment" }));
    expect(await within(dialog()).findByRole("alert")).toHaveTextContent("This time was just taken. Here are the free times now.");
    expect(within(dialog()).getByRole("group", { name: "Free times" })).toBeInTheDocument();
    expect(asked()).toBe(before + 1);
  });

  it("falls back to the booking page's flow when the free times fail", async () => {
    vi.spyOn(window, "open").mockImplementation(() => null);
    const base = "https://down.example.test";
    const fetchMock = schedulingApi([], () => answer(503, { error: "scheduling_unavailable" }), base);
    const { user, onClose } = await setup({ fetch: fetchMock, props: { booking: "inline", apiBase: base } });
    await completeToSummary(user);
    await user.click(screen.getByRole("button", { name: "Book Appointment" }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const link = await screen.findByRole("link", { name: "Book a call" });
    expect(new URL(link.getAttribute("href")!).searchParams.get("metadata[token]")).toBeNull();
    expect(releases(fetchMock, base)).toEqual([{ leadId: "inq_123", bookingToken: TOKEN }]);
  });
});
