import type { I18n } from "@lingui/core";
import type { Locale } from "../../contract/locales.ts";
import { dpaPaths } from "../../contract/site/dpa-paths.ts";
import { procurementUrl } from "../../contract/site/procurement-path.ts";
import type { Block } from "./render.ts";

/** The 30 minutes of the first call, the same in the mail and in the calendar entry. */
export function callAgenda(i18n: I18n): string[] {
  return [
    i18n._({ id: "call.agenda.goals", message: "Your goals and who will use it (10 min)" }),
    i18n._({ id: "call.agenda.questions", message: "Our questions on data, systems and constraints (10 min)" }),
    i18n._({ id: "call.agenda.next", message: "Next steps and what it costs (10 min)" }),
  ];
}

/** What helps the call, as the acknowledgement asks: nothing is required. */
export function prepareParagraph(i18n: I18n): string {
  return i18n._({
    id: "inquiry.ack.prepare",
    message:
      "Nothing is required. If you have them at hand: what exists already (a spreadsheet, a prototype, screenshots), who will use it, and a date or budget you have in mind.",
  });
}

/** The DPA in the visitor's language (German has its own file; the kit's other languages read the English one). */
function dpaUrl(locale: Locale, siteUrl: string): string {
  return `${siteUrl.replace(/\/+$/, "")}${dpaPaths[locale === "de" ? "de" : "en"]}`;
}

/**
 * The first need the visitor named, answered where the mail can: the DPA and the page for
 * IT and procurement as absolute links, and when references come. Other needs: nothing.
 */
export function firstNeedBlocks(i18n: I18n, firstNeed: string, locale: Locale, siteUrl: string): Block[] {
  if (firstNeed === "dpa") {
    return [
      {
        paragraph: i18n._({
          id: "call.need.dpa",
          message:
            "You asked for our data processing agreement (DPA). Here is the current version, so your IT and legal team can read it now; the version our lawyer has reviewed comes with our proposal, for signature:",
        }),
      },
      { link: { label: i18n._({ id: "call.need.dpaLink", message: "Data processing agreement (PDF)" }), href: dpaUrl(locale, siteUrl) } },
      {
        link: {
          label: i18n._({ id: "call.need.itPage", message: "Hosting, security and contracts for IT and procurement" }),
          href: procurementUrl(locale, siteUrl),
        },
      },
    ];
  }
  if (firstNeed === "references") {
    return [
      {
        paragraph: i18n._({
          id: "call.need.references",
          message:
            "You asked for references: we bring them to the call. There we name two clients with similar projects whom you may call, and send their contacts afterwards in writing.",
        }),
      },
      {
        link: {
          label: i18n._({ id: "call.need.itPage", message: "Hosting, security and contracts for IT and procurement" }),
          href: procurementUrl(locale, siteUrl),
        },
      },
    ];
  }
  return [];
}
