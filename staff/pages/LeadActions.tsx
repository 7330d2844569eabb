import { useLingui } from "@lingui/react/macro";
import { type FormEvent, useState } from "react";
import { postJson } from "../api.ts";
import { dateLang } from "../format.ts";
import { label, rewardLabels } from "../labels.ts";
import { useProblemText } from "../problems.ts";
import type { LeadAnswer, Me } from "../../contract/staff.ts";
import { useLeaveWarning } from "../unsaved.ts";
import { StatusControl } from "./StatusControl.tsx";

interface ActionProps {
  answer: LeadAnswer;
  id: string;
  me: Me;
  onChange: () => void;
}

/** What is saved, in the shape `bodyOf` reads the form: the form is unsaved while the two differ. */
function savedBody(answer: LeadAnswer, referral: boolean) {
  const w = answer.work;
  return {
    note: "",
    nextStepOn: w?.next_step_on ?? null,
    nextStepText: w?.next_step_text ?? "",
    owner: w?.owner ?? "",
    ...(referral ? { reward: w?.reward ?? null, paidOn: w?.reward_paid_on ?? null } : {}),
  };
}

/** The form's fields as the Worker's one save takes them. */
function bodyOf(form: HTMLFormElement, referral: boolean) {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? "").trim();
  return {
    note: text("note"),
    nextStepOn: text("nextStepOn") || null,
    nextStepText: text("nextStepText"),
    owner: text("owner"),
    ...(referral ? { reward: text("reward") || null, paidOn: text("paidOn") || null } : {}),
  };
}

// The Worker refuses a reward before the referral is won, so the form says so before anyone types one.
const REWARD_STATES = new Set(["won", "rewarded"]);

function RewardFields({ answer }: { answer: LeadAnswer }) {
  const { t, i18n } = useLingui();
  const locked = !REWARD_STATES.has(String(answer.lead.status));
  return (
    <fieldset disabled={locked} aria-describedby={locked ? "reward-locked" : undefined}>
      <legend>{t`Referral reward`}</legend>
      {locked && <p id="reward-locked" className="muted">{t`The reward and its paid date can be entered once the referral is won.`}</p>}
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
        <input type="date" name="paidOn" lang={dateLang(i18n.locale)} defaultValue={answer.work?.reward_paid_on ?? ""} />
      </label>
    </fieldset>
  );
}

function WorkFields({ answer, me }: { answer: LeadAnswer; me: Me }) {
  const { t, i18n } = useLingui();
  return (
    <>
      <label>
        {t`Note`}
        <textarea name="note" rows={3} maxLength={4000} />
      </label>
      <fieldset>
        <legend>{t`Next step`}</legend>
        <label>
          {t`On`}
          <input type="date" name="nextStepOn" lang={dateLang(i18n.locale)} defaultValue={answer.work?.next_step_on ?? ""} />
        </label>
        <label>
          {t`What is to be done?`}
          <input type="text" name="nextStepText" maxLength={500} defaultValue={answer.work?.next_step_text ?? ""} />
        </label>
      </fieldset>
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
      {answer.type === "referral" && <RewardFields answer={answer} />}
    </>
  );
}

/** The work on a lead: its status, and one form with one Save for note, next step, owner and reward. */
export function LeadActions({ answer, id, me, onChange }: ActionProps) {
  const { t } = useLingui();
  const problem = useProblemText();
  const [message, setMessage] = useState("");
  const [dirty, setDirty] = useState(false);
  useLeaveWarning(dirty, t`This lead has unsaved changes. Leave without saving?`);
  const referral = answer.type === "referral";
  // Dirty means different from what was saved, so typing and deleting again is no change.
  const track = (event: FormEvent<HTMLFormElement>) =>
    setDirty(JSON.stringify(bodyOf(event.currentTarget, referral)) !== JSON.stringify(savedBody(answer, referral)));
  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      await postJson(`/leads/${id}/work`, bodyOf(event.currentTarget, referral));
      setDirty(false);
      setMessage(t`Saved.`);
      onChange();
    } catch (err) {
      setMessage(t`Not saved: ${problem(err)}`);
    }
  };
  const w = answer.work;
  return (
    <section aria-labelledby="work" id="work-section">
      <h2 id="work">{t`Work on this lead`}</h2>
      <StatusControl answer={answer} id={id} onChange={onChange} />
      {/* Starts again from what is saved once that changes, and only then. */}
      <form
        className="work-form"
        onSubmit={save}
        onInput={track}
        onChange={track}
        aria-label={t`Work on this lead`}
        key={`${w?.next_step_on}|${w?.next_step_text}|${w?.owner}|${w?.reward}|${w?.reward_paid_on}|${answer.notes.length}`}
      >
        <WorkFields answer={answer} me={me} />
        <div className="savebar">
          <button type="submit">{t`Save`}</button>
          <span className="live" role="status">
            {dirty ? t`Unsaved changes` : message}
          </span>
        </div>
      </form>
    </section>
  );
}
