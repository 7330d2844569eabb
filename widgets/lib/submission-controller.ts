import type { HiddenFields } from "../../contract/attribution.ts";
import type { ApiResult } from "./api.ts";
import type { FieldErrors } from "../../contract/errors.ts";
import type { CheckResult } from "../../contract/validation.ts";
import { idle, lazyModule } from "./dom.ts";
import type { Funnel, FunnelOptions } from "./funnel.ts";
import type { WidgetLocale } from "./locale.ts";
import type { Attempt, BotCheckState } from "./submission-send.ts";
import type { TurnstileWidget } from "./turnstile.ts";

/**
 * The idempotency key of a submission that has not been confirmed yet, and the exact body
 * it was sent with: a retry of the same data reuses the key (if the first try was stored
 * after all, the API answers it again instead of storing the lead twice); other data gets
 * a new key.
 */
export interface PendingSubmission {
  key: string;
  fingerprint: string;
}

/** Where a form keeps its pending submission (memory, or the questionnaire's draft). */
export interface PendingStore {
  read(): PendingSubmission | undefined;
  write(pending: PendingSubmission | undefined): void;
}

/** What the element's error event reports: the API's code (or `network`, `timeout`) and the HTTP status, 0 without answer. */
export type FailureDetail = { error: Exclude<ApiResult<unknown>, { ok: true }>["error"]; status: number };

/**
 * How one submission ended. Every branch is something the form shows; `failure` is set
 * whenever the API was asked (the element reports it as its error event).
 */
export type SubmissionOutcome<F extends string = string, B = unknown> =
  /** Stored: `id` is the API's id, `body` what was stored (trimmed, addresses normalised). */
  | { kind: "stored"; id: string; body: B }
  /** Fields refused, with a code each (final-form's submitErrors); `first` is the first of the form's own, in its order. */
  | { kind: "invalid"; fields: FieldErrors; first: F; failure?: FailureDetail }
  /** Refused for something no field of the form explains. */
  | { kind: "refused"; reason: "rate_limited" | "bot_check_failed" | "other"; failure?: FailureDetail }
  /** No answer: offline, or it took too long. */
  | { kind: "offline"; failure: FailureDetail }
  /** Nothing sent: the bot check has no token yet. */
  | { kind: "unverified" };

/** What a component renders from. */
export interface SubmissionState {
  /** A request is under way: the form is locked. */
  submitting: boolean;
  /** How the last submission ended; null before the first. */
  outcome: SubmissionOutcome | null;
}

/** What may change while the form is on the page; read when it is needed. */
export interface SubmissionSettings {
  /** Origin (and optional path prefix) of the lead API; "" is this page's origin. */
  apiBase: string;
  /** Stored as the lead's source. */
  partner: string;
  /** The language the visitor reads: sent with the lead, counted by the funnel. */
  lang: WidgetLocale;
  /**
   * Where the anonymous funnel counts an opening (a page path, a partner id, an origin;
   * a list: the first the API accepts). Absent or "": nothing is counted.
   */
  funnelSource?: string | readonly string[];
  /**
   * The partner's hidden fields, sent with an inquiry; none: nothing sent. A string is the
   * `hidden-fields` attribute's JSON, parsed (`parseHiddenFields`) by attribution's code,
   * which loads after the form's first render, so the form does not carry the parser.
   */
  hiddenFields?: HiddenFields | string;
}

/** A contract check of a form's body (`validateInquiryForm`, `validateReferralForm`). */
export type FormCheck<B> = (input: unknown) => CheckResult<B>;

export interface SubmissionOptions<F extends string, B> {
  /** Who submits, for the console: the element's tag. */
  source: string;
  /** API path, e.g. `apiPaths.referrals`. */
  path: string;
  /**
   * The contract's check of the request body, the one check a submission passes before it
   * is sent. Superstruct and the rules are no part of a form's first use: the form loads
   * them once the browser is idle after it (`useFieldCodes`), a submit awaits them, and
   * they resolve to null when their code cannot be fetched; the API's own check of the
   * same rules then answers alone.
   */
  rules(): Promise<FormCheck<B> | null>;
  /** The form's own fields in the order it shows them (refusals of other fields are no field's to show). */
  fields: readonly F[];
  /** Keeps the pending key; default: in memory while the controller lives. */
  pending?: PendingStore;
  /**
   * The anonymous funnel (`createFunnel`), for a form that counts one; passed in, so the
   * code of a form without it (the referral form) does not carry it.
   */
  funnel?: (options: FunnelOptions) => Funnel;
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

/**
 * What sending a lead does, free of any rendering: the contract's check of the body, one
 * idempotency key per distinct body, the bot-check token, the POST, the anonymous funnel
 * and the outcome, which the form then shows. The questionnaire and the referral form
 * both submit through it.
 *
 * @example
 * const submission = createSubmissionController({ source: "agency-referral-form", path: apiPaths.referrals, rules: loadRules, fields }, settings);
 * const outcome = await submission.submit(values, honeypotValue);
 * if (outcome.kind === "stored") showThanks(outcome.id);
 */
export function createSubmissionController<V extends object, F extends string, B extends object>(
  options: SubmissionOptions<F, B>,
  initial: SubmissionSettings,
) {
  let settings = initial;
  // Attribution and the API client are not part of a form's first use: they load right
  // after it, in the background (attribution), and are awaited by whatever needs them.
  // Attribution is for the agency's statistics: code that has not arrived (or cannot) never
  // stands in the way of a lead, which then goes without it.
  let attribution: Promise<typeof import("./attribution.ts") | null> | undefined;
  const loadAttribution = () => (attribution ??= import("./attribution.ts").catch(() => null));
  // The session's first touch is kept from the first page a form is on, if consent allows
  // (once the browser is idle: the form's first render comes first).
  // The console hears about ignored hidden fields then too, not only at the first submit.
  void idle()
    .then(loadAttribution)
    .then((a) => {
      a?.followConsent();
      a?.hiddenFieldsOf(settings.hiddenFields, options.source);
    });
  let state: SubmissionState = { submitting: false, outcome: null };
  const listeners = new Set<() => void>();
  const pending = options.pending ?? memoryStore();
  const botCheck: BotCheckState = {
    required: false,
    token: null,
    widget: null,
  };
  // The current opening's funnel, once its campaign is known; events wait for it, in order.
  let funnel: Promise<Funnel | null> = Promise.resolve(null);
  const toFunnel = (use: (f: Funnel) => void) => void funnel.then((f) => f && use(f));
  let inFlight: Promise<SubmissionOutcome<F, B>> | null = null;

  const set = (next: SubmissionState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  // A token is single-use: once the API has checked it, the widget asks for a fresh one.
  const renewToken = () => {
    botCheck.widget?.reset();
    botCheck.token = null;
  };
  const end = (outcome: SubmissionOutcome<F, B>): SubmissionOutcome<F, B> => {
    set({ submitting: false, outcome });
    return outcome;
  };
  // What a submission needs of this controller; the code that sends (the contract's check,
  // the idempotency key, the POST, the outcome) loads once the browser is idle, and at the
  // latest with the first submit.
  const attempt: Attempt<F, B> = {
    options,
    settings: () => settings,
    pending,
    botCheck,
    loadAttribution,
    lock: () => set({ submitting: true, outcome: null }),
    renewToken,
    toFunnel,
  };
  const loadSending = lazyModule(() => import("./submission-send.ts"));
  void idle().then(loadSending);

  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot(): SubmissionState {
      return state;
    },
    /** The settings changed (attributes, language); they apply from the next use. */
    update(next: SubmissionSettings): void {
      settings = next;
    },

    /**
     * Sends what the visitor typed, with the language, the partner, where the lead came
     * from (attribution), the hidden fields and the honeypot's value, and says how it ended. Nothing is sent when the contract refuses the body or
     * while the bot check has no token; a second call while one is under way gets its answer.
     */
    async submit(values: V, honeypot: string): Promise<SubmissionOutcome<F, B>> {
      if (inFlight) return inFlight;
      inFlight = loadSending().then((sending) => {
        if (sending) return sending.attempt(attempt, values, honeypot);
        // Without the code that sends, the connection dropped: offline, and the form keeps every value.
        toFunnel((f) => f.failed());
        return { kind: "offline", failure: { error: "network", status: 0 } } as const;
      });
      try {
        return end(await inFlight);
      } finally {
        inFlight = null;
      }
    },

    /**
     * Puts the bot check into `container` when the API asks for one (Turnstile in the
     * visitor's language); returns what takes it out again.
     */
    mountBotCheck(container: HTMLElement): () => void {
      // Turnstile's code loads with the step that shows the check, not with the form.
      let live = true;
      let widget: TurnstileWidget | null = null;
      void import("./turnstile.ts").then(
        ({ mountTurnstile }) => {
          if (!live) return;
          widget = mountTurnstile(container, {
            apiBase: settings.apiBase,
            language: settings.lang,
            onRequired: () => {
              botCheck.required = true;
            },
            onToken: (token) => {
              botCheck.token = token;
            },
          });
          botCheck.widget = widget;
        },
        // The server refuses a missing token anyway: a check that cannot load is no reason to break the form.
        () => undefined,
      );
      return () => {
        live = false;
        widget?.remove();
        if (botCheck.widget === widget) botCheck.widget = null;
      };
    },

    /** The form opened, showing `step` (1-4): a new count of the funnel, from the settings of now. */
    opened(step: number): void {
      const source = settings.funnelSource ?? "";
      const current = settings;
      funnel = idle()
        .then(loadAttribution)
        .then(
          (a) =>
            options.funnel?.({
              apiBase: current.apiBase,
              source,
              lang: () => settings.lang,
              campaign: a?.currentCampaign(),
              enabled: source.length > 0,
            }) ?? null,
        );
      toFunnel((f) => f.opened(step));
    },
    /** The visitor now sees `step` (1-4). */
    reached(step: number): void {
      toFunnel((f) => f.reached(step));
    },
  };
}

export type SubmissionController<V extends object = object, F extends string = string, B extends object = object> = ReturnType<
  typeof createSubmissionController<V, F, B>
>;
