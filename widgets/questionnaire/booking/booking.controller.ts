/**
 * What the booking step does, free of rendering: the free times, the picked time, the
 * booking request and its answer, and the held acknowledgement released when the visitor leaves.
 */
import type { FreeTimes } from "../../../contract/booking/wire.ts";
import { createStore } from "../../lib/store.ts";
import { detectedTimeZone, freeTimes } from "./booking.free-times.ts";
import { createLeadBookings, type LeadBookings, type PendingBooking } from "./booking.leads.ts";
import type { KeptCall } from "./booking.store.ts";
import { currentZoneName } from "./booking.zones.ts";

/** What the step shows besides a booked call: `times` on a summary is the list it was picked from. */
export type BookingView =
  | { kind: "loading" }
  | { kind: "times"; times: FreeTimes }
  | { kind: "summary"; start: string; duration: number; times?: FreeTimes };

export interface BookingState {
  /** The clock the times show on. */
  zone: string;
  view: BookingView;
  /** A booking request on its way: its time shows, busy, whatever the list says. */
  pending: PendingBooking | null;
  call: KeptCall | null;
  /** Why the last booking request did not book: the time was just taken, or it failed. */
  alert: "" | "taken" | "failed";
  /** The visitor picks a time later. */
  later: boolean;
}

/** What the step is about and what the form around it does when it ends, for one showing of the step. */
export interface BookingHost {
  apiBase: string;
  lead: { id: string; token: string };
  /** A call booked earlier in this tab: its confirmation shows, on the clock it was booked in. */
  booked: KeptCall | null;
  /** No times to show (scheduling off, an error, none, too slow): the booking page instead. */
  fallback: () => void;
  /** For the anonymous funnel: free times shown, a time booked. */
  counted: (event: "timesShown" | "booked") => void;
}

/** What no showing of the step has yet: no times, no request, no call, nothing said. */
const NOTHING_YET: BookingState = { zone: "", view: { kind: "loading" }, pending: null, call: null, alert: "", later: false };

function firstState(host: BookingHost, leads: LeadBookings): BookingState {
  const pending = leads.pendingBooking(host.lead.id);
  const zone = currentZoneName(host.booked?.timeZone ?? pending?.timeZone ?? detectedTimeZone());
  return { ...NOTHING_YET, zone, pending, call: host.booked ?? leads.bookedCall(host.lead.id) };
}

/**
 * The booking step after a stored inquiry, one per questionnaire: it outlives the step's
 * view, so a dialog closed and reopened while a request runs shows it still running and
 * then its answer. It comes with the step's own chunk, fetched only after a 201 where a call
 * is booked in the dialog. The view renders its state and does what is about the DOM.
 *
 * @example
 * const start = booking.open(host); // the state for this showing, at once
 * const leave = start(); // the free times load, a request on its way is followed
 */
export function createBookingController() {
  const leads = createLeadBookings();
  const store = createStore(NOTHING_YET);
  let showing: BookingHost | null = null;
  const flow = bookingFlow(store, leads, () => showing);
  return {
    subscribe: store.subscribe,
    getSnapshot: store.get,
    /**
     * The step shows for `host`: its state is there at once; the returned start loads the
     * free times and follows a request still on its way, and its own return ends the
     * showing (what comes for it after that is dropped).
     */
    open(host: BookingHost): () => () => void {
      showing = host;
      store.set(firstState(host, leads));
      return () => {
        // Counted once when they show: fresh ones (a time taken, another clock) are the same step.
        void flow.loadTimes().then((shown) => shown && host.counted("timesShown"));
        const pending = leads.pendingBooking(host.lead.id);
        if (pending) flow.follow(pending);
        return () => {
          if (showing === host) showing = null;
        };
      };
    },
    ...flow,
    /** The visitor starts a new inquiry: the call booked is no longer shown, here or after a reload. */
    newInquiry(): void {
      if (showing) leads.forgetBookedCall(showing.lead.id);
    },
  };
}

type Store = ReturnType<typeof createStore<BookingState>>;

/** The step's moves for the showing there is now; none while no step shows. */
function bookingFlow(store: Store, leads: LeadBookings, current: () => BookingHost | null) {
  const release = () => {
    const host = current();
    if (host) leads.release(host.apiBase, host.lead);
  };
  const fallback = () => {
    const host = current();
    release();
    host?.fallback();
  };
  /** The free times on the step's clock (`fresh`: asked again); whether they show. */
  const loadTimes = async (fresh?: boolean) => {
    const host = current();
    const times = host && (await freeTimes(host.apiBase, store.get().zone, fresh));
    if (current() !== host || !host) return false;
    if (!times) return fallback();
    store.set({ view: { kind: "times", times } });
    return true;
  };
  const follow = (pending: PendingBooking) => {
    const host = current();
    void pending.answer.then((answer) => {
      if (current() !== host || !host) return;
      if (answer.kind === "booked") return store.set({ pending: null, call: leads.bookedCall(host.lead.id) });
      store.set({ pending: null, alert: answer.kind });
      if (answer.kind === "taken") void loadTimes(true);
    });
  };
  return {
    loadTimes,
    /** Follows a booking request to its answer, shown if this showing is still there. */
    follow,
    ...pickingVerbs(store, loadTimes),
    /** Books the picked time on the step's clock: once per lead at a time, followed to its answer. */
    book(): void {
      const host = current();
      const { view, zone, pending: running } = store.get();
      // One request per lead at a time: until its answer, the lead books nothing else.
      if (!host || view.kind !== "summary" || running) return;
      const request = { leadId: host.lead.id, bookingToken: host.lead.token, start: view.start, timeZone: zone };
      const pending = leads.book(host.apiBase, request, view.duration, () => host.counted("booked"));
      store.set({ alert: "", pending });
      follow(pending);
    },
    /** "I'd rather pick a time later": the held acknowledgement goes out now. */
    later(): void {
      release();
      store.set({ later: true });
    },
    /** The visitor leaves without a call booked (the dialog closed, the page left): the held acknowledgement goes out now. */
    releaseOnLeave: release,
    /** The step gives way to the booking page; the held acknowledgement goes out now. */
    fallback,
  };
}

/** Choosing a time: the clock, a time from the list, back to the list. */
function pickingVerbs(store: Store, loadTimes: (fresh?: boolean) => Promise<unknown>) {
  return {
    /** Another clock: the times again, asked for it. */
    chooseZone(zone: string): void {
      store.set({ zone });
      void loadTimes();
    },
    pick(start: string): void {
      const { view } = store.get();
      if (view.kind === "times") store.set({ view: { kind: "summary", start, duration: view.times.duration, times: view.times } });
    },
    /** Back to the list it was picked from; a booking picked before the dialog was reopened has none: the times again. */
    back(): void {
      const { view } = store.get();
      if (view.kind === "summary" && view.times) store.set({ view: { kind: "times", times: view.times } });
      else void loadTimes(true);
    },
  };
}

export type BookingController = ReturnType<typeof createBookingController>;
