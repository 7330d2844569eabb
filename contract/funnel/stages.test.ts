import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { messages as deLabels } from "../../locales/de/labels.ts";
import { messages as deStaff } from "../../locales/de/staff.ts";
import { funnelGroupName } from "./stages.ts";

describe("a funnel group's name", () => {
  it("names a page of our site, the site, a partner and a campaign as the inbox and the CLI do, in English and German", () => {
    const en = setupI18n({ locale: "en", messages: { en: {} } });
    const de = setupI18n({ locale: "de", messages: { de: { ...deLabels, ...deStaff } } });
    expect(funnelGroupName(en, "source", { kind: "site", key: "/de/" })).toBe("Website page /de/");
    expect(funnelGroupName(de, "source", { kind: "site", key: "/de/" })).toBe("Seite /de/");
    expect(funnelGroupName(de, "source", { kind: "site", key: "" })).toBe("Website (direkt)");
    expect(funnelGroupName(en, "source", { kind: "partner", key: "reviewb" })).toBe("Partner reviewb");
    expect(funnelGroupName(de, "source", { kind: "unknown", key: "" })).toBe("Unbekannt");
    expect(funnelGroupName(de, "campaign", { kind: "campaign", key: "" })).toBe("Ohne Kampagne");
    expect(funnelGroupName(en, "campaign", { kind: "campaign", key: "spring" })).toBe("spring");
  });
});
