import { useLingui } from "@lingui/react/macro";
import { type FormEvent, useState } from "react";
import { postJson } from "../api.ts";
import { label, statusLabels } from "../labels.ts";
import { useProblemText } from "../problems.ts";
import type { LeadAnswer } from "../../contract/staff.ts";

interface StatusProps {
  answer: LeadAnswer;
  id: string;
  onChange: () => void;
}

/**
 * The lead's status: a choice of the states its lifecycle allows next, and right after a
 * move made here, its undo. The lifecycle only goes forward, so the undo is offered for
 * this last move alone, and the Worker takes it back only while it is the lead's latest change.
 */
export function StatusControl({ answer, id, onChange }: StatusProps) {
  const { t, i18n } = useLingui();
  const problem = useProblemText();
  const [message, setMessage] = useState("");
  const [moved, setMoved] = useState<string | null>(null);
  const current = String(answer.lead.status);
  const name = (status: string) => label(i18n, statusLabels, status);
  const post = async (path: string, body: unknown, done: (status: string) => string, canUndo: boolean) => {
    try {
      const { status } = await postJson<{ status: string }>(`/leads/${id}/${path}`, body);
      setMessage(done(status));
      setMoved(canUndo ? current : null);
      onChange();
    } catch (err) {
      setMessage(t`Not saved: ${problem(err)}`);
    }
  };
  const move = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const to = String(new FormData(event.currentTarget).get("status") ?? "");
    if (to) post("status", { status: to }, (s) => t`Status set to ${name(s)}.`, true);
  };
  const undo = () => post("status/undo", {}, (s) => t`Move taken back: the status is ${name(s)} again.`, false);
  return (
    <div className="status-control">
      <p>
        {t`Status`}: <strong className={`status status-${current}`}>{name(current)}</strong>
      </p>
      {answer.nextStates.length === 0 ? (
        <p>{t`This status is final.`}</p>
      ) : (
        <form className="inline" onSubmit={move} aria-label={t`Change the status`} key={current}>
          <label>
            {t`Next status`}
            <select name="status" defaultValue={answer.nextStates[0]}>
              {answer.nextStates.map((to) => (
                <option key={to} value={to}>
                  {name(to)}
                </option>
              ))}
            </select>
          </label>
          <button type="submit">{t`Change status`}</button>
        </form>
      )}
      <div className="live" role="status">
        {message}
        {moved && (
          <p className="undo">
            <button type="button" onClick={undo}>
              {t`Undo`}
            </button>{" "}
            <span className="muted">{t`Only this last move can be taken back, within 15 minutes: otherwise the status only goes forward.`}</span>
          </p>
        )}
      </div>
    </div>
  );
}
