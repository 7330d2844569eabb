import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { type FormEvent, useState } from "react";
import type { ErasureAnswer, ErasureCounts } from "../../contract/staff.ts";
import { postJson } from "../api.ts";
import { useProblemText } from "../problems.ts";
import { TableWrap } from "../TableWrap.tsx";

/** Each place erasure reaches, in words, in the order a person's data flows through them. */
const places: Record<keyof ErasureCounts, MessageDescriptor> = {
  project_inquiries: msg`Inquiries (deleted)`,
  referrals: msg`Referrals sent by the person (deleted)`,
  referrals_anonymised: msg`Referrals naming the person (kept for the referrer, the person's details removed)`,
  mentions_replaced: msg`Other leads mentioning the address (mention replaced by [removed])`,
  newsletter_subscribers: msg`Newsletter sign-ups`,
  outbox: msg`Mails and webhook calls`,
  bookings: msg`Booked calls`,
  funnel_counts: msg`Funnel counters naming it as the campaign (counted as redacted)`,
  mailbox_caps: msg`Mail limits of the mailbox`,
  lead_notes: msg`Staff notes`,
  lead_history: msg`Staff history`,
  lead_work: msg`Staff next steps and owners`,
};

function Counts({ answer, caption }: { answer: ErasureAnswer; caption: string }) {
  const { t, i18n } = useLingui();
  return (
    <>
      <TableWrap label={caption}>
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Place`}</th>
              <th scope="col" className="num">
                {t`Rows`}
              </th>
            </tr>
          </thead>
          <tbody>
            {(Object.keys(places) as (keyof ErasureCounts)[]).map((place) => (
              <tr key={place}>
                <th scope="row">{i18n._(places[place])}</th>
                <td className="num">{answer.counts[place]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
      {answer.bookingUids.length > 0 && (
        <p>
          {t`Cal.com keeps its own copy of these bookings: cancel them there by hand.`} <code>{answer.bookingUids.join(", ")}</code>
        </p>
      )}
    </>
  );
}

/** What would go, and the address typed again to let it go. */
function Preview({
  email,
  answer,
  onConfirm,
}: {
  email: string;
  answer: ErasureAnswer;
  onConfirm: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="erase-preview">
      <h2 id="erase-preview">{t`What would be erased for ${email}`}</h2>
      <Counts answer={answer} caption={t`Rows per place`} />
      <form className="inline" onSubmit={onConfirm} aria-label={t`Confirm the erasure`}>
        <label>
          {t`Type the address again to confirm`}
          <input type="email" name="confirm" required autoComplete="off" />
        </label>
        <button type="submit" className="danger">
          {t`Erase for good`}
        </button>
      </form>
    </section>
  );
}

const typed = (event: FormEvent<HTMLFormElement>, name: string) => String(new FormData(event.currentTarget).get(name) ?? "");

/**
 * Erasing a person: the address, then what would go per place, then the address typed
 * again; the same planning as the staff CLI's `forget`.
 */
export function Erase() {
  const { t } = useLingui();
  const problem = useProblemText();
  const [email, setEmail] = useState("");
  const [preview, setPreview] = useState<ErasureAnswer>();
  const [done, setDone] = useState<ErasureAnswer>();
  const [message, setMessage] = useState("");
  const look = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = typed(event, "email").trim();
    setDone(undefined);
    setPreview(undefined);
    setMessage("");
    try {
      setPreview(await postJson<ErasureAnswer>("/erasure/preview", { email: address }));
      setEmail(address);
    } catch (err) {
      setMessage(problem(err));
    }
  };
  const erase = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      setDone(await postJson<ErasureAnswer>("/erasure", { email, confirm: typed(event, "confirm") }));
      setPreview(undefined);
      setMessage(
        t`Erased. Copies outside the database (mails in the agency's mailbox, earlier exports, the database's 30-day backups) are not.`,
      );
    } catch (err) {
      setMessage(problem(err));
    }
  };
  return (
    // An address is one long word: it wraps anywhere rather than widen a phone's page.
    <div className="erase">
      <h1>{t`Erase a person`}</h1>
      <p>{t`Everything stored about one e-mail address, in every spelling, goes for good. First you see what would go.`}</p>
      <form className="inline" onSubmit={look} aria-label={t`Find an address`}>
        <label>
          {t`E-mail address`}
          <input type="email" name="email" required autoComplete="off" />
        </label>
        <button type="submit">{t`Show what would be erased`}</button>
      </form>
      <p role="status">{message}</p>
      {preview && <Preview email={email} answer={preview} onConfirm={erase} />}
      {done && (
        <section aria-labelledby="erase-done">
          <h2 id="erase-done">{t`Erased for ${email}`}</h2>
          <Counts answer={done} caption={t`Rows removed or changed per place`} />
        </section>
      )}
    </div>
  );
}
