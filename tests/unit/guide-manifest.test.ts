/**
 * docs/embedding.md and the Custom Elements Manifest (scripts/manifest.ts, from the
 * elements' doc blocks) describe the same elements: every attribute, event, method and
 * part the code documents is in the guide, and the guide names none that is not.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PARTNER_CONSENT_STORAGE_KEY } from "../../contract/consent/keys.ts";
import { buildManifest, type ElementDeclaration } from "../../scripts/manifest.ts";

const guide = readFileSync("docs/embedding.md", "utf8");

/** The guide's section of one element: from its `### \`<tag>\`` heading to the next heading of that level. */
function sectionOf(tag: string): string {
  const start = guide.indexOf(`### \`<${tag}>\``);
  expect(start, `a section for <${tag}>`).toBeGreaterThan(-1);
  const rest = guide.slice(guide.indexOf("\n", start));
  const end = rest.search(/^#{2,3} /m);
  return end === -1 ? rest : rest.slice(0, end);
}

/** The code spans in the first column of a section's table rows (attributes, events). */
function firstColumn(section: string): string[] {
  return [...section.matchAll(/^\| ([^|]+) \|/gm)].flatMap(([, cell = ""]) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!));
}

/** The guide's `::part()` list of an element (section 4: "- questionnaire: `dialog`, ..."). */
function partsOf(label: string): string[] {
  const item = new RegExp(`^- ${label}: ([\\s\\S]*?)(?=^- |^\\n|^\`\`\`)`, "m").exec(guide)?.[1] ?? "";
  return [...new Set([...item.matchAll(/`([a-z-]+)`/g)].map((m) => m[1]!))];
}

const labels: Record<string, string> = {
  "agency-questionnaire": "questionnaire",
  "agency-referral-form": "referral form",
  "agency-cookie-consent": "cookie banner",
};

const elements: ElementDeclaration[] = (await buildManifest()).modules[0]!.declarations;

describe("docs/embedding.md against the manifest", () => {
  it.each(elements.map((el) => [el.tagName, el] as const))("lists exactly the attributes and events of <%s>", (tag, el) => {
    const named = new Set(firstColumn(sectionOf(tag)));
    const attributes = [...named].filter((name) => !name.startsWith("agency-"));
    const events = [...named].filter((name) => name.startsWith("agency-"));
    expect(attributes.sort()).toEqual(el.attributes.map((a) => a.name).sort());
    expect(events.sort()).toEqual(el.events.map((e) => e.name).sort());
  });

  it.each(elements.map((el) => [el.tagName, el] as const))("names the methods and every part of <%s>", (tag, el) => {
    const section = sectionOf(tag);
    for (const method of el.members.filter((m) => m.kind === "method"))
      expect(section, `${tag}: ${method.name}()`).toContain(`\`${method.name}()\``);
    expect(partsOf(labels[tag]!).sort()).toEqual(el.cssParts.map((p) => p.name).sort());
  });
});

describe("docs/embedding.md against what partners run into", () => {
  /** The guide's text from a `## ` or `### ` heading that starts with `heading` to the next heading of that level or above. */
  const part = (heading: string) => {
    const start = guide.search(new RegExp(`^#{2,3} ${heading}`, "m"));
    expect(start, heading).toBeGreaterThan(-1);
    const rest = guide.slice(guide.indexOf("\n", start));
    return rest.slice(0, rest.search(/^#{2,3} /m));
  };

  it("tells themes with a sticky header about --agency-scroll-margin-top in the theming list and the WordPress section", () => {
    expect(part("4\\. Make them look")).toMatch(/checklist[\s\S]*sticky[\s\S]*`--agency-scroll-margin-top`/);
    expect(part("WordPress")).toMatch(/sticky header[\s\S]*--agency-scroll-margin-top/);
  });

  it("says the banner covers short pages, with the real storage key, and the acknowledgement cap's real window", async () => {
    const banner = sectionOf("agency-cookie-consent");
    expect(banner).toMatch(/covers the bottom of the page/);
    expect(banner).toContain(`localStorage.getItem("${PARTNER_CONSENT_STORAGE_KEY}")`);
    // Loaded by path: the site's type check has no Workers types for the module's D1 functions.
    const caps: string = "../../worker/db/visitors/d1/mailbox-caps.ts";
    const { CAP_WINDOW_MS } = (await import(caps)) as { CAP_WINDOW_MS: Record<"inquiry_acknowledgement", number> };
    const hours = CAP_WINDOW_MS.inquiry_acknowledgement / 3_600_000;
    expect(sectionOf("agency-questionnaire")).toMatch(new RegExp(`at most one\\s+acknowledgement[\\s\\S]*within ${hours} hours`));
  });
});
