import { execFile } from "node:child_process";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, sep } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { buildManifest, declarations, elementSources, jsxDeclarations, observedAttributes, parseElementSource } from "./manifest.ts";

const run = promisify(execFile);

describe("custom-elements.json", () => {
  it("describes every element with its attributes, methods, events, parts and custom properties", async () => {
    const manifest = await buildManifest();
    const elements = manifest.modules[0]!.declarations;
    const tags = elements.map((d) => d.tagName);
    expect(tags).toEqual(["agency-cookie-consent", "agency-questionnaire", "agency-referral-form"]);
    const questionnaire = elements.find((d) => d.tagName === "agency-questionnaire")!;
    expect(questionnaire.members.filter((m) => m.kind === "method").map((m) => m.name)).toEqual(["show", "close"]);
    // Every attribute is a property too, under its camelCase name, with the attribute's type or a wider one.
    const fields = questionnaire.members.filter((m) => m.kind === "field");
    expect(fields.map((f) => f.attribute)).toEqual(questionnaire.attributes.map((a) => a.name));
    expect(fields.find((f) => f.name === "projectType")?.type.text).toBe(
      '"mvp" | "frontend" | "internal" | "prototype" | "landing" | "other"',
    );
    expect(fields.find((f) => f.name === "hiddenFields")?.type.text).toBe("string | { [key: string]: string | number | boolean }");
    expect(fields.find((f) => f.name === "open")?.type.text).toBe("boolean");
    expect(questionnaire.attributes.find((a) => a.name === "hidden-fields")).toMatchObject({
      fieldName: "hiddenFields",
      type: { text: "string" },
    });
    expect(questionnaire.events.find((e) => e.name === "agency-questionnaire-submitted")?.type.text).toBe("CustomEvent<{ id: string }>");
    expect(questionnaire.cssProperties.map((p) => p.name)).toContain("--agency-accent");
    expect(manifest.modules[0]!.exports.map((e) => e.name)).toEqual(tags);
  });

  it("flags the ignored `partner` attribute as deprecated, with the guide's words, in the manifest and both declarations", async () => {
    const manifest = await buildManifest();
    for (const element of manifest.modules[0]!.declarations.filter((d) => d.tagName !== "agency-cookie-consent")) {
      const attribute = element.attributes.find((a) => a.name === "partner")!;
      expect(attribute).toMatchObject({ deprecated: true, description: expect.stringMatching(/^No longer needed: .*ignored\.$/) });
      expect(element.members.find((m) => m.name === "partner")).toMatchObject({ deprecated: true });
      expect(element.attributes.filter((a) => a.deprecated).map((a) => a.name)).toEqual(["partner"]);
    }
    expect(JSON.stringify(manifest)).not.toContain("stored as the");
    const dts = declarations(manifest);
    expect(dts).toMatch(/\/\*\* @deprecated No longer needed: [^*]*\*\/\n {2}partner: string \| undefined;/);
    expect(dts.match(/@deprecated/g)).toHaveLength(2);
    expect(jsxDeclarations(manifest)).toMatch(/\/\*\* @deprecated No longer needed: [^*]*\*\/\n {8}"partner"\?: string \| undefined;/);
  });

  // The doc blocks are the contract partners read: they must say what the code does.
  it("documents exactly the attributes each element observes, and only parts that exist", async () => {
    for (const file of await elementSources()) {
      const source = await readFile(file, "utf8");
      const element = parseElementSource(source, file);
      expect(element.attributes.map((a) => a.name).sort(), `${file} @attr vs observedAttributes`).toEqual(
        observedAttributes(source).sort(),
      );
      const folder = dirname(file);
      // The element's folder with its parts' folders (the questionnaire's booking/) and the
      // shared pieces of widgets/lib (fields, toasts) it renders. The testing/ helpers are no
      // part of the element.
      const filesIn = async (dir: string) =>
        (await readdir(dir, { withFileTypes: true, recursive: true }))
          .filter((e) => e.isFile())
          .map((e) => join(e.parentPath, e.name))
          .filter((f) => !f.split(sep).includes("testing"));
      const files = [...(await filesIn(folder)), ...(await filesIn("widgets/lib"))].filter((f) => !f.includes(".test."));
      const code = (await Promise.all(files.map((f) => readFile(f, "utf8")))).join("\n");
      const partTokens = new Set([...code.matchAll(/part(?:=|: ?)["']([^"']+)["']/g)].flatMap((m) => m[1]!.split(/\s+/)));
      for (const part of element.cssParts) expect(partTokens, `${file} documents part "${part.name}"`).toContain(part.name);
      for (const event of element.events) expect(code, `${file} dispatches ${event.name}`).toContain(event.name);
    }
  });

  it("generates TypeScript declarations that compile and type the events", async () => {
    const dir = await mkdtemp(join(tmpdir(), "agency-dts-"));
    await writeFile(join(dir, "agency-widgets.d.ts"), declarations(await buildManifest()));
    await writeFile(
      join(dir, "use.ts"),
      [
        'import type {} from "./agency-widgets.d.ts";',
        'const q = document.querySelector("agency-questionnaire");',
        "q?.show();",
        'q?.addEventListener("agency-questionnaire-submitted", (e) => console.log(e.detail.id.toUpperCase()));',
        'document.addEventListener("agency-consent-change", (e) => console.log(e.detail?.analytics === true));',
        'void window.AgencyWidgets?.ready("agency-referral-form").then((element) => console.log(element.name));',
        'void window.AgencyWidgets?.toast({ title: "Saved", duration: 5000 });',
        "export {};",
      ].join("\n"),
    );
    const tsc = join(process.cwd(), "node_modules/typescript/bin/tsc");
    const args = [
      tsc,
      "--noEmit",
      "--strict",
      "--allowImportingTsExtensions",
      "--module",
      "esnext",
      "--moduleResolution",
      "bundler",
      "--target",
      "es2022",
      "--lib",
      "es2022,dom",
      join(dir, "use.ts"),
    ];
    const result = await run(process.execPath, args, { cwd: dir })
      .then(
        () => "",
        (e: { stdout: string }) => e.stdout,
      )
      .finally(() => rm(dir, { recursive: true, force: true }));
    expect(result).toBe("");
  });
});
