/**
 * The booking step's logic, free of rendering: free times, the picked time, the booking
 * request, and the release of the held acknowledgement when the visitor leaves.
 */
import type { FreeTimes } from "../../../contract/booking/wire.ts";
import type { FollowUpEvent } from "../../../contract/funnel/wire.ts";
import { createStore } from "../../lib/runtime/store.ts";
import { detectedTimeZone, freeTimes } from "./booking.free-times.ts";
import { createLeadBookings, type LeadBookings, type PendingBooking } from "./booking.leads.ts";
import type { KeptCall } from "./booking.store.ts";
import { currentZoneName } from "./booking.zones.ts";

/** What the step shows besides a booked call; a summary's `times` is the list it was picked from. */
export type BookingView =
  | { kind: "loading" }
  | { kind: "times"; times: FreeTimes }
  | { kind: "summary"; start: string; duration: number; times?: FreeTimes };

export interface BookingState {
  /** The clock the times show on. */
  zone: string;
  view: BookingView;
  /** A pending booking request: its time shows as busy, whatever the list says. */
  pending: PendingBooking | null;
  call: KeptCall | null;
  /** Why the last booking request failed: the time was just taken, or anything else. */
  alert: "" | "taken" | "failed";
  /** The visitor picks a time later. */
  later: boolean;
}

/** The lead and the form's callbacks for one showing of the step. */
export interface BookingHost {
  apiBase: string;
  lead: { id: string; token: string };
  /** A call booked earlier in this tab: its confirmation shows, on the clock it was booked in. */
  booked: KeptCall | null;
  /** Called when there are no times to show (scheduling off, an error, a timeout): open the booking page instead. */
  fallback: () => void;
  /** For the anonymous funnel: free times shown, a time booked. */
  counted: (event: FollowUpEvent) => void;
}

/** The state before any showing. */
const NOTHING_YET: BookingState = { zone: "", view: { kind: "loading" }, pending: null, call: null, alert: "", later: false };

function firstState(host: BookingHost, leads: LeadBookings): BookingState {
  const pending = leads.pendingBooking(host.lead.id);
  const zone = currentZoneName(host.booked?.timeZone ?? pending?.timeZone ?? detectedTimeZone());
  return { ...NOTHING_YET, zone, pending, call: host.booked ?? leads.bookedCall(host.lead.id) };
}

/**
 * Creates the booking controller, one per questionnaire. It outlives the step's view, so a
 * dialog reopened while a request runs shows it running, then its answer.
 *
 * @example
 * useEffect(() => booking.open(host), [booking]); // the free times load; the cleanup ends the showing
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
     * Shows the step for `host`: sets its state at once, loads the free times and follows a
     * pending request.
     * @returns the cleanup that ends the showing
     */
    open(host: BookingHost): () => void {
      showing = host;
      store.set(firstState(host, leads));
      // Counted here, not in loadTimes: a reload (a time taken, another clock) is the same step.
      void flow.loadTimes().then((shown) => shown && host.counted("times_shown"));
      const pending = leads.pendingBooking(host.lead.id);
      if (pending) flow.follow(pending);
      return () => {
        if (showing === host) showing = null;
      };
    },
    ...flow,
    /** Forgets the booked call, here and in storage, for a new inquiry. */
    newInquiry(): void {
      if (showing) leads.forgetBookedCall(showing.lead.id);
    },
  };
}

type Store = ReturnType<typeof createStore<BookingState>>;

/** The step's actions; each acts on the current showing and does nothing without one. */
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
  /** Loads the free times on the step's clock (`fresh` bypasses the cache); resolves true if they show. */
  const loadTimes = async (fresh?: boolean): Promise<boolean> => {
    const host = current();
    const times = host && (await freeTimes(host.apiBase, store.get().zone, fresh));
    if (current() !== host || !host) return false;
    if (!times) {
      fallback();
      return false;
    }
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
    /** Shows a booking request's answer, if the same showing is still there. */
    follow,
    ...pickingVerbs(store, loadTimes),
    /** Books the picked time; ignored while a request for the lead is pending. */
    book(): void {
      const host = current();
      const { view, zone, pending: running } = store.get();
      if (!host || view.kind !== "summary" || running) return;
      const request = { leadId: host.lead.id, bookingToken: host.lead.token, start: view.start, timeZone: zone };
      const pending = leads.book(host.apiBase, request, view.duration, () => host.counted("booked"));
      store.set({ alert: "", pending });
      follow(pending);
    },
    /** "I'd rather pick a time later": releases the held acknowledgement. */
    later(): void {
      release();
      store.set({ later: true });
    },
    /** Releases the held acknowledgement when the visitor leaves without a booked call. */
    releaseOnLeave: release,
    /** Releases the held acknowledgement and hands over to the booking page. */
    fallback,
  };
}

/** The actions of choosing a time: another clock, a time from the list, back to the list. */
function pickingVerbs(store: Store, loadTimes: (fresh?: boolean) => Promise<boolean>) {
  return {
    /** Switches the clock and reloads the times for it. */
    chooseZone(zone: string): void {
      store.set({ zone });
      void loadTimes();
    },
    pick(start: string): void {
      const { view } = store.get();
      if (view.kind === "times") store.set({ view: { kind: "summary", start, duration: view.times.duration, times: view.times } });
    },
    /** Back to the list the time was picked from, or a fresh list where there is none (the dialog was reopened). */
    back(): void {
      const { view } = store.get();
      if (view.kind === "summary" && view.times) store.set({ view: { kind: "times", times: view.times } });
      else void loadTimes(true);
    },
  };
}

export type BookingController = ReturnType<typeof createBookingController>;
