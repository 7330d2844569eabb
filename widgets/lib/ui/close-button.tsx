/** The × in the corner of a form's dialog, shared by the questionnaire and its booking step. */
import { useLingui } from "@lingui/react/macro";

/** `disabled`: the same guard as Escape (no closing while a submission runs). */
export function CloseButton({ onClick, disabled }: { onClick: () => void; disabled: boolean }) {
  const { t } = useLingui();
  return (
    <button type="button" className="close" part="close-button" aria-label={t`Close`} onClick={onClick} disabled={disabled}>
      <span aria-hidden="true">×</span>
    </button>
  );
}
