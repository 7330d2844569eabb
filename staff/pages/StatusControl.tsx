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
  // What was said, with the status it was said about: once another save moves the lead on
  // (a paid day rewards it), the message and its undo are no longer true and go.
  const [said, setSaid] = useState<{ text: string; about: string; undo: boolean } | null>(null);
  const current = String(answer.lead.status);
  const message = said?.about === current ? said.text : "";
  const moved = said?.about === current && said.undo;
  const name = (status: string) => label(i18n, statusLabels, status);
  const post = async (path: string, body: unknown, done: (status: string) => string, canUndo: boolean) => {
    try {
      const { status } = await postJson<{ status: string }>(`/leads/${id}/${path}`, body);
      setSaid({ text: done(status), about: status, undo: canUndo });
      onChange();
    } catch (err) {
      setSaid({ text: t`Not saved: ${problem(err)}`, about: current, undo: false });
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
