import { AGENCY_TIME_ZONE } from "../../contract/company.ts";

/**
 * The time zones the booking step offers, arranged for people: the visitor's own and the
 * agency's first, then by region, each named by its city and its offset from UTC today
 * ("Vienna (UTC+01:00)"). The city leads, so typing its first letters in the select finds it.
 */

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

/** The IANA regions in the order they are offered; zones outside them (`UTC`, `Arctic/...`) come last. */
const REGIONS = ["Europe", "America", "Asia", "Africa", "Australia", "Pacific", "Atlantic", "Indian", "Antarctica"] as const;

/**
 * The groups' names in the visitor's language: the step's own texts, since browsers' region
 * names (`Intl.DisplayNames`) are missing where their ICU data is trimmed.
 */
export type RegionTexts = Record<(typeof REGIONS)[number] | "suggested" | "other", string>;

export interface ZoneOption {
  value: string;
  label: string;
}

export interface ZoneGroup {
  label: string;
  zones: ZoneOption[];
}

/** "UTC+01:00", "UTC-03:30", "UTC+00:00": the zone's offset at `now`. */
function utcOffset(zone: string, now: Date): string {
  const name =
    new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" })
      .formatToParts(now)
      .find((p) => p.type === "timeZoneName")?.value ?? "";
  const match = /([+-])(\d{2}):?(\d{2})?/.exec(name);
  return match ? `UTC${match[1]}${match[2]}:${match[3] ?? "00"}` : "UTC+00:00";
}

/** "Vienna (UTC+01:00)", "Buenos Aires (UTC-03:00)"; `UTC` alone as itself. */
function zoneLabel(zone: string, now: Date): string {
  const city = (zone.split("/").at(-1) ?? zone).replaceAll("_", " ");
  return zone.includes("/") && !zone.startsWith("Etc/") ? `${city} (${utcOffset(zone, now)})` : city;
}

function option(zone: string, now: Date): ZoneOption {
  try {
    return { value: zone, label: zoneLabel(zone, now) };
  } catch {
    return { value: zone, label: zone.replaceAll("_", " ") };
  }
}

/**
 * The select's groups: suggested (the visitor's detected zone, the agency's, and the one
 * chosen now when it is neither), then (with `all`) every zone the browser knows by region,
 * by city. Each offset costs a formatter, some 400 in all: the step shows the suggestions
 * first and the rest once the browser is idle or the visitor turns to the select.
 */
export function zoneGroups(options: {
  current: string;
  detected: string;
  locale: string;
  texts: RegionTexts;
  all: boolean;
  now?: Date;
}): ZoneGroup[] {
  const { current, detected, locale, texts, now = new Date() } = options;
  const suggested = [...new Set([detected, AGENCY_TIME_ZONE, current])];
  const first = { label: texts.suggested, zones: suggested.map((zone) => option(zone, now)) };
  return options.all ? [first, ...regionGroups(locale, texts, now)] : [first];
}

function regionGroups(locale: string, texts: RegionTexts, now: Date): ZoneGroup[] {
  const listed = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : FEW_ZONES;
  const byRegion = new Map<string, ZoneOption[]>();
  for (const zone of listed) {
    const region = REGIONS.find((name) => zone.startsWith(`${name}/`)) ?? "other";
    byRegion.set(region, [...(byRegion.get(region) ?? []), option(zone, now)]);
  }
  const collator = new Intl.Collator(locale);
  return [...REGIONS, "other" as const].flatMap((region) => {
    const zones = (byRegion.get(region) ?? []).sort((a, b) => collator.compare(a.label, b.label));
    return zones.length > 0 ? [{ label: texts[region], zones }] : [];
  });
}
