/** The inbox page: every inquiry and referral, filtered through the address bar, with its export. */
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { FormEvent } from "react";
import { type LeadKind, statusLabels } from "../../contract/lead/lifecycles.ts";
import type { StaffInboxAnswer, StaffInboxLine } from "../../contract/staff/api.ts";
import { leadKindLabels } from "../../contract/staff/words.ts";
import { useResource } from "../api.ts";
import { dateLang, dateTime, day } from "../format.ts";
import { label, sourceLabel } from "../labels.ts";
import { useLastVisit } from "../lastVisit.ts";
import { useProblemText } from "../problems.ts";
import { Link, useLocation, useSearch } from "../router.ts";
import { TableWrap } from "../TableWrap.tsx";

const FILTERS = ["search", "type", "status", "source", "campaign", "from", "to", "overdue"] as const;

function Filters({ answer, params }: { answer: StaffInboxAnswer | undefined; params: URLSearchParams }) {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of FILTERS) {
      const value = String(form.get(name) ?? "").trim();
      if (value) next.set(name, value);
    }
    navigate(next.size ? `/?${next}` : "/");
  };
  const value = (name: string) => params.get(name) ?? "";
  // Collapsed on a phone so the leads come first; open on a wide screen or when a filter is set.
  const open = params.size > 0 || window.matchMedia("(min-width: 640px)").matches;
  return (
    <details className="filter-box" open={open}>
      <summary>{t`Filter`}</summary>
      <search>
        <form className="filters" onSubmit={submit} aria-label={t`Filter leads`} key={params.toString()}>
          <label>
            {t`Search name, company or address`}
            <input type="search" name="search" defaultValue={value("search")} />
          </label>
          <ChoiceFilters answer={answer} value={value} />
          <label>
            {t`From`}
            <input type="date" name="from" lang={dateLang(i18n.locale)} defaultValue={value("from")} />
          </label>
          <label>
            {t`To`}
            <input type="date" name="to" lang={dateLang(i18n.locale)} defaultValue={value("to")} />
          </label>
          <label className="check">
            <input type="checkbox" name="overdue" value="1" defaultChecked={value("overdue") === "1"} />
            {t`Only overdue`}
          </label>
          <div className="buttons">
            <button type="submit">{t`Apply filters`}</button>
            <Link href="/">{t`Clear`}</Link>
          </div>
        </form>
      </search>
    </details>
  );
}

function ChoiceFilters({ answer, value }: { answer: StaffInboxAnswer | undefined; value: (name: string) => string }) {
  const { t, i18n } = useLingui();
  return (
    <>
      <label>
        {t`Kind`}
        <select name="type" defaultValue={value("type")}>
          <option value="">{t`All`}</option>
          {Object.keys(leadKindLabels).map((code) => (
            <option key={code} value={code}>
              {label(i18n, leadKindLabels, code)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t`Status`}
        <select name="status" defaultValue={value("status")}>
          <option value="">{t`All`}</option>
          {Object.keys(statusLabels).map((code) => (
            <option key={code} value={code}>
              {label(i18n, statusLabels, code)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t`Source or partner`}
        <select name="source" defaultValue={value("source")}>
          <option value="">{t`All`}</option>
          {(answer?.sources ?? []).map((source) => (
            <option key={source} value={source}>
              {sourceLabel(i18n, source)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t`Campaign`}
        <select name="campaign" defaultValue={value("campaign")}>
          <option value="">{t`All`}</option>
          {(answer?.campaigns ?? []).map((campaign) => (
            <option key={campaign} value={campaign}>
              {campaign}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}

function Line({ lead, fresh }: { lead: StaffInboxLine; fresh: boolean }) {
  const { t, i18n } = useLingui();
  return (
    // The data-label names each cell when a phone shows the row as a card.
    <tr className={lead.overdue ? "overdue" : undefined}>
      <td className="lead-name" data-label={t`Name`}>
        {/* Unread is no status: a dot before the name, named for screen readers, not a word beside the status. */}
        {fresh && <span className="unread-dot" role="img" aria-label={t`unread`} title={t`New since your last visit`} />}
        <Link href={`/leads/${lead.id}`}>{[lead.company, lead.name || lead.email].filter(Boolean).join(" – ")}</Link>
        {lead.type === "referral" && <div className="muted">{t`recommended by ${lead.referrer}`}</div>}
        {lead.same_person > 0 && (
          <div className="dupes">
            {/* The lead's page lists all of them, each linked: a search would find one address or one name, not both. */}
            <Link
              href={`/leads/${lead.id}`}
            >{t`${plural(lead.same_person, { one: "# more lead from this person", other: "# more leads from this person" })}`}</Link>
          </div>
        )}
      </td>
      <td data-label={t`Status`}>
        <span className={`status status-${lead.status}`}>{label(i18n, statusLabels, lead.status)}</span>
        {lead.overdue && <span className="badge overdue-badge">{t`Overdue`}</span>}
      </td>
      <td data-label={t`Received`}>{dateTime(lead.created_at, i18n.locale)}</td>
      <td data-label={t`Kind`}>{label(i18n, leadKindLabels, lead.type)}</td>
      <td data-label={t`Source`}>{sourceLabel(i18n, lead.source)}</td>
      <td data-label={t`Owner`} className={lead.owner ? undefined : "empty"}>
        {lead.owner}
      </td>
      {/* The task beside its day, so a glance at the list says what is due, not only when. */}
      <td data-label={t`Next step`} className={lead.next_step_on || lead.next_step_text ? undefined : "empty"}>
        {day(lead.next_step_on, i18n.locale)}
        {lead.next_step_text && <div className="next-step-text">{lead.next_step_text}</div>}
      </td>
      <td data-label={t`Call`} className={lead.booking_start ? undefined : "empty"}>
        {dateTime(lead.booking_start, i18n.locale)}
      </td>
    </tr>
  );
}

/** The CSV of what the filters show, of one kind of lead. */
function exportLink(params: URLSearchParams, type: LeadKind): string {
  const query = new URLSearchParams(params);
  query.set("type", type);
  return `/api/staff/export?${query}`;
}

/** How many leads are shown, how many overdue and new since the last visit, and their export. */
function Summary({ leads, fresh, params }: { leads: StaffInboxLine[]; fresh: number; params: URLSearchParams }) {
  const { t } = useLingui();
  const overdue = leads.filter((lead) => lead.overdue).length;
  return (
    <p aria-live="polite">
      {t`${plural(leads.length, { one: "# lead shown", other: "# leads shown" })}, ${overdue} overdue.`}{" "}
      {fresh > 0 && <strong>{t`${plural(fresh, { one: "# new since your last visit.", other: "# new since your last visit." })}`} </strong>}
      <a href={exportLink(params, "inquiry")} download>
        {t`Export inquiries as CSV`}
      </a>{" "}
      <a href={exportLink(params, "referral")} download>
        {t`Export referrals as CSV`}
      </a>
    </p>
  );
}

/** The inbox: every inquiry and referral, in the API's order (overdue first unless asked for newest), with filters that live in the address. */
export function Inbox() {
  const { t } = useLingui();
  const search = useSearch();
  const params = new URLSearchParams(search);
  const { data, error } = useResource("/leads", { query: search });
  const problem = useProblemText();
  const lastVisit = useLastVisit();
  const isNew = (lead: StaffInboxLine) => lastVisit !== null && lead.created_at > lastVisit;
  const overdue = data?.overdue ?? 0;
  const leads = data?.leads ?? [];
  return (
    <>
      <h1>{t`Leads`}</h1>
      {overdue > 0 && params.get("overdue") !== "1" && (
        <p className="overdue-note">
          <Link href="/?overdue=1">{t`${overdue} overdue: show only these`}</Link>
        </p>
      )}
      <Filters answer={data} params={params} />
      {error && <p role="alert">{problem(error)}</p>}
      {data && <Summary leads={data.leads} fresh={data.leads.filter(isNew).length} params={params} />}
      {data && data.leads.length > 0 && (
        <TableWrap label={t`Leads, overdue first, then newest`}>
          <table className="leads">
            <caption className="sr-only">
              <Trans>Leads, overdue first, then newest</Trans>
            </caption>
            <thead>
              <tr>
                <th scope="col">{t`Name`}</th>
                <th scope="col">{t`Status`}</th>
                <th scope="col">{t`Received`}</th>
                <th scope="col">{t`Kind`}</th>
                <th scope="col">{t`Source`}</th>
                <th scope="col">{t`Owner`}</th>
                <th scope="col">{t`Next step`}</th>
                <th scope="col">{t`Call`}</th>
              </tr>
            </thead>
            <tbody>
              {leads.map((lead) => (
                <Line key={lead.id} lead={lead} fresh={isNew(lead)} />
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
      {data?.leads.length === 0 && <p>{t`No leads match these filters.`}</p>}
    </>
  );
}
