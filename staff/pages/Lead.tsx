/** One lead's page: what it sent, where it came from, its mails and bookings, and the work on it. */
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { attributionLabels } from "../../contract/attribution/labels.ts";
import { type PersonColumns, personColumns } from "../../contract/lead/columns/people.ts";
import { tableKindOf } from "../../contract/lead/ids.ts";
import { statusLabels } from "../../contract/lead/lifecycles.ts";
import type { LeadAnswer, Me } from "../../contract/staff/api.ts";
import { leadKindLabels } from "../../contract/staff/words.ts";
import { onAgencyClock } from "../../contract/time-zone-name.ts";
import { useResource } from "../api.ts";
import { dateLang, dateTime } from "../format.ts";
import { columnLabels, columnValue, label } from "../labels.ts";
import { useProblemText } from "../problems.ts";
import { Link } from "../router.ts";
import { LeadActions } from "./LeadActions.tsx";
import { History, Notes } from "./LeadHistory.tsx";
import { Deliveries } from "./Mails.tsx";

function Sent({ answer }: { answer: LeadAnswer }) {
  const { t, i18n } = useLingui();
  const labels = columnLabels(answer.type);
  const shown = Object.keys(labels).filter((column) => column in answer.lead);
  return (
    <section aria-labelledby="sent">
      <h2 id="sent">{t`What was sent`}</h2>
      <dl className="fields">
        {shown.map((column) => (
          <div key={column}>
            <dt>{label(i18n, labels, column)}</dt>
            <dd>{columnValue(i18n, column, answer.lead[column]) || "—"}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The lead's attribution as stored (JSON), one line per value. */
function Attribution({ answer }: { answer: LeadAnswer }) {
  const { t, i18n } = useLingui();
  const parse = (value: unknown): Record<string, unknown> => {
    try {
      return typeof value === "string" ? (JSON.parse(value) as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  };
  // A touch (first or latest visit) is an object of its own: one line per value, named "touch · key".
  const named = (key: string) => label(i18n, attributionLabels, key);
  const entries = [
    ...Object.entries(parse(answer.lead.attribution)).flatMap(([key, value]) =>
      value && typeof value === "object"
        ? Object.entries(value as Record<string, unknown>).map(([inner, v]) => [`${named(key)} · ${named(inner)}`, v] as const)
        : [[named(key), value] as const],
    ),
    ...Object.entries(parse(answer.lead.hidden_fields)).map(([k, v]) => [`hidden: ${k}`, v] as const),
  ];
  return (
    <section aria-labelledby="attribution">
      <h2 id="attribution">{t`Attribution`}</h2>
      <dl className="fields">
        <div>
          <dt>{t`Campaign`}</dt>
          <dd>{String(answer.lead.campaign ?? "") || "—"}</dd>
        </div>
        {entries.map(([key, value]) => (
          <div key={key}>
            <dt>{key}</dt>
            <dd>{typeof value === "string" ? value : JSON.stringify(value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The person's other leads (same address or name), so a second inquiry is answered together with the first. */
function Related({ answer }: { answer: LeadAnswer }) {
  const { t, i18n } = useLingui();
  if (answer.related.length === 0) return null;
  return (
    <>
      <h3>{t`${plural(answer.related.length, { one: "# more lead from this person", other: "# more leads from this person" })}`}</h3>
      <ul>
        {answer.related.map((r) => (
          <li key={r.id}>
            <Link href={`/leads/${r.id}`}>
              {label(i18n, leadKindLabels, r.type)} · {[r.company, r.name].filter(Boolean).join(" – ")}
            </Link>{" "}
            <span className="muted">
              {dateTime(r.created_at, i18n.locale)} · {label(i18n, statusLabels, r.status)}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Whom to call, first: a referral's referred person (recommended by the referrer), an inquiry's contact. */
function Contact({ answer }: { answer: LeadAnswer }) {
  const { t } = useLingui();
  const v = (column: string) => String(answer.lead[column] ?? "");
  const referral = answer.type === "referral";
  const { person, referrer: by }: { person: PersonColumns; referrer?: PersonColumns } = personColumns[tableKindOf(answer.type)];
  const email = v(person.email);
  const phone = referral ? "" : v("contact_phone");
  const company = v(person.company);
  // Only the parts the referrer gave: an empty company must not leave "(, " behind.
  const referrerDetails = by ? [v(by.company), v(by.email)].filter(Boolean).join(", ") : "";
  const referrer = by && referrerDetails ? `${v(by.name)} (${referrerDetails})` : v(by?.name ?? "");
  return (
    <section aria-labelledby="contact" className="contact">
      <h2 id="contact">{t`Whom to contact`}</h2>
      <p>
        <strong>{v(person.name)}</strong>
        {company && `, ${company}`}
      </p>
      <ul className="contact-ways">
        {phone && (
          <li>
            {t`Phone`}: <a href={`tel:${phone.replace(/[^\d+]/g, "")}`}>{phone}</a>
          </li>
        )}
        <li>
          {t`E-mail`}: <a href={`mailto:${email}`}>{email}</a>
        </li>
      </ul>
      {referral && <p>{t`Recommended by ${referrer}`}</p>}
      <Related answer={answer} />
    </section>
  );
}

function Booking({ answer }: { answer: LeadAnswer }) {
  const { t, i18n } = useLingui();
  const latest = answer.bookings.at(-1);
  return (
    <section aria-labelledby="booking">
      <h2 id="booking">{t`Booked call`}</h2>
      {latest ? (
        <p>
          {latest.status === "cancelled"
            ? t`Cancelled (was ${dateTime(latest.start_at, i18n.locale)})`
            : onAgencyClock(dateTime(latest.start_at, i18n.locale), dateLang(i18n.locale))}
        </p>
      ) : (
        <p>{t`No call booked.`}</p>
      )}
    </section>
  );
}

/** One lead: what it sent, where it came from, what was delivered, booked and done, and the work on it. */
export function LeadPage({ id, me }: { id: string; me: Me }) {
  const { t, i18n } = useLingui();
  const resource = useResource("/leads/:id", { id });
  const problem = useProblemText();
  const answer = resource.data;
  if (resource.error) return <p role="alert">{problem(resource.error)}</p>;
  if (!answer) return <p aria-busy="true">{t`Loading…`}</p>;
  // A referral is about the person recommended: staff call them, not the referrer.
  const { person } = personColumns[tableKindOf(answer.type)];
  const name =
    [person.company, person.name]
      .map((column) => String(answer.lead[column] ?? ""))
      .filter(Boolean)
      .join(" – ") || id;
  const status = String(answer.lead.status);
  return (
    <article className="lead">
      <p>
        <Link href="/">{t`Back to the leads`}</Link>
      </p>
      <h1>{name}</h1>
      <p className="summary">
        {label(i18n, leadKindLabels, answer.type)} · {t`received ${dateTime(String(answer.lead.created_at), i18n.locale)}`} ·{" "}
        <span className={`status status-${status}`}>{label(i18n, statusLabels, status)}</span>
        {answer.overdue && <span className="badge overdue-badge">{t`Overdue`}</span>} · <code>{id}</code>
      </p>
      <p className="to-work">
        <a href="#work">{t`Go to the work on this lead`}</a>
      </p>
      {/* What the person sent comes first (on a phone, above the forms): the work on a lead starts from reading it. */}
      <div className="columns">
        <div>
          <Contact answer={answer} />
          <Sent answer={answer} />
          <Booking answer={answer} />
          <Attribution answer={answer} />
          <Deliveries answer={answer} />
        </div>
        <div>
          <LeadActions answer={answer} id={id} me={me} onChange={resource.reload} />
          <Notes answer={answer} />
          <History answer={answer} />
        </div>
      </div>
    </article>
  );
}
