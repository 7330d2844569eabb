/**
 * docs/embedding.md and the Custom Elements Manifest (scripts/manifest.ts, from the
 * elements' doc blocks) describe the same elements: every attribute, event, method and
 * part the code documents is in the guide, and the guide names none that is not.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
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
