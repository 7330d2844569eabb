import { describe, expect, it } from "vitest";
import { utcOffset, zoneGroups, zoneLabel } from "./questionnaire.booking-zones.ts";

const texts = {
  suggested: "Vorgeschlagen",
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
  it("name each zone by its city and today's offset from UTC", () => {
    expect(utcOffset("Europe/Vienna", winter)).toBe("UTC+01:00");
    expect(utcOffset("Europe/Vienna", new Date("2026-07-15T12:00:00Z"))).toBe("UTC+02:00");
    expect(utcOffset("Asia/Kolkata", winter)).toBe("UTC+05:30");
    expect(utcOffset("America/New_York", winter)).toBe("UTC-05:00");
    expect(zoneLabel("America/Argentina/Buenos_Aires", winter)).toBe("Buenos Aires (UTC-03:00)");
    expect(zoneLabel("UTC", winter)).toBe("UTC");
  });

  it("offer the visitor's zone and the agency's first, then every zone once by region, cities in order", () => {
    const groups = zoneGroups({ current: "Asia/Tokyo", detected: "America/New_York", locale: "de-AT", texts, all: true, now: winter });
    expect(groups[0]).toEqual({
      label: "Vorgeschlagen",
      zones: [
        { value: "America/New_York", label: "New York (UTC-05:00)" },
        { value: "Europe/Vienna", label: "Vienna (UTC+01:00)" },
        { value: "Asia/Tokyo", label: "Tokyo (UTC+09:00)" },
      ],
    });
    expect(groups.map((g) => g.label)).toEqual([
      "Vorgeschlagen",
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
    const europe = groups[1]!.zones.map((z) => z.label);
    expect(europe).toContain("Vienna (UTC+01:00)");
    expect([...europe].sort(new Intl.Collator("de-AT").compare)).toEqual(europe);
    const listed = groups.slice(1).flatMap((g) => g.zones.map((z) => z.value));
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed.length).toBe(Intl.supportedValuesOf("timeZone").length);
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
    expect(zoneGroups({ current: "Europe/Vienna", detected: "Europe/Vienna", locale: "en-GB", texts, all: false })).toHaveLength(1);
    expect(suggested!.zones.map((z) => z.value)).toEqual(["Europe/Vienna"]);
  });
});
