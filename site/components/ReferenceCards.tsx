import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { formatNumber } from "../app/numbers-memo.ts";
import type { Reference } from "../content/references.ts";

/**
 * References as cards: the client with its sector, seat and size, then what we built, how
 * long it took, what changed and whom a buyer may speak to. The contact is a role, not a
 * person: names are shared after a first call, with the reference's consent.
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
  const rows: [string, string, string][] = [
    ["built", t`What we built`, i18n._(r.built)],
    ["duration", t`Duration`, t`${plural(r.weeks, { one: "# week", other: "# weeks" })}`],
    ["outcome", t`Outcome`, i18n._(r.outcome)],
    ["contact", t`Reference contact`, t`${role}, ${client}`],
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
