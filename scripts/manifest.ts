/**
 * Generates the partners' machine-readable description of the widgets from the doc
 * blocks of the element sources (the one place the contract is written down):
 *
 * - `custom-elements.json`: the web-components ecosystem's Custom Elements Manifest
 *   (schema 2.1), which editors and tools read for autocompletion and docs;
 * - `agency-widgets.d.ts`: TypeScript declarations of the tags, their methods and events,
 *   and the loader's global `AgencyWidgets`;
 * - `agency-widgets.react.d.ts`: React's JSX types of the tags (attributes, properties,
 *   event props).
 *
 * Both are written to dist/widgets/ and served next to the loader. Run by `npm run build`;
 * `node scripts/manifest.ts --print` prints the manifest instead.
 */
import { readFileSync } from "node:fs";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { inquiryChoices } from "../contract/inquiry/fields.ts";
import { prefillAttributes, prefillSources } from "../widgets/lib/ui/prefill.ts";

const root = fileURLToPath(new URL("..", import.meta.url));

/** The element sources: every `widgets/<name>/<name>.element.tsx` (or `.ts`), one custom element each. */
export async function elementSources(): Promise<string[]> {
  const files = await readdir(join(root, "widgets"), { recursive: true });
  return files
    .filter((f) => /\.element\.tsx?$/.test(f))
    .map((f) => `widgets/${f.replaceAll("\\", "/")}`)
    .sort();
}

interface Named {
  name: string;
  description: string;
}
interface Typed extends Named {
  type: { text: string };
  /** Still accepted but no longer needed: the manifest schema's flag, `@deprecated` in the declarations. */
  deprecated?: true;
}
/** An element's property: one per attribute, named in camelCase (`hidden-fields` -> `hiddenFields`). */
export interface Field extends Typed {
  kind: "field";
  attribute: string;
}
export type Member = (Named & { kind: "method" }) | Field;
export interface ElementDeclaration {
  kind: "class";
  customElement: true;
  name: string;
  tagName: string;
  description: string;
  attributes: (Typed & { fieldName: string })[];
  members: Member[];
  events: Typed[];
  cssParts: Named[];
  cssProperties: Named[];
}
export interface Manifest {
  schemaVersion: "2.1.0";
  readme: string;
  modules: {
    kind: "javascript-module";
    path: string;
    declarations: ElementDeclaration[];
    exports: { kind: "custom-element-definition"; name: string; declaration: { name: string; module: string } }[];
  }[];
}

const DEPRECATED = "Deprecated:";

/** `hidden-fields` -> `hiddenFields`: the element's property for an attribute. */
const camelCase = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** Splits "{Type} rest" where Type may itself contain braces. */
function takeType(text: string): { type?: string; rest: string } {
  if (!text.startsWith("{")) return { rest: text };
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "{") depth++;
    if (text[i] === "}" && --depth === 0) return { type: text.slice(1, i).trim(), rest: text.slice(i + 1).trim() };
  }
  throw new Error(`unbalanced braces in "${text}"`);
}

/** The tag-name constants of widgets/lib/runtime/tags.ts, by constant name. */
function tagNames(): Record<string, string> {
  const source = readFileSync(join(root, "widgets", "lib", "runtime", "tags.ts"), "utf8");
  return Object.fromEntries([...source.matchAll(/export const (\w+_TAG) = "(agency-[a-z-]+)"/g)].map((m) => [m[1]!, m[2]!]));
}

/** A doc block's text before its first tag, and its tags (a tag's indented lines continue it; code blocks are text). */
function docTags(block: string): { description: string[]; tags: { tag: string; text: string }[] } {
  const lines = block.split("\n").map((l) => l.replace(/^\s*\* ?/, ""));
  const description: string[] = [];
  const tags: { tag: string; text: string }[] = [];
  let inCode = false;
  for (const line of lines) {
    if (line.trim().startsWith("```")) inCode = !inCode;
    const tag = inCode ? null : /^@(\w+)\s+(.*)$/.exec(line.trim());
    if (tag) tags.push({ tag: tag[1]!, text: tag[2]! });
    else if (tags.length > 0 && /^\s{2,}\S/.test(line)) tags[tags.length - 1]!.text += ` ${line.trim()}`;
    else if (tags.length === 0) description.push(line);
  }
  return { description, tags };
}

/**
 * The values a questionnaire prefill attribute takes, when it is a choice: the contract's,
 * so the doc block names none and the manifest, the .d.ts and the docs' tables
 * (scripts/option-docs.ts) cannot disagree with what the form accepts.
 */
function prefillChoices(tagName: string, attribute: string): readonly string[] | undefined {
  if (tagName !== "agency-questionnaire") return undefined;
  const source = prefillSources.find((s) => s.attribute === attribute);
  return source && inquiryChoices[source.field];
}

interface Attribute extends Named {
  deprecated?: true;
  type: string;
  propertyType: string;
}

/** The `@attr` tags: `@attr {AttributeType} name {PropertyType} - ...`, the property's type when it takes more than the attribute's text. */
function parseAttributes(
  tags: { text: string }[],
  { file, tagName, flags, split }: { file: string; tagName: string; flags: string[]; split: (text: string) => Named },
): Attribute[] {
  return tags.map((t) => {
    const { type: written, rest } = takeType(t.text);
    const [, name = "", more = ""] = /^(\S+)\s*([\s\S]*)$/.exec(rest) ?? [];
    const property = takeType(more);
    const named = split(`${name} ${property.rest}`);
    // `@attr name - Deprecated: why` keeps an attribute that old pages still set, typed but flagged.
    const deprecated = named.description.startsWith(DEPRECATED) ? { deprecated: true as const } : {};
    let description = named.description.replace(DEPRECATED, "").trim();
    const values = prefillChoices(tagName, name);
    if (values && written) throw new Error(`${file}: @attr ${name} takes the contract's values; write no type for it`);
    const type = values ? values.map((v) => JSON.stringify(v)).join(" | ") : (written ?? "string");
    if (values) description += ` One of ${values.map((v) => `\`${v}\``).join(", ")}.`;
    return { ...named, description, ...deprecated, type, propertyType: property.type ?? (flags.includes(name) ? "boolean" : type) };
  });
}

/** Reads the doc block that documents the element (the one with @attr tags). */
export function parseElementSource(source: string, file: string): ElementDeclaration {
  const block = [...source.matchAll(/\/\*\*([\s\S]*?)\*\//g)].map((m) => m[1]!).find((b) => /@attr\b/.test(b));
  if (!block) throw new Error(`${file}: no doc block with @attr tags`);
  const [, tagConstant, className] = /defineOnce\((\w+), (\w+)\)/.exec(source) ?? [];
  const tagName = tagConstant ? tagNames()[tagConstant] : undefined;
  if (!tagName || !className) throw new Error(`${file}: no defineOnce(<TAG constant of widgets/lib/runtime/tags.ts>, <element class>)`);

  const { description, tags } = docTags(block);
  const split = (text: string): Named => {
    const m = /^(\S+)\s+-\s+([\s\S]*)$/.exec(text);
    if (!m) throw new Error(`${file}: expected "name - description" in "${text}"`);
    return { name: m[1]!, description: m[2]!.trim() };
  };
  const of = (name: string) => tags.filter((t) => t.tag === name);
  const attrs = parseAttributes(of("attr"), { file, tagName, flags: listed(source, "flags"), split });
  return {
    kind: "class",
    customElement: true,
    name: className,
    tagName,
    description: description.join("\n").trim(),
    // `@attr {"a" | "b"} name - ...` types an attribute that takes a fixed set of values; plain `string` otherwise.
    attributes: attrs.map((a) => ({
      name: a.name,
      description: a.description,
      ...(a.deprecated && { deprecated: a.deprecated }),
      type: { text: a.type },
      fieldName: camelCase(a.name),
    })),
    members: [
      ...of("method").map((t) => ({ kind: "method" as const, ...split(t.text) })),
      ...attrs.map((a) => ({
        kind: "field" as const,
        name: camelCase(a.name),
        description: a.description,
        ...(a.deprecated && { deprecated: a.deprecated }),
        type: { text: a.propertyType },
        attribute: a.name,
      })),
    ],
    // Partners' code reads `event.detail`: an event without its type would be `any` to them.
    events: of("event").map((t) => {
      const { type, rest } = takeType(t.text);
      if (!type?.startsWith("CustomEvent<")) throw new Error(`${file}: @event needs its type, "@event {CustomEvent<Detail>} name - ..."`);
      return { ...split(rest), type: { text: type } };
    }),
    cssParts: of("csspart").map((t) => split(t.text)),
    cssProperties: of("cssproperty").map((t) => split(t.text)),
  };
}

/**
 * The attributes an element really observes (its `widgetElement` definition's `attributes`
 * and `flags`), for checking the docs against.
 */
export function observedAttributes(source: string): string[] {
  return [...listed(source, "attributes"), ...listed(source, "flags")];
}

/** The strings of one list of an element's `widgetElement` definition (`attributes: [...]`, `flags: [...]`). */
function listed(source: string, key: "attributes" | "flags"): string[] {
  const list = new RegExp(`\\b${key}: \\[([^\\]]*)\\]`).exec(source)?.[1] ?? "";
  // The questionnaire observes the prefill list itself rather than a copy of it.
  const spread = list.includes("...prefillAttributes") ? prefillAttributes : [];
  return [...[...list.matchAll(/"([^"]+)"/g)].map((m) => m[1]!), ...spread];
}

export async function buildManifest(files?: string[]): Promise<Manifest> {
  files ??= await elementSources();
  const declarations: ElementDeclaration[] = [];
  for (const file of files) declarations.push(parseElementSource(await readFile(join(root, file), "utf8"), file));
  const module = "widgets/agency-widgets.js";
  return {
    schemaVersion: "2.1.0",
    readme: "docs/embedding.md",
    modules: [
      {
        kind: "javascript-module",
        path: module,
        declarations,
        exports: declarations.map((d) => ({
          kind: "custom-element-definition" as const,
          name: d.tagName,
          declaration: { name: d.name, module },
        })),
      },
    ],
  };
}

const comment = (text: string, indent: string, deprecated?: true) =>
  `${indent}/** ${deprecated ? "@deprecated " : ""}${text.replace(/\*\//g, "*\\/").replace(/\s*\n\s*/g, " ")} */\n`;

/** The loader's `window.AgencyWidgets` (widgets/agency-widgets.ts), for a partner's page scripts. */
function loaderDeclarations(tags: string[]): string {
  return `/** A tag the loader defines. */
export type AgencyWidgetTag = ${tags.map((tag) => JSON.stringify(tag)).join(" | ")};

/** A toast on your page: one at a time (a new one replaces the old), and each ends by itself. */
export interface AgencyToastOptions {
  title: string;
  description?: string;
  variant?: "default" | "success" | "destructive";
  /** A button linking to \`href\` (opens in a new tab). */
  action?: { label: string; href: string };
  /** Milliseconds until it hides itself (at most 20 seconds). Default: 5 seconds, 12 with an action, 10 for an error. */
  duration?: number;
}

/** \`AgencyWidgets\` (also \`window.AgencyWidgets\`), set by the loader script. */
export interface AgencyWidgetsApi {
  version: string;
  /** Shows a toast on your page; resolves with its id. */
  toast(options: AgencyToastOptions): Promise<number>;
  /** Opens the questionnaire (the first \`<agency-questionnaire>\`, created if there is none). */
  openQuestionnaire(): void;
  /** Loads the element's code now and resolves once \`tag\` is defined; rejects for a tag that is not one of the widgets'. */
  ready(tag: AgencyWidgetTag): Promise<CustomElementConstructor>;
}

`;
}

/**
 * A method, or a property as the element has it: `undefined` while its attribute is absent
 * (a flag is a plain boolean). `lang` is HTMLElement's own.
 */
function member(m: Member): string {
  if (m.kind === "method") return `${m.name}(): void`;
  if (m.name === "lang") return "lang: string";
  return `${m.name}: ${m.type.text}${m.type.text === "boolean" ? "" : " | undefined"}`;
}

/** TypeScript declarations of the tags: element types, their methods, properties and typed events, and the loader's API. */
export function declarations(manifest: Manifest): string {
  const elements = manifest.modules.flatMap((m) => m.declarations);
  let out = "// Generated by scripts/manifest.ts from the element doc blocks. Do not edit.\n";
  out += "// Declarations of the agency's widgets for partners' editors: <agency-*> tags and their events.\n\n";
  for (const el of elements) {
    out += comment(el.description.split("\n\n")[0] ?? el.tagName, "");
    out += `export interface ${el.name} extends HTMLElement {\n`;
    for (const m of el.members) out += `${comment(m.description, "  ", m.kind === "field" ? m.deprecated : undefined)}  ${member(m)};\n`;
    out += "}\n\n";
  }
  out += loaderDeclarations(elements.map((el) => el.tagName));
  // A global, as the guide's snippets use it (`await AgencyWidgets.ready(...)`): it exists once
  // the loader has run, which a module script after the loader's deferred tag can rely on.
  out +=
    "declare global {\n  /** Set by the loader script (`agency-widgets.js`) when it runs. */\n  var AgencyWidgets: AgencyWidgetsApi;\n";
  out += "  interface HTMLElementTagNameMap {\n";
  for (const el of elements) out += `    "${el.tagName}": ${el.name};\n`;
  out += "  }\n  interface GlobalEventHandlersEventMap {\n";
  for (const el of elements) for (const e of el.events) out += `${comment(e.description, "    ")}    "${e.name}": ${e.type.text};\n`;
  out += "  }\n}\n";
  return out;
}

/** One element's props: its attributes, its properties, and a listener prop per event. */
function jsxProps(el: ElementDeclaration): string {
  let out = `      "${el.tagName}": WidgetProps<HTMLElementTagNameMap["${el.tagName}"]> & {\n`;
  for (const a of el.attributes) {
    const type = a.name === "open" ? 'boolean | ""' : a.type.text;
    out += `${comment(a.description, "        ", a.deprecated)}        "${a.name}"?: ${type} | undefined;\n`;
  }
  for (const f of el.members.filter((m): m is Field => m.kind === "field" && m.name !== m.attribute)) {
    out += `${comment(`The \`${f.attribute}\` attribute as the element's property.`, "        ", f.deprecated)}        ${f.name}?: ${f.type.text} | undefined;\n`;
  }
  for (const e of el.events) {
    out += `${comment(e.description, "        ")}        "on${e.name}"?: ((event: GlobalEventHandlersEventMap["${e.name}"]) => void) | undefined;\n`;
  }
  return `${out}      };\n`;
}

/**
 * React's JSX types of the tags (apart from the plain declarations, which must not need
 * React). React 19 sets a defined element's properties (`hiddenFields`) and passes
 * `on<event-name>` props as listeners of that event, so both are typed. The partners'
 * copy (`standalone`) brings the plain declarations along; the site's copy takes the
 * element and event types from the widgets' own sources instead.
 */
export function jsxDeclarations(manifest: Manifest, { standalone = true } = {}): string {
  const elements = manifest.modules.flatMap((m) => m.declarations);
  let out = "// Generated by scripts/manifest.ts from the element doc blocks. Do not edit.\n";
  out += "// JSX types of the agency's widgets for React (19+) apps.\n\n";
  // The file's own name, not "./agency-widgets.js": a partner's `agency-widgets.ts` beside it would shadow that one.
  if (standalone) out += 'import type {} from "./agency-widgets.d.ts";\n';
  out += 'import type { DetailedHTMLProps, HTMLAttributes } from "react";\n\n';
  out += "type WidgetProps<E extends HTMLElement> = DetailedHTMLProps<HTMLAttributes<E>, E>;\n\n";
  out += 'declare module "react" {\n  namespace JSX {\n    interface IntrinsicElements {\n';
  for (const el of elements) out += jsxProps(el);
  out += "    }\n  }\n}\n";
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const manifest = await buildManifest();
  if (process.argv.includes("--print")) {
    console.log(JSON.stringify(manifest, null, 2));
  } else {
    const out = join(root, "dist", "widgets");
    await mkdir(out, { recursive: true });
    await writeFile(join(out, "custom-elements.json"), `${JSON.stringify(manifest, null, 2)}\n`);
    await writeFile(join(out, "agency-widgets.d.ts"), declarations(manifest));
    await writeFile(join(out, "agency-widgets.react.d.ts"), jsxDeclarations(manifest));
    // The site's own copy of the JSX types, for `npm run typecheck` (`npm run generate` writes it before a build).
    const types = join(root, ".build", "types");
    await mkdir(types, { recursive: true });
    await writeFile(join(types, "agency-widgets.react.d.ts"), jsxDeclarations(manifest, { standalone: false }));
    console.log(
      `wrote dist/widgets/custom-elements.json, agency-widgets.d.ts and agency-widgets.react.d.ts (${manifest.modules[0]!.declarations.length} elements)`,
    );
  }
}
