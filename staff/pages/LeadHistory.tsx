import { useLingui } from "@lingui/react/macro";
import { statusLabels } from "../../contract/lead/lifecycles.ts";
import type { LeadAnswer } from "../../contract/staff/api.ts";
import { dateTime, day } from "../format.ts";
import { columnValue, label } from "../labels.ts";

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
type Detail = { from?: string | null; to?: string | null; undo?: number };

/** The three sentences of a change: a value set where there was none, removed, or changed. */
interface Sentences {
  set: (to: string) => string;
  removed: (from: string) => string;
  changed: (from: string, to: string) => string;
}

function sentenceOf(detail: Detail, say: Sentences, show: (value: string) => string): string {
  const from = detail.from ? show(detail.from) : "";
  const to = detail.to ? show(detail.to) : "";
  if (!from) return say.set(to);
  if (!to) return say.removed(from);
  return say.changed(from, to);
}

/**
 * Each history row as one full sentence; a value a person named (a status, a reward, a text,
 * an address) stands in the language's own quotation marks, a date without.
 */
function useSentences(): Record<string, Sentences> {
  const { t } = useLingui();
  return {
    owner: {
      set: (to) => t`Owner set to “${to}”.`,
      removed: (from) => t`Owner “${from}” removed.`,
      changed: (from, to) => t`Owner changed from “${from}” to “${to}”.`,
    },
    next_step: {
      set: (to) => t`Next step set for ${to}.`,
      removed: (from) => t`Next step date removed (it was ${from}).`,
      changed: (from, to) => t`Next step moved from ${from} to ${to}.`,
    },
    next_step_text: {
      set: (to) => t`Task for the next step set to “${to}”.`,
      removed: (from) => t`Task for the next step “${from}” removed.`,
      changed: (from, to) => t`Task for the next step changed from “${from}” to “${to}”.`,
    },
    reward: {
      set: (to) => t`Reward chosen: “${to}”.`,
      removed: (from) => t`Reward choice “${from}” removed.`,
      changed: (from, to) => t`Reward changed from “${from}” to “${to}”.`,
    },
    reward_paid: {
      set: (to) => t`Reward marked as paid on ${to}.`,
      removed: (from) => t`Reward payment date removed (it was ${from}).`,
      changed: (from, to) => t`Reward payment date changed from ${from} to ${to}.`,
    },
  };
}

/** One history row in words: what changed from what to what. */
function useDescribe() {
  const { t, i18n } = useLingui();
  const sentences = useSentences();
  const status = (value: string | null | undefined) => label(i18n, statusLabels, String(value ?? ""));
  const shows: Record<string, (value: string) => string> = {
    next_step: (value) => day(value, i18n.locale),
    reward_paid: (value) => day(value, i18n.locale),
    reward: (value) => columnValue(i18n, "reward", value) || value,
  };
  return (entry: Entry): string => {
    const detail = JSON.parse(entry.detail) as Detail;
    if (entry.action === "note") return t`Added a note.`;
    if (entry.action === "status")
      return detail.undo !== undefined
        ? t`Status move taken back: from “${status(detail.from)}” back to “${status(detail.to)}”.`
        : t`Status changed from “${status(detail.from)}” to “${status(detail.to)}”.`;
    const say = sentences[entry.action];
    return say ? sentenceOf(detail, say, shows[entry.action] ?? ((value) => value)) : entry.action;
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
