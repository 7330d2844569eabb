/**
 * The questionnaire's boundaries, as its controller holds them: the lazy boundary (one
 * `import()` of ./questionnaire.later.ts, `importLater`, which the controller hands to
 * `lazyBoundary`, lib/submission/boundary.ts, and keeps to itself), the same shape as the
 * referral form's; after it the booking step's chunk, and what the view gets of that step
 * (verbs, never a module).
 */
import { lazyModule } from "../lib/dom.ts";
import type { createStore } from "../lib/store.ts";
import type { BookingView, QuestionnaireSettings, QuestionnaireState } from "./questionnaire.types.ts";

// Here, beside the code that holds it, not in questionnaire.types.ts: the boundary's own
// modules read those types, and a type of the boundary there would close a circle.
/** The lazy boundary's module: everything to check and send; the controller keeps it to itself. */
export type Later = typeof import("./questionnaire.later.ts");

/** The boundary's one `import()`, written here, where the bundler sees its path. */
export const importLater = (): Promise<Later> => import("./questionnaire.later.ts");

type Store = ReturnType<typeof createStore<QuestionnaireState>>;

type BookingModule = Awaited<ReturnType<Later["bookingStep"]>>;

/**
 * The booking step's chunk, the questionnaire's second boundary: the controller alone
 * fetches it (through the lazy boundary's `bookingStep`, handed in once that boundary is
 * there, so this one is built first and needs nothing of it), only after a 201 where the call
 * is booked in the dialog, or where this tab kept a booked call. Its booking controller is
 * made once and outlives the step's view; it reads the free times the lazy boundary asked
 * on the summary from the module both chunks import (booking/questionnaire.free-times.ts).
 */
export function bookingBoundary(store: Store, settings: () => QuestionnaireSettings) {
  let view: BookingView | null = null;
  let fetchStep: (() => Promise<BookingModule | null>) | null = null;
  /**
   * The step's chunk through the lazy boundary's module, where its `import()` is written:
   * without that module there is no step yet, a failure that the next call tries again
   * (the booking page meanwhile).
   */
  const load = async (later: Later | null) => {
    if (!later) return null;
    fetchStep ??= lazyModule(later.bookingStep);
    const step = await fetchStep();
    if (step && !view) {
      view = step.createBookingView();
      store.set({ bookingReady: true });
    }
    return step;
  };
  return {
    /** The step's chunk, fetched through the lazy boundary's module (null when it cannot be: the booking page instead). */
    load,
    /** The frame and controller the view renders the step with; null until the chunk is there. */
    view: (): BookingView | null => view,
    /**
     * What the lazy boundary adds to the state once it is there: a call booked earlier in
     * this tab is confirmed by the booking step; until its chunk is there the form shows,
     * as it would while the step loads.
     */
    async keptCall(module: Later): Promise<Partial<QuestionnaireState>> {
      const kept = settings().booking === "inline" && module.keptCallExists();
      const booked = kept ? ((await load(module))?.bookedPhase() ?? null) : null;
      return booked && store.get().phase.kind === "form" ? { phase: booked } : {};
    },
  };
}

export type BookingBoundary = ReturnType<typeof bookingBoundary>;

/**
 * What the view gets of the booking step's boundary and of the lazy boundary's booking
 * parts (those of every form: lib/submission/boundary.ts `laterVerbs`): verbs and plain
 * data, never a module.
 */
export function bookingVerbs(later: () => Later | null, booking: BookingBoundary, settings: () => QuestionnaireSettings) {
  return {
    /** The booking step's frame and controller, once its chunk is there. */
    bookingView: booking.view,
    /**
     * Asks the free times, once the lazy boundary is there: the view asks while the visitor
     * reads the summary (booking/questionnaire.booking-body.tsx), so they show at once after the 201.
     */
    prefetchTimes(apiBase: string): void {
      void later()?.freeTimes(apiBase);
    },
    /** The booking page with the visitor's details: inline in a new tab, else announced on the page (the dialog is closing). */
    showBookingPage(url: string): void {
      later()?.showBookingPage(settings(), url);
    },
  };
}
