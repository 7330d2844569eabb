/** A lead's notes and history lines on its page. */
import { useLingui } from "@lingui/react/macro";
import { statusLabels } from "../../contract/lead/lifecycles.ts";
import type { LeadAnswer } from "../../contract/staff/api.ts";
import { historyLines, historyWords, notesWords } from "../../contract/staff/history-words.ts";
import { callTime, dateTime, day } from "../format.ts";
import { columnValue, label } from "../labels.ts";

/** The notes staff wrote on the lead. */
export function Notes({ answer }: { answer: LeadAnswer }) {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="notes">
      <h2 id="notes">{i18n._(notesWords.heading)}</h2>
      {answer.notes.length === 0 ? (
        <p>{i18n._(notesWords.none)}</p>
      ) : (
        <ol className="notes">
          {answer.notes.map((note) => (
            <li key={note.id}>
              <p className="pre">{note.body}</p>
              <p className="muted">
                {note.author}, {dateTime(note.created_at, i18n.locale)}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** What changed on the lead, who changed it and when, in words. */
export function History({ answer }: { answer: LeadAnswer }) {
  const { i18n } = useLingui();
  const read = {
    status: (code: string) => label(i18n, statusLabels, code),
    day: (value: string) => day(value, i18n.locale),
    reward: (value: string) => columnValue(i18n, "reward", value) || value,
    callTime: (iso: string) => callTime(iso, i18n.locale),
  };
  const lines = historyLines(i18n, answer, read);
  return (
    <section aria-labelledby="history">
      <h2 id="history">{i18n._(historyWords.heading)}</h2>
      {lines.length === 0 ? (
        <p>{i18n._(historyWords.none)}</p>
      ) : (
        <ol className="history">
          {lines.map((line) => (
            <li key={line.key}>
              {line.text}{" "}
              <span className="muted">
                — {line.actor}, {dateTime(line.at, i18n.locale)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
