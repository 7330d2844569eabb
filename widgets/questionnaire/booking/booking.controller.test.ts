import { afterEach, describe, expect, it, vi } from "vitest";
import { RELEASE_ACKNOWLEDGEMENT_PATH } from "../../../contract/booking/step.ts";
import type { FollowUpEvent } from "../../../contract/funnel/wire.ts";
import { apiPaths } from "../../../contract/limits.ts";
import { answer } from "../../lib/testing/test-api.ts";
import { type BookingHost, createBookingController } from "./booking.controller.ts";

const TOKEN = "A".repeat(32);
const SLOTS = ["2026-12-01T08:00:00.000Z", "2026-12-01T08:30:00.000Z"];
const CALL = {
  uid: "bk1",
  start: SLOTS[1],
  end: "2026-12-01T09:00:00.000Z",
  duration: 30,
  location: "https://cal.example/video/bk1",
  calendarFile: "https://api.example.test/api/booking/calendar.ics",
  rescheduleUrl: "https://cal.com/reschedule/bk1",
  cancelUrl: "https://cal.com/booking/bk1?cancel=true",
};

// The free times are kept per page and API: each test books through an API of its own.
let apis = 0;

/** The booking API: free times, then the booking's answers in turn; `release` collects the released acknowledgements. */
function bookingApi(
  bookings: (() => Response | Promise<Response>)[],
  slots: () => Response = () => answer(200, { duration: 30, slots: SLOTS }),
) {
  const base = `https://api-${++apis}.example.test`;
  const asked = { slots: 0, bookings: 0, releases: [] as unknown[] };
  vi.stubGlobal(
    "fetch",
    vi.fn<typeof fetch>(async (input, init) => {
      const url = String(input);
      if (url.startsWith(`${base}${apiPaths.booking}/slots`)) {
        asked.slots++;
        return slots();
      }
      if (url === `${base}${apiPaths.booking}`) {
        asked.bookings++;
        return bookings.shift()?.() ?? answer(500, { error: "internal" });
      }
      if (url === `${base}${RELEASE_ACKNOWLEDGEMENT_PATH}`) asked.releases.push(JSON.parse(String(init?.body)));
      return answer(202, {});
    }),
  );
  return { base, asked };
}

function hostFor(apiBase: string) {
  const host = {
    apiBase,
    lead: { id: "inq_1", token: TOKEN },
    booked: null,
    fallback: vi.fn<() => void>(),
    counted: vi.fn<(event: FollowUpEvent) => void>(),
  };
  return host satisfies BookingHost;
}

/** The controller with the step shown for `host`, its free times asked. */
function shown(host: BookingHost) {
  const booking = createBookingController();
  const leave = booking.open(host);
  return { booking, leave };
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe("the booking step's controller", () => {
  it("loads the free times, books the picked one and keeps the call, counted once each", async () => {
    const { base, asked } = bookingApi([() => answer(201, CALL)]);
    const host = hostFor(base);
    const { booking } = shown(host);
    expect(booking.getSnapshot()).toMatchObject({ view: { kind: "loading" }, pending: null, call: null });
    await vi.waitFor(() => expect(booking.getSnapshot().view.kind).toBe("times"));
    booking.pick(SLOTS[1]!);
    expect(booking.getSnapshot().view).toMatchObject({ kind: "summary", start: SLOTS[1], duration: 30 });
    booking.book();
    expect(booking.getSnapshot().pending).toMatchObject({ start: SLOTS[1], duration: 30 });
    await vi.waitFor(() => expect(booking.getSnapshot().call?.call.uid).toBe("bk1"));
    expect(booking.getSnapshot()).toMatchObject({ pending: null, alert: "" });
    expect(host.counted.mock.calls).toEqual([["times_shown"], ["booked"]]);
    // A booked call replaces the held acknowledgement: leaving releases nothing.
    booking.releaseOnLeave();
    expect(asked.releases).toEqual([]);
    expect(host.fallback).not.toHaveBeenCalled();
  });

  it("says a time was just taken and asks the free times again", async () => {
    const { base, asked } = bookingApi([() => answer(409, { error: "slot_taken" })]);
    const { booking } = shown(hostFor(base));
    await vi.waitFor(() => expect(booking.getSnapshot().view.kind).toBe("times"));
    booking.pick(SLOTS[0]!);
    booking.book();
    await vi.waitFor(() => expect(booking.getSnapshot().alert).toBe("taken"));
    await vi.waitFor(() => expect(asked.slots).toBe(2));
    await vi.waitFor(() => expect(booking.getSnapshot().view.kind).toBe("times"));
    expect(booking.getSnapshot()).toMatchObject({ pending: null, call: null });
  });

  it("says a booking failed and keeps the picked time, so it can be tried again", async () => {
    const { base } = bookingApi([() => answer(500, { error: "internal" }), () => answer(201, CALL)]);
    const { booking } = shown(hostFor(base));
    await vi.waitFor(() => expect(booking.getSnapshot().view.kind).toBe("times"));
    booking.pick(SLOTS[0]!);
    booking.book();
    await vi.waitFor(() => expect(booking.getSnapshot().alert).toBe("failed"));
    expect(booking.getSnapshot().view).toMatchObject({ kind: "summary", start: SLOTS[0] });
    booking.book();
    expect(booking.getSnapshot().alert).toBe("");
    await vi.waitFor(() => expect(booking.getSnapshot().call).not.toBeNull());
  });

  it("gives way to the booking page when there are no free times, releasing the acknowledgement", async () => {
    const { base, asked } = bookingApi([], () => answer(200, { duration: 30, slots: [] }));
    const host = hostFor(base);
    const { booking } = shown(host);
    await vi.waitFor(() => expect(host.fallback).toHaveBeenCalledOnce());
    expect(asked.releases).toEqual([{ leadId: "inq_1", bookingToken: TOKEN }]);
    expect(host.counted).not.toHaveBeenCalled();
    expect(await booking.loadTimes(true)).toBe(false);
  });

  it("releases the held acknowledgement once on leave, and not while a booking is on its way", async () => {
    const { base, asked } = bookingApi([]);
    const { booking } = shown(hostFor(base));
    await vi.waitFor(() => expect(booking.getSnapshot().view.kind).toBe("times"));
    booking.releaseOnLeave();
    booking.releaseOnLeave();
    expect(asked.releases).toEqual([{ leadId: "inq_1", bookingToken: TOKEN }]);
  });

  it("keeps the acknowledgement held while a booking is on its way, and once it is booked", async () => {
    let answerBooking: (response: Response) => void = () => undefined;
    const { base, asked } = bookingApi([() => new Promise((resolve) => (answerBooking = resolve))]);
    const { booking } = shown(hostFor(base));
    await vi.waitFor(() => expect(booking.getSnapshot().view.kind).toBe("times"));
    booking.pick(SLOTS[0]!);
    booking.book();
    await vi.waitFor(() => expect(asked.bookings).toBe(1));
    booking.releaseOnLeave();
    answerBooking(answer(201, CALL));
    await vi.waitFor(() => expect(booking.getSnapshot().call).not.toBeNull());
    booking.releaseOnLeave();
    expect(asked.releases).toEqual([]);
  });

  it("shows a request still on its way when the step is shown again, and its answer there only", async () => {
    const { base } = bookingApi([() => answer(201, CALL)]);
    const host = hostFor(base);
    const { booking, leave } = shown(host);
    await vi.waitFor(() => expect(booking.getSnapshot().view.kind).toBe("times"));
    booking.pick(SLOTS[1]!);
    booking.book();
    leave();
    booking.open({ ...host, fallback: vi.fn() });
    expect(booking.getSnapshot()).toMatchObject({ pending: { start: SLOTS[1], duration: 30 }, view: { kind: "loading" } });
    await vi.waitFor(() => expect(booking.getSnapshot()).toMatchObject({ pending: null, call: { call: { uid: "bk1" } } }));
    // Counted by the booking's own request, shown or not.
    expect(host.counted).toHaveBeenCalledWith("booked");
  });
});
