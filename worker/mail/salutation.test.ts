import { describe, expect, it } from "vitest";
import type { Locale } from "../../contract/locales.ts";
import { mailI18n } from "./i18n.ts";
import { salutationLine } from "./salutation.ts";

const line = (locale: Locale, name: string, salutation: "" | "ms" | "mr") => salutationLine(mailI18n(locale), { name, salutation });

describe("the acknowledgement's salutation", () => {
  it("greets in German as a letter in Vienna opens: formally with a salutation, by name without, to nobody when the name fails", () => {
    expect(line("de", "Claudia Wimmer", "ms")).toBe("Sehr geehrte Frau Wimmer,");
    expect(line("de", "Dr. Claudia Wimmer", "ms")).toBe("Sehr geehrte Frau Dr. Wimmer,");
    expect(line("de", "Peter Gruber", "mr")).toBe("Sehr geehrter Herr Gruber,");
    expect(line("de", "Claudia Wimmer", "")).toBe("Guten Tag Claudia Wimmer,");
    expect(line("de", "Call +1 900 555 0100", "ms")).toBe("Sehr geehrte Damen und Herren,");
    expect(line("de", "Ruf an: 0664 123", "")).toBe("Sehr geehrte Damen und Herren,");
  });

  it("greets in English", () => {
    expect(line("en", "Claudia Wimmer", "ms")).toBe("Dear Ms Wimmer,");
    // Titles are a German greeting's convention: "Dear Ms Mag. Hofbauer" reads as a mistake.
    expect(line("en", "Prof. Dr. Peter Gruber", "mr")).toBe("Dear Dr Gruber,");
    expect(line("en", "Dr. Katharina Hofer", "ms")).toBe("Dear Dr Hofer,");
    expect(line("en", "Dr. Katharina Hofer", "")).toBe("Hello Dr. Katharina Hofer,");
    expect(line("en", "Mag. Andrea Hofbauer", "ms")).toBe("Dear Ms Hofbauer,");
    expect(line("en", "Claudia Wimmer", "")).toBe("Hello Claudia Wimmer,");
    expect(line("en", "see example.com/offer", "mr")).toBe("Good day,");
  });

  it("greets in French, Italian and Spanish by their conventions", () => {
    expect(line("fr", "Claudia Wimmer", "ms")).toBe("Madame Wimmer,");
    expect(line("fr", "Peter Gruber", "mr")).toBe("Monsieur Gruber,");
    expect(line("fr", "Claudia Wimmer", "")).toBe("Bonjour Claudia Wimmer,");
    expect(line("fr", "<b>x</b>", "ms")).toBe("Madame, Monsieur,");
    expect(line("it", "Claudia Wimmer", "ms")).toBe("Gentile Sig.ra Wimmer,");
    expect(line("it", "Peter Gruber", "mr")).toBe("Gentile Sig. Gruber,");
    expect(line("it", "Claudia Wimmer", "")).toBe("Gentile Claudia Wimmer,");
    expect(line("es", "Claudia Wimmer", "ms")).toBe("Estimada Sra. Wimmer:");
    expect(line("es", "Peter Gruber", "mr")).toBe("Estimado Sr. Gruber:");
    expect(line("es", "Claudia Wimmer", "")).toBe("Hola, Claudia Wimmer:");
  });

  it("addresses by the last word, keeping leading titles", () => {
    expect(line("de", "Wimmer", "ms")).toBe("Sehr geehrte Frau Wimmer,");
    expect(line("de", "Mag. Anna Maria Huber", "ms")).toBe("Sehr geehrte Frau Mag. Huber,");
    expect(line("de", "DI Peter Gruber", "mr")).toBe("Sehr geehrter Herr DI Gruber,");
    expect(line("de", "Anna Dr Huber", "ms")).toBe("Sehr geehrte Frau Huber,");
  });
});
