import { useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { useResource } from "../api.ts";
import { useProblemText } from "../problems.ts";
import { TableWrap } from "../TableWrap.tsx";
import { dateTime } from "../format.ts";
import {
  attributionLabels,
  channelLabels,
  columnLabels,
  columnValue,
  deliveryStatusLabels,
  label,
  statusLabels,
  typeLabels,
} from "../labels.ts";
import { History, Notes } from "./LeadHistory.tsx";
import { LeadActions } from "./LeadActions.tsx";
import type { LeadAnswer, Me } from "../../contract/staff.ts";

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

function Deliveries({ answer }: { answer: LeadAnswer }) {
  const { t, i18n } = useLingui();
  return (
    <section aria-labelledby="deliveries">
      <h2 id="deliveries">{t`Mails and webhook calls`}</h2>
      {answer.deliveries.length === 0 ? (
        <p>{t`None.`}</p>
      ) : (
        <TableWrap label={t`Mails and webhook calls`}>
          <table>
            <thead>
              <tr>
                <th scope="col">{t`Channel`}</th>
                <th scope="col">{t`Recipient`}</th>
                <th scope="col">{t`State`}</th>
                <th scope="col">{t`Attempts`}</th>
                <th scope="col">{t`Delivered`}</th>
              </tr>
            </thead>
            <tbody>
              {answer.deliveries.map((d) => (
                <tr key={d.id} className={d.status === "dead" ? "problem" : undefined}>
                  <td>
                    {label(i18n, channelLabels, d.channel)} <span className="muted">{d.kind}</span>
                  </td>
                  <td className="wrap">{d.recipient}</td>
                  <td>
                    {label(i18n, deliveryStatusLabels, d.status)}
                    {d.last_error && <div className="muted">{d.last_error}</div>}
                  </td>
                  <td>{d.attempts}</td>
                  <td>{dateTime(d.sent_at, i18n.locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
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
            : t`${dateTime(latest.start_at, i18n.locale)} (Vienna time)`}
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
  const resource = useResource<LeadAnswer>(`/leads/${id}`);
  const problem = useProblemText();
  const answer = resource.data;
  if (resource.error) return <p role="alert">{problem(resource.error)}</p>;
  if (!answer) return <p aria-busy="true">{t`Loading…`}</p>;
  const name = String(answer.lead.contact_name ?? answer.lead.name ?? id);
  const status = String(answer.lead.status);
  return (
    <article className="lead">
      <p>
        <Link href="/">{t`Back to the leads`}</Link>
      </p>
      <h1>{name}</h1>
      <p className="summary">
        {label(i18n, typeLabels, answer.type)} · {t`received ${dateTime(String(answer.lead.created_at), i18n.locale)}`} ·{" "}
        <span className={`status status-${status}`}>{label(i18n, statusLabels, status)}</span>
        {answer.overdue && <span className="badge overdue-badge">{t`Overdue`}</span>} · <code>{id}</code>
      </p>
      {/* What the person sent comes first (on a phone, above the forms): the work on a lead starts from reading it. */}
      <div className="columns">
        <div>
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
