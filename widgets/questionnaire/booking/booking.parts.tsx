/**
 * Building blocks of the booking step's view: the Intl tag, the time zone select and the
 * host line. Zones and a call's time are named by contract/time-zone-name.ts, as in mails.
 */
import { useLingui } from "@lingui/react/macro";
import { useEffect, useId, useMemo, useState } from "react";
import { intlTags } from "../../../contract/intl-tags.ts";
import { company } from "../../../contract/site/company.ts";
import { toWidgetLocale } from "../../lib/i18n/locale.ts";
import { idle } from "../../lib/runtime/dom.ts";
import { type CityNames, type RegionTexts, zoneGroups } from "./booking.zones.ts";

/** The Intl tag of the widget's language ("en" is British: "Tuesday 1 December, 09:30"). */
export const intlTag = (locale: string) => intlTags[toWidgetLocale(locale)];

/**
 * A native select of the time zone the times are shown in: the detected and the agency's
 * zones first, then the rest by region, each with its UTC offset.
 */
export function TimeZoneSelect({ zone, detected, onChange }: { zone: string; detected: string; onChange: (zone: string) => void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const locale = intlTag(i18n.locale);
  const { texts, cities } = useZoneTexts();
  // The full list is built only once idle or when the select is used (formatting every zone
  // is slow), and again after a language switch.
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

/** The select's group names and our own place names, memoized until the language changes. */
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

/** Who the visitor meets on the call. The photo is served by the agency's site, at `apiBase`. */
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
