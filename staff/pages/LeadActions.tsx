import { useLingui } from "@lingui/react/macro";
import { type FormEvent, useState } from "react";
import { postJson } from "../api.ts";
import { useProblemText } from "../problems.ts";
import { label, rewardLabels, statusLabels } from "../labels.ts";
import type { LeadAnswer, Me } from "../../contract/staff.ts";

interface ActionProps {
  answer: LeadAnswer;
  id: string;
  me: Me;
  onChange: () => void;
}

/** Runs a change, then reloads the lead; says in the live region what happened. */
function useAction(id: string, onChange: () => void) {
  const { t } = useLingui();
  const [message, setMessage] = useState("");
  const problem = useProblemText();
  const run = async (path: string, body: unknown, done: string) => {
    try {
      await postJson(`/leads/${id}/${path}`, body);
      setMessage(done);
      onChange();
    } catch (err) {
      setMessage(t`Not saved: ${problem(err)}`);
    }
  };
  return { message, run };
}

const field = (event: FormEvent<HTMLFormElement>, name: string) => String(new FormData(event.currentTarget).get(name) ?? "");

function StatusButtons({ answer, run }: { answer: LeadAnswer; run: ReturnType<typeof useAction>["run"] }) {
  const { t, i18n } = useLingui();
  if (answer.nextStates.length === 0) return <p>{t`This status is final.`}</p>;
  return (
    <fieldset className="buttons">
      <legend className="sr-only">{t`Move the status`}</legend>
      {answer.nextStates.map((to) => {
        const name = label(i18n, statusLabels, to);
        return (
          <button key={to} type="button" onClick={() => run("status", { status: to }, t`Status set to ${name}.`)}>
            {t`Mark as ${name}`}
          </button>
        );
      })}
    </fieldset>
  );
}

function RewardForm({ answer, run }: { answer: LeadAnswer; run: ReturnType<typeof useAction>["run"] }) {
  const { t, i18n } = useLingui();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reward = field(event, "reward");
    const paidOn = field(event, "paidOn");
    run("reward", { reward: reward || null, paidOn: paidOn || null }, t`Reward saved.`);
  };
  return (
    <form onSubmit={submit} className="inline" aria-label={t`Referral reward`}>
      <label>
        {t`Reward chosen`}
        <select name="reward" defaultValue={answer.work?.reward ?? ""}>
          <option value="">{t`Not chosen yet`}</option>
          {Object.keys(rewardLabels).map((code) => (
            <option key={code} value={code}>
              {label(i18n, rewardLabels, code)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t`Paid on`}
        <input type="date" name="paidOn" defaultValue={answer.work?.reward_paid_on ?? ""} />
      </label>
      <button type="submit">{t`Save reward`}</button>
    </form>
  );
}

/** The work on a lead: status, note, next step, owner, and a referral's reward. */
export function LeadActions({ answer, id, me, onChange }: ActionProps) {
  const { t } = useLingui();
  const { message, run } = useAction(id, onChange);
  const note = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    run("notes", { body: field(event, "note") }, t`Note added.`).then(() => form.reset());
  };
  const nextStep = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    run("next-step", { on: field(event, "on") || null }, t`Next step saved.`);
  };
  const owner = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    run("owner", { owner: field(event, "owner") }, t`Owner saved.`);
  };
  return (
    <section aria-labelledby="work">
      <h2 id="work">{t`Work on this lead`}</h2>
      <p className="live" role="status">
        {message}
      </p>
      <StatusButtons answer={answer} run={run} />
      <form onSubmit={note} aria-label={t`Add a note`}>
        <label>
          {t`Note`}
          <textarea name="note" rows={3} required maxLength={4000} />
        </label>
        <button type="submit">{t`Add note`}</button>
      </form>
      {/* Each form starts again from what is saved once that changes, and only then. */}
      <form onSubmit={nextStep} className="inline" aria-label={t`Next step`} key={`next-${answer.work?.next_step_on}`}>
        <label>
          {t`Next step on`}
          <input type="date" name="on" defaultValue={answer.work?.next_step_on ?? ""} />
        </label>
        <button type="submit">{t`Save next step`}</button>
      </form>
      <form onSubmit={owner} className="inline" aria-label={t`Owner`} key={`owner-${answer.work?.owner}`}>
        <label>
          {t`Owner`}
          <select name="owner" defaultValue={answer.work?.owner ?? ""}>
            <option value="">{t`Nobody`}</option>
            {me.staff.map((email) => (
              <option key={email} value={email}>
                {email}
              </option>
            ))}
          </select>
        </label>
        <button type="submit">{t`Save owner`}</button>
      </form>
      {answer.type === "referral" && (
        <RewardForm answer={answer} run={run} key={`reward-${answer.work?.reward}-${answer.work?.reward_paid_on}`} />
      )}
    </section>
  );
}
