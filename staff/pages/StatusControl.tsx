/** The status field of a lead's work form and the undo of the move just saved. */
import { useLingui } from "@lingui/react/macro";
import { statusLabels } from "../../contract/lead/lifecycles.ts";
import type { LeadAnswer } from "../../contract/staff/api.ts";
import { label } from "../labels.ts";

/**
 * The lead's status inside the work form: the states its lifecycle allows next, the current
 * one first, so that saving the form without choosing leaves the status as it is.
 */
export function StatusField({ answer }: { answer: LeadAnswer }) {
  const { t, i18n } = useLingui();
  const current = String(answer.lead.status);
  const name = (status: string) => label(i18n, statusLabels, status);
  return (
    <div className="status-control">
      <p>
        {t`Status`}: <strong className={`status status-${current}`}>{name(current)}</strong>
      </p>
      {answer.nextStates.length === 0 ? (
        <p>{t`This status is final.`}</p>
      ) : (
        <label>
          {t`Next status`}
          <select name="status" defaultValue={current}>
            <option value={current}>{t`${name(current)} (unchanged)`}</option>
            {answer.nextStates.map((to) => (
              <option key={to} value={to}>
                {name(to)}
              </option>
            ))}
          </select>
        </label>
      )}
      {/* The calendar, not staff, set "booked": the list offers only what may follow a call. */}
      {current === "booked" && <p className="muted">{t`After a booked call, the lead goes on to Won or Lost.`}</p>}
    </div>
  );
}

/** The undo of the move just saved: the lifecycle only goes forward, so only this last move can be taken back. */
export function UndoMove({ onUndo }: { onUndo: () => void }) {
  const { t } = useLingui();
  return (
    <p className="undo">
      <button type="button" onClick={onUndo}>
        {t`Undo`}
      </button>{" "}
      <span className="muted">{t`Only this last move can be taken back, within 15 minutes: otherwise the status only goes forward.`}</span>
    </p>
  );
}
