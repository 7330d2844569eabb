/**
 * The time zones the booking step offers, arranged and named for people.
 */
import { AGENCY_TIME_ZONE } from "../../../contract/site/company.ts";

/**
 * The time zones the booking step offers, arranged for people: the visitor's own and the
 * agency's first, then the common ones, then the rest by region, each named by its city and its offset from UTC today
 * ("Vienna (UTC+01:00)"). The city leads, so typing its first letters in the select finds it.
 */

/**
 * Offered besides the suggested and common zones where the browser cannot list its time
 * zones (no `Intl.supportedValuesOf`): those two groups show in every browser.
 */
const FEW_ZONES = ["America/Chicago", "Asia/Singapore", "UTC"];

/**
 * Old spellings the browser's time-zone data (CLDR) still lists, each for the name the
 * IANA database uses today: nothing in `Intl` maps them, and "Truk" or "Calcutta" reads as
 * outdated to the visitor. A zone merged into another (McMurdo keeps Auckland's time) is
 * dropped for that one.
 */
const CURRENT_NAMES: Readonly<Record<string, string>> = {
  "Africa/Asmera": "Africa/Asmara",
  "America/Buenos_Aires": "America/Argentina/Buenos_Aires",
  "America/Catamarca": "America/Argentina/Catamarca",
  "America/Cordoba": "America/Argentina/Cordoba",
  "America/Coral_Harbour": "America/Atikokan",
  "America/Godthab": "America/Nuuk",
  "America/Indianapolis": "America/Indiana/Indianapolis",
  "America/Jujuy": "America/Argentina/Jujuy",
  "America/Louisville": "America/Kentucky/Louisville",
  "America/Mendoza": "America/Argentina/Mendoza",
  "Antarctica/McMurdo": "Pacific/Auckland",
  "Asia/Calcutta": "Asia/Kolkata",
  "Asia/Katmandu": "Asia/Kathmandu",
  "Asia/Rangoon": "Asia/Yangon",
  "Asia/Saigon": "Asia/Ho_Chi_Minh",
  "Atlantic/Faeroe": "Atlantic/Faroe",
  "Europe/Kiev": "Europe/Kyiv",
  "Pacific/Enderbury": "Pacific/Kanton",
  "Pacific/Ponape": "Pacific/Pohnpei",
  "Pacific/Truk": "Pacific/Chuuk",
};

/** The zone's current IANA name ("Asia/Kolkata" for the "Asia/Calcutta" a browser may report). */
export const currentZoneName = (zone: string): string => CURRENT_NAMES[zone] ?? zone;

/** Where a European agency's visitors mostly are, after the visitor's own zone and the agency's. */
const COMMON_ZONES = [
  "Europe/Berlin",
  "Europe/Zurich",
  "Europe/London",
  "Europe/Paris",
  "Europe/Amsterdam",
  "Europe/Brussels",
  "Europe/Rome",
  "Europe/Madrid",
  "Europe/Lisbon",
  "Europe/Warsaw",
  "Europe/Prague",
  "Europe/Stockholm",
  "Europe/Athens",
  "America/New_York",
  "America/Los_Angeles",
  "Asia/Dubai",
];

/** The IANA regions in the order they are offered; zones outside them (`UTC`, `Arctic/...`) come last. */
const REGIONS = ["Europe", "America", "Asia", "Africa", "Australia", "Pacific", "Atlantic", "Indian", "Antarctica"] as const;

/**
 * The groups' names in the visitor's language: the step's own texts, since browsers' region
 * names (`Intl.DisplayNames`) are missing where their ICU data is trimmed.
 */
export type RegionTexts = Record<(typeof REGIONS)[number] | "suggested" | "common" | "other", string>;

/**
 * City names in the visitor's language where it has its own ("Wien", "Zürich"), by zone:
 * `Intl` names languages and regions but no cities, so the rest keep the database's English.
 */
export type CityNames = Readonly<Partial<Record<string, string>>>;

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
function zoneLabel(zone: string, now: Date, cities: CityNames): string {
  const city = cities[zone] ?? (zone.split("/").at(-1) ?? zone).replaceAll("_", " ");
  return zone.includes("/") && !zone.startsWith("Etc/") ? `${city} (${utcOffset(zone, now)})` : city;
}

function option(zone: string, now: Date, cities: CityNames): ZoneOption {
  try {
    return { value: zone, label: zoneLabel(zone, now, cities) };
  } catch {
    return { value: zone, label: zone.replaceAll("_", " ") };
  }
}

/**
 * The select's groups: suggested (the visitor's detected zone, the agency's, and the one
 * chosen now when it is neither), the common ones, then (with `all`) every other zone the
 * browser knows by region, by city; each zone once, by its current name. Each offset costs
 * a formatter, some 400 in all: the step shows the first two groups first and the rest
 * once the browser is idle or the visitor turns to the select.
 */
export function zoneGroups(options: {
  current: string;
  detected: string;
  locale: string;
  texts: RegionTexts;
  cities?: CityNames;
  all: boolean;
  now?: Date;
}): ZoneGroup[] {
  const { locale, texts, cities = {}, now = new Date() } = options;
  const suggested = [...new Set([options.detected, AGENCY_TIME_ZONE, options.current].map(currentZoneName))];
  const common = COMMON_ZONES.filter((zone) => !suggested.includes(zone));
  const groups = [
    { label: texts.suggested, zones: suggested.map((zone) => option(zone, now, cities)) },
    { label: texts.common, zones: common.map((zone) => option(zone, now, cities)) },
  ];
  if (!options.all) return groups;
  const shown = new Set([...suggested, ...common]);
  return [...groups, ...regionGroups({ locale, texts, cities, now }, shown)];
}

function regionGroups(
  { locale, texts, cities, now }: { locale: string; texts: RegionTexts; cities: CityNames; now: Date },
  shown: ReadonlySet<string>,
): ZoneGroup[] {
  const listed = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : FEW_ZONES;
  const zones = new Set(listed.map(currentZoneName).filter((zone) => !shown.has(zone)));
  const byRegion = new Map<string, ZoneOption[]>();
  for (const zone of zones) {
    const region = REGIONS.find((name) => zone.startsWith(`${name}/`)) ?? "other";
    byRegion.set(region, [...(byRegion.get(region) ?? []), option(zone, now, cities)]);
  }
  const collator = new Intl.Collator(locale);
  return [...REGIONS, "other" as const].flatMap((region) => {
    const listedHere = (byRegion.get(region) ?? []).sort((a, b) => collator.compare(a.label, b.label));
    return listedHere.length > 0 ? [{ label: texts[region], zones: listedHere }] : [];
  });
}
