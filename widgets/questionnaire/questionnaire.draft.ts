/**
 * The questionnaire's draft: every change kept in the tab's session storage, so a closed
 * or reloaded dialog keeps what was typed.
 */
import { emptyInquiry, type InquiryValues } from "../../contract/inquiry/fields.ts";
import { IDEMPOTENCY_KEY_PATTERN } from "../../contract/limits.ts";
import { jsonStore } from "../lib/runtime/storage.ts";
import type { PendingStore, PendingSubmission } from "../lib/submission/types.ts";
import { STEP_COUNT } from "./questionnaire.fields.ts";

/**
 * What survives closing the dialog and reloading the page (sessionStorage: this tab
 * only, gone when it closes). `pending` is the idempotency key of a submission that has
 * not been confirmed yet, so a retry after a reload cannot store the lead twice.
 */
export interface QuestionnaireDraft {
  values: InquiryValues;
  step: number;
  pending?: PendingSubmission;
}

export const DRAFT_STORAGE_KEY = "agency-questionnaire-draft";

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** Accepts only what this version wrote; anything else (old format, tampering) is dropped field by field. */
export function parseDraft(value: unknown): QuestionnaireDraft | undefined {
  if (!isRecord(value) || !isRecord(value.values)) return undefined;
  const values = { ...emptyInquiry };
  for (const key of Object.keys(values) as (keyof InquiryValues)[]) {
    const v = value.values[key];
    if (typeof v === "string") values[key] = v.slice(0, 10_000);
  }
  const step =
    typeof value.step === "number" && Number.isInteger(value.step) && value.step >= 0 && value.step < STEP_COUNT ? value.step : 0;
  const draft: QuestionnaireDraft = { values, step };
  const pending = value.pending;
  if (
    isRecord(pending) &&
    typeof pending.key === "string" &&
    IDEMPOTENCY_KEY_PATTERN.test(pending.key) &&
    typeof pending.fingerprint === "string"
  ) {
    draft.pending = { key: pending.key, fingerprint: pending.fingerprint };
  }
  return draft;
}

export const drafts = jsonStore<QuestionnaireDraft>(DRAFT_STORAGE_KEY, "session", parseDraft);

/** True when there is nothing worth keeping. */
export function isEmptyDraft(draft: QuestionnaireDraft): boolean {
  return draft.step === 0 && !draft.pending && Object.values(draft.values).every((v) => !v);
}

/**
 * The draft while the questionnaire is on the page: it starts from what the tab kept, and
 * every change (values, step, the pending key) is written through at once, so nothing
 * typed is lost by closing or reloading.
 */
export function createDraft() {
  const start: QuestionnaireDraft = drafts.read() ?? { values: emptyInquiry, step: 0 };
  let current = start;
  const write = (next: QuestionnaireDraft) => {
    current = next;
    if (isEmptyDraft(next)) drafts.clear();
    else drafts.write(next);
  };
  const pending: PendingStore = {
    read: () => current.pending,
    write: (next) => {
      const { pending: _old, ...rest } = current;
      write(next ? { ...rest, pending: next } : rest);
    },
  };
  return {
    /** What the form starts with. */
    start,
    save(change: { values?: InquiryValues; step?: number }): void {
      write({ ...current, ...change });
    },
    /** After a success: the next visitor of this page (a shared screen) starts empty. */
    clear(): void {
      current = { values: emptyInquiry, step: 0 };
      drafts.clear();
    },
    /** The idempotency key of a submission not confirmed yet travels with the draft: a retry after a reload cannot store the lead twice. */
    pending,
  };
}

export type Draft = ReturnType<typeof createDraft>;
