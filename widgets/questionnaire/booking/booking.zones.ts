/**
 * The time zones the booking step offers, arranged and named for people.
 */
import { AGENCY_TIME_ZONE } from "../../../contract/site/company.ts";

/**
 * The time zones the booking step offers, arranged for people: the visitor's own and the
 * agency's first, then the common ones, then the rest by region, each named by its place in
 * the widget's language and its offset from UTC today ("Österreich (UTC+01:00)",
 * "Los Angeles (UTC-08:00)"). The place leads, so typing its first letters in the select finds it.
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

/** The city in a zone's id, as words: "Buenos Aires" for "America/Argentina/Buenos_Aires". */
export const cityOf = (zone: string): string => (zone.split("/").at(-1) ?? zone).replaceAll("_", " ");

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
 * Our own names for places, by zone, where browsers keep the database's English one
 * ("Moscow" in a German list): their time-zone data names countries in every language,
 * but trims the translations of cities.
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

/** How Intl names `zone` at `date` in `locale`, in the given style ("Mitteleuropäische Zeit", "GMT+01:00"). */
export const zoneText = (locale: string, zone: string, date: Date, style: Intl.DateTimeFormatOptions["timeZoneName"]): string =>
  new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: style }).formatToParts(date).find((p) => p.type === "timeZoneName")
    ?.value ?? "";

/**
 * Each formatter costs about a millisecond and the list needs some 800: what one formatted
 * is kept for the page's life, so choosing another zone or going back to a language costs
 * none, and only a language new to the page formats its places.
 */
const formatted = new Map<string, string>();
const once = (key: string, format: () => string): string => {
  const known = formatted.get(key);
  if (known !== undefined) return known;
  const text = format();
  formatted.set(key, text);
  return text;
};

/** "UTC+01:00", "UTC-03:30", "UTC+00:00": the zone's offset on `now`'s day. */
function utcOffset(zone: string, now: Date): string {
  return once(`${zone} ${now.toDateString()}`, () => {
    const match = /([+-])(\d{2}):?(\d{2})?/.exec(zoneText("en-US", zone, now, "longOffset"));
    return match ? `UTC${match[1]}${match[2]}:${match[3] ?? "00"}` : "UTC+00:00";
  });
}

/**
 * A day before 1970, when no zone had yet joined a shared name such as "Central European
 * Time": Intl then names each zone by its place, the form CLDR gives time-zone pickers
 * (the country where it has one zone, else the city).
 */
const BEFORE_SHARED_NAMES = new Date(-2e12);

/**
 * The place of a zone in `locale`'s words ("Österreich", "Los Angeles"), without the words
 * around it ("{place} (Ortszeit)", "hora de {place}"), as they stand around Chicago, a name
 * all five languages share. Undefined where Intl names no place.
 */
export function placeNames(locale: string): (zone: string) => string | undefined {
  // Where Chicago is not named (no such data), the words after it are a character no text has.
  const [before = "", after = "\0"] = zoneText(locale, "America/Chicago", BEFORE_SHARED_NAMES, "longGeneric").split("Chicago");
  return (zone) => {
    const text = once(`${locale} ${zone}`, () => zoneText(locale, zone, BEFORE_SHARED_NAMES, "longGeneric"));
    const place = text.slice(before.length, text.length - after.length);
    return place && text.startsWith(before) && text.endsWith(after) ? place : undefined;
  };
}

interface Namer {
  cities: CityNames;
  place: (zone: string) => string | undefined;
}

/** "Österreich (UTC+01:00)", "Buenos Aires (UTC-03:00)"; `UTC` alone as itself. */
function zoneLabel(zone: string, now: Date, { cities, place }: Namer): string {
  const city = cityOf(zone);
  if (!zone.includes("/")) return city;
  const named = place(zone);
  // A browser without the city's name spells it from the id it keeps, the old one ("Truk").
  const outdated = named === cityOf(Object.keys(CURRENT_NAMES).find((old) => CURRENT_NAMES[old] === zone) ?? "");
  return `${cities[zone] ?? (outdated ? undefined : named) ?? city} (${utcOffset(zone, now)})`;
}

function option(zone: string, now: Date, namer: Namer): ZoneOption {
  try {
    return { value: zone, label: zoneLabel(zone, now, namer) };
  } catch {
    return { value: zone, label: zone.replaceAll("_", " ") };
  }
}

/**
 * The select's groups: suggested (the visitor's detected zone, the agency's, and the one
 * chosen now when it is neither), the common ones, then (with `all`) every other zone the
 * browser knows by region, by place; each zone once, by its current name. Each name and
 * offset costs a formatter, some 800 in all: the step shows the first two groups first and
 * the rest once the browser is idle or the visitor turns to the select.
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
  const namer: Namer = { cities, place: placeNames(locale) };
  const suggested = [...new Set([options.detected, AGENCY_TIME_ZONE, options.current].map(currentZoneName))];
  const common = COMMON_ZONES.filter((zone) => !suggested.includes(zone));
  const groups = [
    { label: texts.suggested, zones: suggested.map((zone) => option(zone, now, namer)) },
    { label: texts.common, zones: common.map((zone) => option(zone, now, namer)) },
  ];
  if (!options.all) return groups;
  const shown = new Set([...suggested, ...common]);
  return [...groups, ...regionGroups({ locale, texts, namer, now }, shown)];
}

function regionGroups(
  { locale, texts, namer, now }: { locale: string; texts: RegionTexts; namer: Namer; now: Date },
  shown: ReadonlySet<string>,
): ZoneGroup[] {
  const listed = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : FEW_ZONES;
  const zones = new Set(listed.map(currentZoneName).filter((zone) => !shown.has(zone)));
  const byRegion = new Map<string, ZoneOption[]>();
  for (const zone of zones) {
    const region = REGIONS.find((name) => zone.startsWith(`${name}/`)) ?? "other";
    byRegion.set(region, [...(byRegion.get(region) ?? []), option(zone, now, namer)]);
  }
  const collator = new Intl.Collator(locale);
  return [...REGIONS, "other" as const].flatMap((region) => {
    const listedHere = (byRegion.get(region) ?? []).sort((a, b) => collator.compare(a.label, b.label));
    return listedHere.length > 0 ? [{ label: texts[region], zones: listedHere }] : [];
  });
}
