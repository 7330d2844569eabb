/**
 * The time zones the booking step offers, grouped and labelled by place and UTC offset
 * ("Österreich (UTC+01:00)"). The place leads, so typing its first letters in the select finds it.
 */
import { AGENCY_TIME_ZONE } from "../../../contract/site/company.ts";

/** The rest of the list where the browser cannot list its zones (no `Intl.supportedValuesOf`). */
const FEW_ZONES = ["America/Chicago", "Asia/Singapore", "UTC"];

/**
 * Old names browsers still list (CLDR), mapped to today's IANA names, since `Intl` does not
 * map them and "Calcutta" reads as outdated. A merged zone maps to the one it joined.
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

/** Returns the city of a zone id as words: "Buenos Aires" for "America/Argentina/Buenos_Aires". */
export const cityOf = (zone: string): string => (zone.split("/").at(-1) ?? zone).replaceAll("_", " ");

/** Returns the zone's current IANA name ("Asia/Kolkata" for "Asia/Calcutta"). */
export const currentZoneName = (zone: string): string => CURRENT_NAMES[zone] ?? zone;

/** Where a European agency's visitors mostly are. */
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

/** The groups' names, from the step's own texts: `Intl.DisplayNames` lacks them where ICU data is trimmed. */
export type RegionTexts = Record<(typeof REGIONS)[number] | "suggested" | "common" | "other", string>;

/** Our own place names by zone, where browsers' trimmed data keeps the English city name. */
export type CityNames = Readonly<Partial<Record<string, string>>>;

export interface ZoneOption {
  value: string;
  label: string;
}

export interface ZoneGroup {
  label: string;
  zones: ZoneOption[];
}

/** Returns Intl's name of `zone` at `date` in `locale` and `style` ("Mitteleuropäische Zeit", "GMT+01:00"). */
export const zoneText = (locale: string, zone: string, date: Date, style: Intl.DateTimeFormatOptions["timeZoneName"]): string =>
  new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: style }).formatToParts(date).find((p) => p.type === "timeZoneName")
    ?.value ?? "";

/** Formatted texts for the page's life: each formatter costs about 1 ms and the full list needs some 800. */
const formatted = new Map<string, string>();
const once = (key: string, format: () => string): string => {
  const known = formatted.get(key);
  if (known !== undefined) return known;
  const text = format();
  formatted.set(key, text);
  return text;
};

/** Returns the zone's offset on `now`'s day: "UTC+01:00", "UTC-03:30". */
function utcOffset(zone: string, now: Date): string {
  return once(`${zone} ${now.toDateString()}`, () => {
    const match = /([+-])(\d{2}):?(\d{2})?/.exec(zoneText("en-US", zone, now, "longOffset"));
    return match ? `UTC${match[1]}${match[2]}:${match[3] ?? "00"}` : "UTC+00:00";
  });
}

/**
 * A date before 1970, before zones shared names like "Central European Time": Intl then
 * names each zone by its place (its country where it has one zone, else its city).
 */
const BEFORE_SHARED_NAMES = new Date(-2e12);

/**
 * Returns a function giving a zone's place in `locale` ("Österreich"), or undefined. The
 * surrounding words ("{place} (Ortszeit)") are found around "Chicago", a name all five
 * languages share, and cut off.
 */
export function placeNames(locale: string): (zone: string) => string | undefined {
  // Without data for Chicago, `after` is a character no name contains, so nothing matches.
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

/** Returns "Österreich (UTC+01:00)", "Buenos Aires (UTC-03:00)"; `UTC` as itself. */
function zoneLabel(zone: string, now: Date, { cities, place }: Namer): string {
  const city = cityOf(zone);
  if (!zone.includes("/")) return city;
  const named = place(zone);
  // A browser without the city's name spells it from its old id ("Truk"): use ours instead.
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
 * Returns the select's groups: suggested (detected, the agency's, the current), common, and
 * with `all` every other zone by region. Each zone appears once, by its current name. Pass
 * `all` only when needed: it formats some 800 labels.
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
