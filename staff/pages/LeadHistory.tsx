import { useLingui } from "@lingui/react/macro";
import { dateTime, day } from "../format.ts";
import { label, rewardLabels, statusLabels } from "../labels.ts";
import type { LeadAnswer } from "../../contract/staff.ts";

export function Notes({ answer }: { answer: LeadAnswer }) {
  const { t, i18n } = useLingui();
  return (
    <section aria-labelledby="notes">
      <h2 id="notes">{t`Notes`}</h2>
      {answer.notes.length === 0 ? (
        <p>{t`No notes yet.`}</p>
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

type Entry = LeadAnswer["history"][number];

/** One history row in words: what changed from what to what. */
function useDescribe() {
  const { t, i18n } = useLingui();
  return (entry: Entry): string => {
    const detail = JSON.parse(entry.detail) as { from?: string | null; to?: string | null; undo?: number };
    const none = t`none`;
    const from = detail.from ?? none;
    const to = detail.to ?? none;
    switch (entry.action) {
      case "status":
        if (detail.undo !== undefined)
          return t`Move taken back: ${label(i18n, statusLabels, String(from))} → ${label(i18n, statusLabels, String(to))}`;
        return t`Status: ${label(i18n, statusLabels, String(from))} → ${label(i18n, statusLabels, String(to))}`;
      case "note":
        return t`Added a note`;
      case "owner":
        return t`Owner: ${from || t`nobody`} → ${to || t`nobody`}`;
      case "next_step":
        return t`Next step: ${day(detail.from, i18n.locale) || none} → ${day(detail.to, i18n.locale) || none}`;
      case "next_step_text":
        return t`What is to be done: “${from || none}” → “${to || none}”`;
      case "reward":
        return t`Reward: ${label(i18n, rewardLabels, String(from))} → ${label(i18n, rewardLabels, String(to))}`;
      case "reward_paid":
        return t`Reward paid on: ${day(detail.from, i18n.locale) || none} → ${day(detail.to, i18n.locale) || none}`;
      default:
        return entry.action;
    }
  };
}

export function History({ answer }: { answer: LeadAnswer }) {
  const { t, i18n } = useLingui();
  const sentence = useDescribe();
  return (
    <section aria-labelledby="history">
      <h2 id="history">{t`History`}</h2>
      {answer.history.length === 0 ? (
        <p>{t`Nothing changed yet.`}</p>
      ) : (
        <ol className="history">
          {answer.history.map((entry) => (
            <li key={entry.id}>
              {sentence(entry)}{" "}
              <span className="muted">
                — {entry.actor}, {dateTime(entry.at, i18n.locale)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
