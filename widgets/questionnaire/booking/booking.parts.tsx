/**
 * The pieces the booking step's view is built of: a time zone's name, a call's time on the
 * visitor's clock, the time zone select and the line naming the host.
 */
import { useLingui } from "@lingui/react/macro";
import { useEffect, useId, useMemo, useState } from "react";
import { intlTags } from "../../../contract/intl-tags.ts";
import { company } from "../../../contract/site/company.ts";
import { idle } from "../../lib/dom.ts";
import { toWidgetLocale } from "../../lib/locale.ts";
import { type CityNames, cityOf, type RegionTexts, zoneGroups, zoneText } from "./booking.zones.ts";

/**
 * The zone as people name it, in the widget's language: "Central European Time",
 * "Mitteleuropäische Zeit"; where the browser knows only its offset, its city ("UTC").
 */
export function zoneName(zone: string, locale: string): string {
  const name = zoneText(locale, zone, new Date(), "longGeneric");
  return name && !/^(GMT|UTC)/.test(name) ? name : cityOf(zone);
}

/** The Intl tag of the widget's language ("en" is British: "Tuesday 1 December, 09:30"). */
export const intlTag = (locale: string) => intlTags[toWidgetLocale(locale)];

/** A call's start, in full, on the clock of `timeZone`, the zone named. */
export function callTime(start: string, locale: string, timeZone: string): string {
  const when = new Intl.DateTimeFormat(intlTag(locale), { dateStyle: "full", timeStyle: "short", timeZone }).format(new Date(start));
  return `${when} (${zoneName(timeZone, intlTag(locale))})`;
}

/**
 * The time zone the times are shown in: a native select (labelled, keyboard and screen
 * reader behaviour of the platform), the visitor's detected zone and the agency's first,
 * then the rest by region and place, each with its offset from UTC.
 */
export function TimeZoneSelect({ zone, detected, onChange }: { zone: string; detected: string; onChange: (zone: string) => void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const locale = intlTag(i18n.locale);
  const { texts, cities } = useZoneTexts();
  // Every zone only once the browser is idle or the visitor turns to the select, and again
  // so after a switch of language: the first two groups follow the switch at once.
  const [allIn, setAllIn] = useState("");
  const all = allIn === locale;
  const showAll = () => setAllIn(locale);
  useEffect(() => void idle().then(() => setAllIn(locale)), [locale]);
  const groups = useMemo(
    () => zoneGroups({ current: zone, detected, locale, texts, cities, all }),
    [zone, detected, locale, texts, cities, all],
  );
  return (
    <p className="time-zone" part="time-zone">
      <label htmlFor={id}>{t`Time zone`}</label>
      <select
        id={id}
        className="input"
        value={zone}
        onFocus={showAll}
        onPointerDown={showAll}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        {groups.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.zones.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </p>
  );
}

/** The select's group names and our own names of places, in the widget's language: new ones only when its texts change. */
function useZoneTexts(): { texts: RegionTexts; cities: CityNames } {
  const { t } = useLingui();
  return useMemo(
    () => ({
      texts: {
        suggested: t`Suggested`,
        common: t`Common time zones`,
        Europe: t`Europe`,
        America: t`Americas`,
        Asia: t`Asia`,
        Africa: t`Africa`,
        Australia: t`Australia`,
        Pacific: t`Pacific`,
        Atlantic: t`Atlantic`,
        Indian: t`Indian Ocean`,
        Antarctica: t`Antarctica`,
        other: t`Other`,
      },
      // Places a European visitor may pick that browsers leave in English ("Moscow (Ortszeit)").
      cities: {
        "Europe/Moscow": t`Moscow`,
        "Atlantic/Canary": t`Canary Islands`,
        "Atlantic/Azores": t`Azores`,
      },
    }),
    [t],
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
