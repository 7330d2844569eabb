/** A failed request of the inbox as a sentence a staff member can act on. */
import { useLingui } from "@lingui/react/macro";
import { refusalWords } from "../contract/staff/refusal-words.ts";
import { ApiError } from "./api.ts";

/** Why something failed, in words a staff member can act on. */
export function useProblemText(): (err: unknown) => string {
  const { t, i18n } = useLingui();
  return (err) => {
    const code = err instanceof ApiError ? err.code : "network";
    switch (code) {
      case "not_signed_in":
        return t`Your sign-in has expired. Reload the page to sign in again.`;
      case "not_staff":
        return t`This address is not on the staff list.`;
      case "not_found":
        return t`There is no such lead (it may have been erased).`;
      case "undo_not_allowed":
        return t`Only your own latest status move of the last 15 minutes can be taken back; the lifecycle does not go back otherwise.`;
      case "status_not_allowed":
        return `${i18n._(refusalWords.changedMeanwhile)} ${t`The page now shows its status: choose again from there and save.`}`;
      case "reward_needs_won":
        return `${i18n._(refusalWords.rewardNeedsWon)} ${t`Set the status to won first.`}`;
      case "reward_final":
        return `${i18n._(refusalWords.rewardFinal)} ${t`Reload the page to see them.`}`;
      case "reward_missing":
        return i18n._(refusalWords.rewardToChoose);
      case "confirmation_mismatch":
        return t`The address typed to confirm is not the same address: nothing was erased.`;
      case "validation_failed":
        return t`Check what you typed: it is not a valid e-mail address or value.`;
      case "not_erased":
        return `${i18n._(refusalWords.notErased)} ${t`Try again; if they stay, ask the developer.`}`;
      case "network":
        return t`The inbox could not be reached. Check the connection and try again.`;
      default:
        return t`Something went wrong (${code}). Try again in a moment.`;
    }
  };
}
