import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { company } from "../../contract/company.ts";
import { intlTags } from "../../contract/options.ts";
import { toWidgetLocale } from "../lib/locale.ts";

/** Offered where the browser cannot list its time zones (no `Intl.supportedValuesOf`). */
const FEW_ZONES = [
  "Europe/Vienna",
  "Europe/Berlin",
  "Europe/Zurich",
  "Europe/Paris",
  "Europe/Rome",
  "Europe/Madrid",
  "Europe/London",
  "America/New_York",
  "America/Chicago",
  "America/Los_Angeles",
  "Asia/Dubai",
  "Asia/Singapore",
  "UTC",
];

/** Every time zone the browser knows, the visitor's own among them even when the list lacks it. */
export function timeZones(current: string): string[] {
  const listed = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : FEW_ZONES;
  return listed.includes(current) ? listed : [current, ...listed];
}

/** "America/New York" for "America/New_York". */
export const zoneName = (zone: string) => zone.replaceAll("_", " ");

/** The Intl tag of the widget's language ("en" is British: "Tuesday 1 December, 09:30"). */
export const intlTag = (locale: string) => intlTags[toWidgetLocale(locale)];

/** A call's start, in full, on the clock of `timeZone`, the zone named. */
export function callTime(start: string, locale: string, timeZone: string): string {
  const when = new Intl.DateTimeFormat(intlTag(locale), { dateStyle: "full", timeStyle: "short", timeZone }).format(new Date(start));
  return `${when} (${zoneName(timeZone)})`;
}

/** The time zone the times are shown in: the detected one first, any other on request. */
export function TimeZoneSelect({ zone, onChange }: { zone: string; onChange: (zone: string) => void }) {
  const { t } = useLingui();
  const id = useId();
  return (
    <p className="time-zone" part="time-zone">
      <label htmlFor={id}>{t`Time zone`}</label>
      <select id={id} className="input" value={zone} onChange={(event) => onChange(event.currentTarget.value)}>
        {timeZones(zone).map((name) => (
          <option key={name} value={name}>
            {zoneName(name)}
          </option>
        ))}
      </select>
    </p>
  );
}

/** Who the visitor meets on the call: photo (a path on the agency's site, where `apiBase` points), name and role. */
export function HostLine({ apiBase }: { apiBase: string }) {
  const { t, i18n } = useLingui();
  const name = company.host.name;
  const role = company.host.role[toWidgetLocale(i18n.locale)];
  return (
    <p className="host" part="host">
      <img src={new URL(company.host.photoUrl, apiBase).href} alt="" width="48" height="48" className="host-photo" />
      <span>{t`You'll meet ${name}, ${role}.`}</span>
    </p>
  );
}
