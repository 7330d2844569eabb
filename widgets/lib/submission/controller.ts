/** The submission every form shares, free of rendering: the lock, the idempotency key, the bot check, the funnel and the outcome. */
import type { HiddenFields } from "../../../contract/attribution/bounds.ts";
import type { FieldErrors } from "../../../contract/errors.ts";
import type { FollowUpEvent } from "../../../contract/funnel/wire.ts";
import type { CheckResult } from "../../../contract/validation.ts";
import type { TurnstileMountOptions, TurnstileWidget } from "../net/turnstile.ts";
import { idle } from "../runtime/dom.ts";
import { createStore } from "../runtime/store.ts";
import type { Funnel, FunnelOptions } from "../tracking/funnel.ts";
import { botCheckHolder } from "./bot-check.ts";
import { funnelCounter } from "./funnel-count.ts";
import type { postSubmission, prepareSubmission } from "./send.ts";
import type { FormCheck, PendingStore, PendingSubmission, SendRequest, SubmissionOutcome, SubmissionSettings } from "./types.ts";

/**
 * What a form's lazy boundary (`questionnaire.later.ts`, `referral-form.later.ts`) holds
 * for sending: the contract's rules, the code that sends, attribution, the bot check and,
 * for a form that counts one, the funnel. Data goes in and comes out; nothing in it calls
 * back into the controller.
 */
export interface SubmissionBackend<B> {
  rules: FormCheck<B>;
  prepareSubmission: typeof prepareSubmission;
  postSubmission: typeof postSubmission;
  followConsent(): void;
  hiddenFieldsOf(value: HiddenFields | string | undefined, source: string): HiddenFields | undefined;
  currentCampaign(): string | undefined;
  mountTurnstile(container: HTMLElement, options: TurnstileMountOptions): TurnstileWidget;
  createFunnel?(options: FunnelOptions): Funnel;
}

/** The codes of `fields` in a contract check, as final-form's `validate` returns them ({} when none is refused). */
export function fieldCodes(result: CheckResult<unknown>, fields: readonly string[]): FieldErrors {
  return result.ok || result.body ? {} : Object.fromEntries(fields.filter((f) => result.fields[f]).map((f) => [f, result.fields[f]]));
}

/** What a component renders from. */
export interface SubmissionState<B = unknown> {
  /** A request is under way: the form is locked. */
  submitting: boolean;
  /** How the last submission ended; null before the first. */
  outcome: SubmissionOutcome | null;
  /** The contract's rules once the lazy boundary is there: final-form's `validate` (hooks.ts). */
  rules: FormCheck<B> | null;
}

export interface SubmissionOptions<F extends string, B> {
  /** Who submits, for the console: the element's tag. */
  source: string;
  /** API path, e.g. `apiPaths.referrals`, read at each submit (it may follow the settings). */
  path(): string;
  /** The form's settings as they are now (attributes, language), read at each use: the form's controller owns them. */
  settings(): SubmissionSettings;
  /** The form's own fields in the order it shows them. */
  fields: readonly F[];
  /** Keeps the pending key; default: in memory while the controller lives. */
  pending?: PendingStore;
  /**
   * The form's lazy boundary, its one `import()`: null when it cannot be fetched (offline),
   * and the next call tries again.
   */
  load(): Promise<SubmissionBackend<B> | null>;
}

function memoryStore(): PendingStore {
  let pending: PendingSubmission | undefined;
  return {
    read: () => pending,
    write: (next) => {
      pending = next;
    },
  };
}

const offline = { kind: "offline", failure: { error: "network", status: 0 } } as const;

// When idle: the first touch is kept (consent allowing) and ignored hidden fields are logged before any submit.
function warmUp<B>(load: () => Promise<SubmissionBackend<B> | null>, settings: () => SubmissionSettings, source: string): void {
  void idle()
    .then(load)
    .then((backend) => {
      backend?.followConsent();
      backend?.hiddenFieldsOf(settings().hiddenFields, source);
    });
}

/**
 * One attempt through the lazy boundary, which takes and returns data only: its check and
 * the body to send; the form locks (`lock`) and keeps the body's key before the POST, so a
 * reload meanwhile keeps it; the answer's key is kept for the next attempt, and a token
 * the API checked is used up.
 */
async function sendOnce<F extends string, B>(
  backend: SubmissionBackend<B>,
  request: SendRequest<F>,
  widget: TurnstileWidget | null,
  pending: PendingStore,
  lock: () => void,
): Promise<SubmissionOutcome<F, B>> {
  const ready = backend.prepareSubmission<F, B>(backend.rules, request, widget?.required === true && !request.token);
  if (!ready.ok) return ready.outcome;
  lock();
  pending.write(ready.prepared.pending);
  const result = await backend.postSubmission<F, B>(request, ready.prepared);
  pending.write(result.pending);
  if (result.tokenUsed) widget?.reset();
  return result.outcome;
}

/**
 * What sending a lead does on this side of the form's lazy boundary, free of rendering: the
 * lock, the pending key, the bot check's state and the funnel's order. The code that sends
 * loads once the browser is idle (at the latest with the first submit).
 */
export function createSubmissionController<V extends object, F extends string, B extends object>(options: SubmissionOptions<F, B>) {
  const { settings } = options;
  const store = createStore<SubmissionState<B>>({ submitting: false, outcome: null, rules: null });
  const { set } = store;
  const pending = options.pending ?? memoryStore();
  let inFlight: Promise<SubmissionOutcome<F, B>> | null = null;
  const load = () =>
    options.load().then((backend) => {
      if (backend && !store.get().rules) set({ rules: backend.rules });
      return backend;
    });
  const funnel = funnelCounter(load, settings);
  const botCheck = botCheckHolder(load, settings);
  warmUp(load, settings, options.source);

  const attempt = async (values: V, honeypot: string): Promise<SubmissionOutcome<F, B>> => {
    const backend = await load();
    const token = botCheck.widget?.token ?? null;
    const request = { ...options, path: options.path(), settings: settings(), values, honeypot, token, pending: pending.read() };
    const outcome = backend
      ? await sendOnce(backend, request, botCheck.widget, pending, () => set({ submitting: true, outcome: null }))
      : offline;
    // The funnel counts what reached the API, or could not: never a form the rules held back.
    if (outcome.kind === "stored") funnel.count((f, lang) => f.submitted(lang));
    else if ("failure" in outcome && outcome.failure) funnel.count((f, lang) => f.failed(lang));
    return outcome;
  };

  return {
    subscribe: store.subscribe,
    getSnapshot: store.get,

    /**
     * Sends what the visitor typed, with the language, the partner, where the lead came
     * from, the hidden fields and the honeypot's value, and says how it ended. Nothing is
     * sent when the contract refuses the body or while the bot check has no token; a
     * second call while one is under way gets its answer.
     */
    async submit(values: V, honeypot: string): Promise<SubmissionOutcome<F, B>> {
      inFlight ??= attempt(values, honeypot);
      try {
        const outcome = await inFlight;
        set({ submitting: false, outcome });
        return outcome;
      } finally {
        inFlight = null;
      }
    },

    /**
     * Puts the bot check into `container` when the API asks for one (Turnstile in the
     * visitor's language); returns what takes it out again.
     */
    mountBotCheck: botCheck.mount,
    /** The form opened, showing `step` (1-4): a new count of the funnel, from the settings of now. */
    opened: funnel.opened,
    /** What the booking step after the stored lead reports to the opening's funnel. */
    counted(event: FollowUpEvent): void {
      funnel.count((f, lang) => f.followed(event, lang));
    },
    /** The visitor now sees `step` (1-4). */
    reached(step: number): void {
      funnel.count((f, lang) => f.reached(step, lang));
    },
  };
}

export type SubmissionController<V extends object = object, F extends string = string, B extends object = object> = ReturnType<
  typeof createSubmissionController<V, F, B>
>;
