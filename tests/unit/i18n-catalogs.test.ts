import { execFile } from "node:child_process";
import { readdir, readFile } from "node:fs/promises";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import siteConfig from "../../lingui.config.ts";
import kitConfig from "../../lingui.kit.config.ts";
import { formLabels } from "../../scripts/form-catalogs.ts";

const run = promisify(execFile);
const lingui = (...args: string[]) =>
  run(process.execPath, ["node_modules/@lingui/cli/dist/lingui.js", ...args], { env: { ...process.env, FORCE_COLOR: "0" } });

/** Reads the msgid/msgstr pairs of a .po file (single- and multi-line strings). */
async function readPo(path: string): Promise<Map<string, string>> {
  const text = await readFile(path, "utf8");
  const entries = new Map<string, string>();
  const re = /^msgid ((?:".*"\n?)+)msgstr ((?:".*"\n?)+)/gm;
  const join = (block: string) =>
    block
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as string)
      .join("");
  for (const m of text.matchAll(re)) {
    const id = join(m[1]!);
    if (id) entries.set(id, join(m[2]!));
  }
  return entries;
}

/**
 * The placeholders of a message: `{name}` arguments, plural/select arguments and the
 * component tags `<0>`, `</0>`, `<1/>`. A translation must carry exactly the English ones.
 */
function placeholders(message: string): string[] {
  const found = [...message.matchAll(/\{(\w+)\s*(?:\}|,\s*(plural|select|selectordinal))|<\/?\d+\/?>/g)].map((m) =>
    m[1] ? `{${m[1]}${m[2] ? `,${m[2]}` : ""}}` : m[0],
  );
  return found.sort();
}

/**
 * Every catalog of both configurations in every language it declares, read from the
 * configurations themselves: a list written here once missed the questionnaire's and the
 * booking step's catalogs, and `lingui check missing` counts the kit's English fallback as
 * a translation, so neither noticed a German text left empty.
 */
const configs = [siteConfig, kitConfig];
const catalogNames = configs.flatMap((config) => (config.catalogs ?? []).map((catalog) => catalog.name ?? ""));
const languageNames: Record<string, string> = { de: "German", fr: "French", it: "Italian", es: "Spanish" };

describe("translation catalogs", () => {
  const cases = configs.flatMap((config) =>
    (config.catalogs ?? []).flatMap((catalog) =>
      config.locales.filter((locale) => locale !== config.sourceLocale).map((locale) => ({ catalog: catalog.name ?? "", locale })),
    ),
  );

  it("checks every catalog on disk, in German and in each kit language", async () => {
    const onDisk = (await readdir("locales/en")).filter((file) => file.endsWith(".po")).map((file) => file.slice(0, -3));
    expect(catalogNames.toSorted()).toEqual(onDisk.toSorted());
    expect(
      cases
        .filter(({ locale }) => locale === "de")
        .map(({ catalog }) => catalog)
        .toSorted(),
    ).toEqual(onDisk.toSorted());
    expect(
      cases
        .filter(({ catalog }) => catalog === "booking")
        .map(({ locale }) => locale)
        .toSorted(),
    ).toEqual(["de", "es", "fr", "it"]);
  });

  // A form's chunk (`locales/<locale>/<form>-form.ts`) is its own catalog plus the labels
  // of its fields, which `scripts/form-catalogs.ts` takes from the labels catalog.
  for (const [form, declarations] of Object.entries(formLabels)) {
    it(`${form}-form: its own catalog and every label it adds are translated in every kit language`, async () => {
      expect(catalogNames).toContain(form);
      const ids = declarations.flatMap((d) => Object.values(d)).map(({ id }) => id);
      expect(ids.length).toBeGreaterThan(0);
      for (const locale of kitConfig.locales.filter((l) => l !== kitConfig.sourceLocale)) {
        const labels = await readPo(`locales/${locale}/labels.po`);
        expect(
          ids.filter((id) => !labels.get(id)?.trim()),
          `${form} labels without a ${languageNames[locale]} translation`,
        ).toEqual([]);
      }
    });
  }
  for (const { catalog, locale } of cases) {
    it(`locales/${locale}/${catalog}.po translates every English message, keeping its placeholders`, async () => {
      const en = await readPo(`locales/en/${catalog}.po`);
      const translated = await readPo(`locales/${locale}/${catalog}.po`);
      expect(en.size).toBeGreaterThan(0);
      const untranslated = [...en.keys()].filter((id) => !translated.get(id)?.trim());
      expect(untranslated, `messages without a ${languageNames[locale]} translation`).toEqual([]);
      // An explicit id's English text is its msgstr; an ordinary message's is its id.
      const mismatched = [...en.entries()]
        .map(([id, text]) => ({ id, english: text || id, other: translated.get(id) ?? "" }))
        .filter(({ english, other }) => placeholders(english).join() !== placeholders(other).join())
        .map(({ id }) => id);
      expect(mismatched, `${languageNames[locale]} translations whose placeholders differ from the English`).toEqual([]);
    });
  }

  it("catches a missing French translation and a dropped placeholder (the check itself can fail)", () => {
    expect(placeholders("Hello {name}, <0>book</0> {days, plural, one {# day} other {# days}}")).toEqual(
      placeholders("Bonjour {name}, <0>réservez</0> {days, plural, one {# jour} other {# jours}}"),
    );
    expect(placeholders("Hello {name}").join()).not.toBe(placeholders("Bonjour").join());
    expect(placeholders("<0>book</0>").join()).not.toBe(placeholders("réservez").join());
  });

  for (const config of ["lingui.config.ts", "lingui.kit.config.ts"]) {
    it(`${config} is in sync with the source code (lingui check sync); run \`npm run i18n\` after changing texts`, async () => {
      const result = await lingui("check", "sync", "--config", config, "--clean", "--verbose", "--workers", "1").catch(
        (e: { stdout: string; stderr: string }) => e,
      );
      expect(`${result.stdout}${result.stderr}`).toContain("PASS sync");
    });
  }
});
