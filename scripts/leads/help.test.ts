import { describe, expect, it } from "vitest";
import { langIn } from "./args.ts";
import { UsageError } from "./errors.ts";
import { helpText } from "./help.ts";
import { parseCommandLine } from "./parse.ts";
import { cliText } from "./texts.ts";

/** The refusal `argv` gets, in `locale`. */
async function refusal(argv: string[], locale: "de" | "en"): Promise<string> {
  const { i18n } = await cliText(locale);
  try {
    parseCommandLine(argv);
  } catch (err) {
    expect(err).toBeInstanceOf(UsageError);
    return (err as UsageError).textIn(i18n);
  }
  throw new Error(`accepted: ${argv.join(" ")}`);
}

describe("--lang and --help", () => {
  it("takes --lang de|en with every command and --help, and refuses another language", async () => {
    expect(parseCommandLine(["--help", "--lang", "de"])).toMatchObject({ command: { name: "help" }, lang: "de" });
    expect(parseCommandLine(["outbox", "--lang", "EN"]).lang).toBe("en");
    expect(parseCommandLine(["list", "inquiries", "--lang=de"]).lang).toBe("de");
    expect(parseCommandLine(["outbox"]).lang).toBeUndefined();
    expect(await refusal(["outbox", "--lang", "fr"], "de")).toBe("--lang erwartet de oder en, nicht „fr“");
  });

  it("finds --lang in a command line the parser refuses, so the refusal is in that language", () => {
    expect(langIn(["list", "--frobnicate", "--lang", "en"])).toBe("en");
    expect(langIn(["list", "--lang=de", "--since"])).toBe("de");
    expect(langIn(["list", "--lang", "fr"])).toBeUndefined();
  });

  it("refuses an unknown option or a missing value in the chosen language alone, with a near miss", async () => {
    expect(await refusal(["list", "inquiries", "--lan", "en"], "de")).toBe("unbekannte Option --lan (meinten Sie „--lang“?)");
    expect(await refusal(["list", "inquiries", "--frobnicate"], "en")).toBe("unknown option --frobnicate");
    expect(await refusal(["list", "inquiries", "--since"], "de")).toBe("--since braucht einen Wert dahinter");
    expect(await refusal(["outbox", "--dead=yes"], "en")).toBe("--dead takes no value");
  });

  it("prints the help in the chosen language, in staff's words, within the terminal", async () => {
    for (const locale of ["de", "en"] as const) {
      const text = helpText(await cliText(locale), 79);
      for (const line of text.split("\n")) expect(line.length, line).toBeLessThanOrEqual(79);
      expect(text).toContain("--lang de|en");
      for (const word of ["utm_campaign", "BOM", "Unicode form", "state directory", "deployed database"]) expect(text).not.toContain(word);
    }
    const de = helpText(await cliText("de"), 79);
    expect(de).toContain("Befehle:");
    expect(de).toContain("die Live-Datenbank (ohne: Ihre lokale Testkopie)");
    expect(helpText(await cliText("en"), 79)).toContain("the live database (without it: your local test copy)");
  });
});
