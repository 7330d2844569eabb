import { useLingui } from "@lingui/react/macro";
import { formatNumber } from "../app/numbers-memo.ts";
import { durationText } from "../content/durations.ts";
import type { Reference } from "../content/references.ts";

/**
 * References as cards: the client with its sector, seat and size, then what we built, how
 * long it took, what changed and whom a buyer may speak to, by name and role.
 */
export function ReferenceCards({ items }: { items: Reference[] }) {
  return (
    <ul className="references">
      {items.map((reference) => (
        <li key={reference.id} className="references__card" data-reference={reference.id}>
          <ReferenceCard reference={reference} />
        </li>
      ))}
    </ul>
  );
}

function ReferenceCard({ reference: r }: { reference: Reference }) {
  const { t, i18n } = useLingui();
  const people = formatNumber(i18n.locale, r.employees);
  const role = i18n._(r.contactRole);
  const client = r.client;
  const name = r.contactName;
  const rows: [string, string, string][] = [
    ["built", t`What we built`, i18n._(r.built)],
    ["duration", t`Duration`, i18n._(durationText(r.duration))],
    ["outcome", t`Outcome`, i18n._(r.outcome)],
    ["contact", t`Reference contact`, t`${name}, ${role}, ${client}`],
  ];
  return (
    <>
      <h3 className="references__client">{r.client}</h3>
      <p className="references__meta">{`${i18n._(r.sector)} · ${r.city} · ${t`${people} employees`}`}</p>
      <dl className="references__facts">
        {rows.map(([fact, label, value]) => (
          <div key={fact} data-fact={fact}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
