import { readdirSync, readFileSync, statSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * The fixed roles of a form's files (docs/architecture.md, "A form's files"): every form
 * folder names its files `<form>.<role>.<ext>`, so a file's role is found the same way in
 * each; a role only one form has is listed with it.
 */
const sharedRoles = [
  "element.tsx",
  "view.tsx",
  "parts.tsx",
  "fields.ts",
  "controller.ts",
  "types.ts",
  "later.ts",
  "success.tsx",
  "success.styles.ts",
  "styles.ts",
  "catalog.ts",
];
const forms: Record<string, readonly string[]> = {
  questionnaire: [...sharedRoles, "step.tsx", "moves.ts", "draft.ts", "summary.tsx", "summary.styles.ts", "later-catalog.ts"],
  "referral-form": sharedRoles,
};

/**
 * The cookie banner has a form's roles where it has them; it has no fields, and what loads
 * once a choice needs it (the tag manager, the proof of consent) is named by what it does.
 */
const banners: Record<string, readonly string[]> = {
  "cookie-consent": [
    "element.tsx",
    "view.tsx",
    "controller.ts",
    "styles.ts",
    "catalog.ts",
    "texts.ts",
    "analytics.ts",
    "tag-manager.ts",
    "proof.ts",
  ],
};

/**
 * A folder inside a form folder is a step with a chunk of its own and the same fixed roles,
 * named `<step>.<role>.<ext>`: the booking step adds what only it has (its entry `later.tsx`,
 * the call kept in the tab, the days strip, the time zones, the requests per lead) and the
 * pieces a view of 250 lines cannot hold, each named by what it does.
 */
const steps: Record<string, readonly string[]> = {
  "questionnaire/booking": [
    "later.tsx",
    "controller.ts",
    "view.tsx",
    "parts.tsx",
    "success.tsx",
    "styles.ts",
    "catalog.ts",
    "texts.ts",
    "mount.tsx",
    "kept.ts",
    "store.ts",
    "leads.ts",
    "free-times.ts",
    "days.tsx",
    "picked.tsx",
    "zones.ts",
  ],
};

const root = new URL("../../widgets/", import.meta.url);
const isProduction = (path: string) => /\.(ts|tsx|js)$/.test(path) && !/\.test\.|\.d\.ts$|(^|\/)testing\//.test(path);

describe("the widgets' files", () => {
  it.each(Object.entries({ ...forms, ...banners }))("%s has a file for each of its roles and no file of another role", (form, roles) => {
    const files = readdirSync(new URL(`${form}/`, root), { withFileTypes: true })
      .filter((entry) => entry.isFile() && isProduction(entry.name))
      .map((entry) => entry.name);
    expect(files.sort()).toEqual(roles.map((role) => `${form}.${role}`).sort());
  });

  it("every production file starts with a doc block saying its role", () => {
    const files = readdirSync(root, { recursive: true, encoding: "utf8" }).filter(isProduction);
    const without = files.filter((file) => !readFileSync(new URL(file, root), "utf8").startsWith("/**"));
    expect(without).toEqual([]);
  });

  it("no production file under lib imports a widget above it", () => {
    // The elements build on lib; one import the other way ties their folders into a circle.
    const elements = readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== "lib")
      .map((entry) => entry.name);
    const specifier = /(?:from|import)\s*\(?\s*["']([^"']+)["']/g;
    const upward = readdirSync(new URL("lib/", root), { recursive: true, encoding: "utf8" })
      .filter(isProduction)
      .flatMap((file) => {
        const from = new URL(`lib/${file}`, root);
        return [...readFileSync(from, "utf8").matchAll(specifier)]
          .map((match) => match[1] ?? "")
          .filter((path) => path.startsWith("."))
          .map((path) => new URL(path, from).href.slice(root.href.length))
          .filter((target) => elements.some((element) => target.startsWith(`${element}/`)))
          .map((target) => `lib/${file} -> ${target}`);
      });
    expect(elements).toContain("cookie-consent");
    expect(upward).toEqual([]);
  });

  it("no production file of the booking step imports the questionnaire around it", () => {
    // The questionnaire lends the step what it needs (booking.mount.tsx's BookingHost); an import back would tie the two into a circle.
    const folder = new URL("questionnaire/booking/", root);
    const specifier = /(?:from|import)\s*\(?\s*["']([^"']+)["']/g;
    const upward = readdirSync(folder, { recursive: true, encoding: "utf8" })
      .filter(isProduction)
      .flatMap((file) =>
        [...readFileSync(new URL(file, folder), "utf8").matchAll(specifier)]
          .map((match) => new URL(match[1] ?? "", new URL(file, folder)).href.slice(root.href.length))
          .filter((target) => target.startsWith("questionnaire/") && !target.startsWith("questionnaire/booking/"))
          .map((target) => `${file} -> ${target}`),
      );
    expect(upward).toEqual([]);
  });
});

/** The production files directly in `folder` (under widgets/). */
const productionFiles = (folder: string) =>
  readdirSync(new URL(`${folder}/`, root), { withFileTypes: true })
    .filter((entry) => entry.isFile() && isProduction(entry.name))
    .map((entry) => entry.name);

describe("the steps inside a form's folder", () => {
  it.each(Object.entries(steps))("%s has a file for each of its roles and no file of another role", (folder, roles) => {
    const step = folder.split("/").at(-1) ?? folder;
    expect(productionFiles(folder).sort()).toEqual(roles.map((role) => `${step}.${role}`).sort());
  });

  it("every folder inside a form's folder with production files is a step with its roles listed", () => {
    const folders = Object.keys(forms).flatMap((form) =>
      readdirSync(new URL(`${form}/`, root), { recursive: true, encoding: "utf8" })
        .filter((path) => !/(^|\/)testing(\/|$)/.test(path))
        .map((path) => `${form}/${path}`)
        .filter((path) => statSync(new URL(path, root)).isDirectory() && productionFiles(path).length > 0),
    );
    expect(folders.sort()).toEqual(Object.keys(steps).sort());
  });
});
