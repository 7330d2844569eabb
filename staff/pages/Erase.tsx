/** The erasure page: an address's preview, then its erasure once the address is typed again. */
import { useLingui } from "@lingui/react/macro";
import { type FormEvent, useState } from "react";
import type { ErasureAnswer, ErasureBooking, ErasureCounts, ErasureLead, ErasurePreview } from "../../contract/staff/api.ts";
import { type ErasureTense, erasureFateLabel } from "../../contract/staff/erasure-words.ts";
import { erasurePlaceLabels, leadKindLabels } from "../../contract/staff/words.ts";
import { staffPost } from "../api.ts";
import { dateTime } from "../format.ts";
import { label } from "../labels.ts";
import { useProblemText } from "../problems.ts";
import { TableWrap } from "../TableWrap.tsx";

interface CountsProps {
  answer: ErasureAnswer;
  caption: string;
  tense: ErasureTense;
  /** The bookings with their pages on Cal.com, where the preview knows them; else the answer's uids. */
  bookings?: ErasureBooking[];
}

function Counts({ answer, caption, tense, bookings }: CountsProps) {
  const { t, i18n } = useLingui();
  return (
    <>
      <TableWrap label={caption}>
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Place`}</th>
              <th scope="col">{tense === "will" ? t`What will happen` : t`What happened`}</th>
              <th scope="col" className="num">
                {t`Number`}
              </th>
            </tr>
          </thead>
          <tbody>
            {(Object.keys(erasurePlaceLabels) as (keyof ErasureCounts)[]).map((place) => (
              <tr key={place}>
                <th scope="row">{i18n._(erasurePlaceLabels[place])}</th>
                <td>{i18n._(erasureFateLabel(place, tense))}</td>
                <td className="num">{answer.counts[place]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
      {answer.bookingUids.length > 0 && (
        <p>
          {t`Cal.com keeps its own copy of these bookings: cancel them there by hand.`}{" "}
          <Bookings bookings={bookings ?? answer.bookingUids.map((uid) => ({ uid, url: null }))} />
        </p>
      )}
    </>
  );
}

/** Each booking's uid, a link to its page on Cal.com where the settings know the host. */
function Bookings({ bookings }: { bookings: ErasureBooking[] }) {
  return (
    <>
      {bookings.map((booking, index) => (
        <span key={booking.uid}>
          {index > 0 && ", "}
          {booking.url ? (
            <a href={booking.url} target="_blank" rel="noopener noreferrer">
              <code>{booking.uid}</code>
            </a>
          ) : (
            <code>{booking.uid}</code>
          )}
        </span>
      ))}
    </>
  );
}

/** The leads the erasure reaches, by name, company and date, so that staff see whom it takes. */
function Leads({ leads }: { leads: ErasureLead[] }) {
  const { t, i18n } = useLingui();
  if (leads.length === 0) return <p>{t`No inquiry or referral was found for this address.`}</p>;
  return (
    <>
      <h3>{t`Leads found`}</h3>
      <ul className="erase-leads">
        {leads.map((lead) => (
          <li key={lead.id}>
            <strong>{[lead.name, lead.company].filter(Boolean).join(", ") || lead.id}</strong> · {label(i18n, leadKindLabels, lead.type)} ·{" "}
            {dateTime(lead.created_at, i18n.locale)} ·{" "}
            {lead.fate === "erased" ? t`will be erased` : t`will stay for its referrer, without this person's details`}
            {lead.referred && <Referred referred={lead.referred} />}
          </li>
        ))}
      </ul>
    </>
  );
}

/** The person a referrer recommended, whose contact goes with the referrer's referral. */
function Referred({ referred }: { referred: { name: string; company: string } }) {
  const { t } = useLingui();
  const who = [referred.name, referred.company].filter(Boolean).join(", ");
  return <span className="erase-referred"> · {t`the contact of the person they recommended goes with it: ${who}`}</span>;
}

/** What would go, and the address typed again to let it go. */
function Preview({
  email,
  answer,
  onConfirm,
}: {
  email: string;
  answer: ErasurePreview;
  onConfirm: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="erase-preview">
      <h2 id="erase-preview">{t`What would be erased for ${email}`}</h2>
      <Leads leads={answer.leads} />
      <Counts answer={answer} caption={t`What will happen, per place`} tense="will" bookings={answer.bookings} />
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
  const [preview, setPreview] = useState<ErasurePreview>();
  const [done, setDone] = useState<ErasureAnswer>();
  const [message, setMessage] = useState("");
  const look = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = typed(event, "email").trim();
    setDone(undefined);
    setPreview(undefined);
    setMessage("");
    try {
      setPreview(await staffPost("/erasure/preview", {}, { email: address }));
      setEmail(address);
    } catch (err) {
      setMessage(problem(err));
    }
  };
  const erase = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      setDone(await staffPost("/erasure", {}, { email, confirm: typed(event, "confirm") }));
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
          <Counts answer={done} caption={t`What happened, per place`} tense="did" />
        </section>
      )}
    </div>
  );
}
