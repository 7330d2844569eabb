import { describe, expect, it } from "vitest";
import { placeNames, zoneGroups } from "./booking.zones.ts";

const texts = {
  suggested: "Vorgeschlagen",
  common: "Häufig gewählt",
  Europe: "Europa",
  America: "Amerika",
  Asia: "Asien",
  Africa: "Afrika",
  Australia: "Australien",
  Pacific: "Pazifik",
  Atlantic: "Atlantik",
  Indian: "Indischer Ozean",
  Antarctica: "Antarktis",
  other: "Weitere",
};
const winter = new Date("2026-01-15T12:00:00Z");

describe("the booking step's time zones", () => {
  it("name each zone by its place and its offset from UTC on the day: the country where it has one zone, else the city", () => {
    const labels = (current: string, now: Date) =>
      zoneGroups({ current, detected: "America/New_York", locale: "en-GB", texts, all: false, now })[0]!.zones.map((z) => z.label);
    expect(labels("Asia/Kolkata", winter)).toEqual(["New York (UTC-05:00)", "Austria (UTC+01:00)", "India (UTC+05:30)"]);
    expect(labels("America/Argentina/Buenos_Aires", new Date("2026-07-15T12:00:00Z"))).toEqual([
      "New York (UTC-04:00)",
      "Austria (UTC+02:00)",
      "Buenos Aires (UTC-03:00)",
    ]);
    expect(labels("UTC", winter).at(-1)).toBe("UTC");
  });

  it("offer the visitor's zone and the agency's first, then every zone once by region, places in order", () => {
    const groups = zoneGroups({ current: "Asia/Tokyo", detected: "America/New_York", locale: "de-AT", texts, all: true, now: winter });
    expect(groups[0]).toEqual({
      label: "Vorgeschlagen",
      zones: [
        { value: "America/New_York", label: "New York (UTC-05:00)" },
        { value: "Europe/Vienna", label: "Österreich (UTC+01:00)" },
        { value: "Asia/Tokyo", label: "Japan (UTC+09:00)" },
      ],
    });
    expect(groups[1]!.zones.map((z) => z.value)).toContain("Europe/Berlin");
    expect(groups.map((g) => g.label)).toEqual([
      "Vorgeschlagen",
      "Häufig gewählt",
      "Europa",
      "Amerika",
      "Asien",
      "Afrika",
      "Australien",
      "Pazifik",
      "Atlantik",
      "Indischer Ozean",
      "Antarktis",
      "Weitere",
    ]);
    const europe = groups[2]!.zones.map((z) => z.label);
    expect(europe).toContain("Norwegen (UTC+01:00)");
    expect([...europe].sort(new Intl.Collator("de-AT").compare)).toEqual(europe);
    // Each zone once over all groups: the suggested and common ones are not listed again by region.
    const listed = groups.flatMap((g) => g.zones.map((z) => z.value));
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed).toContain("Europe/Vienna");
  });

  it("read in the widget's language throughout: no English place in another language's list, no words around the place", () => {
    const places = (locale: string) =>
      zoneGroups({ current: "Europe/Vienna", detected: "Europe/Vienna", locale, texts, all: true, now: winter }).flatMap((g) =>
        g.zones.map((z) => z.label.replace(/ \(UTC[+-]\d\d:\d\d\)$/, "")),
      );
    const english = places("en-GB");
    expect(english).toEqual(expect.arrayContaining(["Austria", "Germany", "Denmark", "United Kingdom", "Moscow", "Los Angeles"]));
    const ownWords: Record<string, string[]> = {
      "de-AT": ["Österreich", "Deutschland", "Dänemark", "Vereinigtes Königreich", "Moskau"],
      "fr-FR": ["Autriche", "Allemagne", "Danemark", "Royaume-Uni", "Moscou"],
      "it-IT": ["Austria", "Germania", "Danimarca", "Regno Unito", "Mosca"],
      "es-ES": ["Austria", "Alemania", "Dinamarca", "Reino Unido", "Moscú"],
    };
    for (const [locale, words] of Object.entries(ownWords)) {
      const listed = places(locale);
      expect(listed, locale).toEqual(expect.arrayContaining(words));
      for (const name of ["Germany", "Denmark", "United Kingdom", "Vienna", "Copenhagen", "Moscow"])
        expect(listed, locale).not.toContain(name);
      // The words a browser puts around a place ("Deutschland (Ortszeit)", "hora de Alemania") are gone.
      expect(
        listed.filter((label) => /Ortszeit|^heure|^hora de|^Ora | Time$/.test(label)),
        locale,
      ).toEqual([]);
    }
  });

  it("find the place within any of the five languages' phrasings, and no place where Intl names none", () => {
    for (const locale of ["en-GB", "de-AT", "fr-FR", "it-IT", "es-ES"]) {
      const place = placeNames(locale);
      expect(place("Asia/Tokyo"), locale).not.toMatch(/Time|Ortszeit|heure|hora|Ora/);
      expect(place("America/Los_Angeles"), locale).toMatch(/^Los Ángeles$|^Los Angeles$/);
      expect(place("Etc/GMT+5"), locale).toBeUndefined();
    }
  });

  it("list zones by their current names, never the old spellings the browser's data keeps", () => {
    const groups = zoneGroups({ current: "Asia/Calcutta", detected: "Europe/Kiev", locale: "en-GB", texts, all: true, now: winter });
    expect(groups[0]!.zones.map((z) => z.value)).toEqual(["Europe/Kyiv", "Europe/Vienna", "Asia/Kolkata"]);
    const labels = groups.flatMap((g) => g.zones.map((z) => z.label.replace(/ \(UTC.*\)$/, "")));
    for (const old of ["Truk", "Ponape", "Faeroe", "Calcutta", "Saigon", "Katmandu", "Rangoon", "Kiev", "Godthab", "Enderbury"])
      expect(labels).not.toContain(old);
    for (const current of ["Chuuk", "Pohnpei", "Nuuk", "Faroe Islands", "Vietnam", "Nepal"]) expect(labels).toContain(current);
    const values = groups.flatMap((g) => g.zones.map((z) => z.value));
    expect(values).toContain("America/Argentina/Buenos_Aires");
    expect(values).not.toContain("America/Buenos_Aires");
  });

  it("take our own name of a place before the browser's", () => {
    const groups = zoneGroups({
      current: "Europe/Vienna",
      detected: "Europe/Vienna",
      locale: "de-AT",
      texts,
      cities: { "Europe/Vienna": "Wien", "Europe/Rome": "Rom" },
      all: false,
      now: winter,
    });
    expect(groups[0]!.zones).toEqual([{ value: "Europe/Vienna", label: "Wien (UTC+01:00)" }]);
    expect(groups[1]!.zones.map((z) => z.label)).toContain("Rom (UTC+01:00)");
  });

  it("list the current zone once among the suggestions when it is the detected one", () => {
    const [suggested] = zoneGroups({
      current: "Europe/Vienna",
      detected: "Europe/Vienna",
      locale: "en-GB",
      texts,
      all: false,
      now: winter,
    });
    expect(zoneGroups({ current: "Europe/Vienna", detected: "Europe/Vienna", locale: "en-GB", texts, all: false })).toHaveLength(2);
    expect(suggested!.zones.map((z) => z.value)).toEqual(["Europe/Vienna"]);
  });
});
