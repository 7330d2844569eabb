/** A lead's work form: status, next step, owner, note and a referral's reward, saved at once. */
import { useLingui } from "@lingui/react/macro";
import { type FormEvent, useState } from "react";
import { isWonReferral, statusLabels } from "../../contract/lead/lifecycles.ts";
import { rewardChoices } from "../../contract/reward.ts";
import type { LeadAnswer, Me } from "../../contract/staff/api.ts";
import { staffLimits } from "../../contract/staff/limits.ts";
import { workFieldLabels } from "../../contract/staff/words.ts";
import { ApiError, staffPost } from "../api.ts";
import { dateLang, day } from "../format.ts";
import { columnValue, label } from "../labels.ts";
import { useProblemText } from "../problems.ts";
import { useLeaveWarning } from "../unsaved.ts";
import { formOf, isClosed, moveRefusal, referrerMails, savedForm, saveLead } from "./leadSave.ts";
import { MailNotice } from "./MailNotice.tsx";
import { StatusField, UndoMove } from "./StatusControl.tsx";

interface ActionProps {
  answer: LeadAnswer;
  id: string;
  me: Me;
  onChange: () => void;
}

/** A closed referral's reward as it was saved: read only, since the Worker keeps it as it is. */
function RewardSaved({ answer }: { answer: LeadAnswer }) {
  const { t, i18n } = useLingui();
  const status = label(i18n, statusLabels, String(answer.lead.status));
  return (
    <section className="reward-saved" aria-labelledby="reward-saved">
      <h3 id="reward-saved">{t`Referral reward`}</h3>
      <dl className="fields">
        <div>
          <dt>{i18n._(workFieldLabels.reward)}</dt>
          <dd>{columnValue(i18n, "reward", answer.work?.reward) || "—"}</dd>
        </div>
        <div>
          <dt>{i18n._(workFieldLabels.reward_paid_on)}</dt>
          <dd>{day(answer.work?.reward_paid_on, i18n.locale) || "—"}</dd>
        </div>
      </dl>
      <p className="muted">{t`“${status}” is final: the reward and its paid date stay as they were saved.`}</p>
    </section>
  );
}

/**
 * The reward fields open as soon as the status chosen in the same form wins the referral:
 * the Worker refuses a reward before it is won, so the form says so before anyone types one.
 * Once the referral is closed they are read only, as the Worker refuses any change then.
 */
function RewardFields({ answer, status, missing }: { answer: LeadAnswer; status: string; missing: boolean }) {
  const { t, i18n } = useLingui();
  const problem = useProblemText();
  if (isClosed(answer)) return <RewardSaved answer={answer} />;
  const locked = !isWonReferral(status);
  return (
    <fieldset disabled={locked} aria-describedby={locked ? "reward-locked" : undefined}>
      <legend>{t`Referral reward`}</legend>
      {locked && (
        <p
          id="reward-locked"
          className="muted"
        >{t`The reward and its paid date can be entered once the referral is won: choose “Won” as its next status above.`}</p>
      )}
      <label>
        {i18n._(workFieldLabels.reward)}
        <select
          name="reward"
          defaultValue={answer.work?.reward ?? ""}
          aria-invalid={missing || undefined}
          aria-describedby={missing ? "reward-missing" : undefined}
        >
          <option value="">{t`Not chosen yet`}</option>
          {rewardChoices.map((code) => (
            <option key={code} value={code}>
              {columnValue(i18n, "reward", code)}
            </option>
          ))}
        </select>
      </label>
      {/* The one place the refusal is said: at the field to fill, not again under Save. */}
      {missing && (
        <p id="reward-missing" className="move-refused">
          {problem(new ApiError(409, "reward_missing"))}
        </p>
      )}
      <label>
        {i18n._(workFieldLabels.reward_paid_on)}
        <input type="date" name="paidOn" lang={dateLang(i18n.locale)} defaultValue={answer.work?.reward_paid_on ?? ""} />
      </label>
    </fieldset>
  );
}

function WorkFields({ answer, me, status, missing }: { answer: LeadAnswer; me: Me; status: string; missing: boolean }) {
  const { t, i18n } = useLingui();
  return (
    <>
      <label>
        {t`Note`}
        <textarea name="note" rows={3} maxLength={staffLimits.note} />
      </label>
      <fieldset>
        <legend>{i18n._(workFieldLabels.next_step)}</legend>
        <label>
          {t`On`}
          <input type="date" name="nextStepOn" lang={dateLang(i18n.locale)} defaultValue={answer.work?.next_step_on ?? ""} />
        </label>
        <label>
          {t`What is to be done?`}
          <input type="text" name="nextStepText" maxLength={staffLimits.nextStepText} defaultValue={answer.work?.next_step_text ?? ""} />
        </label>
      </fieldset>
      <label>
        {i18n._(workFieldLabels.owner)}
        <select name="owner" defaultValue={answer.work?.owner ?? ""}>
          <option value="">{t`Nobody`}</option>
          {me.staff.map((email) => (
            <option key={email} value={email}>
              {email}
            </option>
          ))}
        </select>
      </label>
      {answer.type === "referral" && <RewardFields answer={answer} status={status} missing={missing} />}
    </>
  );
}

/** What the last save or undo said, about which status: once the lead moves on otherwise, it is no longer true. */
interface Said {
  text: string;
  about: string;
  undo: boolean;
  /** A refusal: it is an alert, and stays beside "Unsaved changes", since the choices are kept. */
  failed?: boolean;
}

/** The form's save and the undo of the move it made, with what each said. */
function useSaving(answer: LeadAnswer, id: string, onChange: () => void) {
  const { t, i18n } = useLingui();
  const problem = useProblemText();
  const [said, setSaid] = useState<Said | null>(null);
  const current = String(answer.lead.status);
  const name = (status: string) => label(i18n, statusLabels, status);
  const save = async (form: HTMLFormElement) => {
    try {
      const saved = await saveLead(id, answer, formOf(form, answer));
      const text = saved.moved ? t`Saved. Status set to “${name(saved.status)}”.` : t`Saved.`;
      setSaid({ text, about: saved.status, undo: saved.undoable });
      onChange();
      return true;
    } catch (err) {
      setSaid({ text: t`Not saved: ${problem(err)}`, about: current, undo: false, failed: true });
      // Part of the form may have been saved before the refusal: show what the lead is now.
      onChange();
      return false;
    }
  };
  const undo = async () => {
    try {
      const { status } = await staffPost("/leads/:id/status/undo", { id }, {});
      setSaid({ text: t`Move taken back: the status is “${name(status)}” again.`, about: status, undo: false });
      onChange();
    } catch (err) {
      setSaid({ text: t`Not taken back: ${problem(err)}`, about: current, undo: false, failed: true });
    }
  };
  // A refusal stays after the reload that follows it, even when that shows the lead moved meanwhile.
  const shown = said && (said.failed || said.about === current) ? said : null;
  const text = (failed: boolean) => (shown && Boolean(shown.failed) === failed ? shown.text : "");
  return { save, undo, message: text(false), alert: text(true), canUndo: Boolean(shown?.undo) };
}

type Saving = ReturnType<typeof useSaving>;

/** Save, and what it said: progress as a status, a refusal as an alert that stays while the choices are unsaved. */
function SaveBar({ saving, dirty, describedBy }: { saving: Saving; dirty: boolean; describedBy: string | undefined }) {
  const { t } = useLingui();
  return (
    <div className="savebar">
      <button type="submit" aria-describedby={describedBy}>
        {t`Save`}
      </button>
      <div className="live" role="status">
        {dirty ? t`Unsaved changes` : saving.message}
        {!dirty && saving.canUndo && <UndoMove onUndo={saving.undo} />}
      </div>
      <div className="live problem" role="alert">
        {saving.alert}
      </div>
    </div>
  );
}

/** Why the move chosen cannot be saved as it stands, in place of the mail it would have sent. */
function MoveRefused({ code }: { code: string }) {
  const problem = useProblemText();
  return (
    <p className="move-refused" id="move-refused">
      {problem(new ApiError(409, code))}
    </p>
  );
}

/** What Save points to: the refusal of the move, the missing reward, or the mails it sends. */
function describedBy(refused: ReturnType<typeof moveRefusal>, mails: boolean): string | undefined {
  if (refused) return refused === "reward_missing" ? "reward-missing" : "move-refused";
  return mails ? "mail-notice" : undefined;
}

/** The work on a lead: one form with one Save for its status, note, next step, owner and reward. */
export function LeadActions({ answer, id, me, onChange }: ActionProps) {
  const { t } = useLingui();
  const [dirty, setDirty] = useState(false);
  const current = String(answer.lead.status);
  const [chosen, setChosen] = useState<{ about: string; values: ReturnType<typeof formOf> }>({ about: current, values: savedForm(answer) });
  useLeaveWarning(dirty, t`This lead has unsaved changes. Leave without saving?`);
  const saving = useSaving(answer, id, onChange);
  // Dirty means different from what was saved, so typing and deleting again is no change.
  const track = (event: FormEvent<HTMLFormElement>) => {
    const now = formOf(event.currentTarget, answer);
    setChosen({ about: current, values: now });
    setDirty(JSON.stringify(now) !== JSON.stringify(savedForm(answer)));
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    // The reward field already says what is missing: Save takes the staff member there instead of repeating it.
    if (moveRefusal(answer, formOf(form, answer)) === "reward_missing") {
      (form.elements.namedItem("reward") as HTMLSelectElement | null)?.focus();
      return;
    }
    if (await saving.save(form)) setDirty(false);
  };
  const w = answer.work;
  // What the form holds now, or what is saved once the lead changed under it.
  const values = chosen.about === current ? chosen.values : savedForm(answer);
  const refused = moveRefusal(answer, values);
  // A move the Worker refuses sends no mail: the notice would promise one that never goes.
  const mails = refused ? [] : referrerMails(answer, values);
  return (
    <section aria-labelledby="work" id="work-section">
      <h2 id="work">{t`Work on this lead`}</h2>
      {/* Starts again from what is saved once that changes, and only then. */}
      <form
        className="work-form"
        onSubmit={submit}
        onInput={track}
        onChange={track}
        aria-label={t`Work on this lead`}
        key={`${current}|${w?.next_step_on}|${w?.next_step_text}|${w?.owner}|${w?.reward}|${w?.reward_paid_on}|${answer.notes.length}`}
      >
        <StatusField answer={answer} />
        <WorkFields answer={answer} me={me} status={values.status} missing={refused === "reward_missing"} />
        <MailNotice answer={answer} mails={mails} id="mail-notice" />
        {refused === "status_not_allowed" && <MoveRefused code={refused} />}
        <SaveBar saving={saving} dirty={dirty} describedBy={describedBy(refused, mails.length > 0)} />
      </form>
    </section>
  );
}
