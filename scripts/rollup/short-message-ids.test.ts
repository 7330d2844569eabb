import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { shortMessageIds } from "./short-message-ids.mjs";

type Hooks = {
  renderStart(this: unknown): void;
  renderChunk(this: unknown, code: string, chunk: { fileName: string }): { code: string } | null;
};

/** A locales folder with one `.po` that declares the explicit ids `submit` and `option.companySize.501+`. */
function localesDir(): URL {
  const dir = mkdtempSync(join(tmpdir(), "short-ids-"));
  writeFileSync(
    join(dir, "kit.po"),
    '#. js-lingui-explicit-id\n#: contract/inquiry/option-labels.ts\nmsgid "submit"\nmsgstr "Send"\n\n' +
      '#. js-lingui-explicit-id\n#: contract/inquiry/field-labels.ts\nmsgid "option.companySize.501+"\nmsgstr "501 or more"\n\n' +
      'msgid "Full name"\nmsgstr "Full name"\n',
  );
  return pathToFileURL(`${dir}/`);
}

/** The plugin after `renderStart` over catalog modules with the given source. */
function started(catalogs: Record<string, string>) {
  const plugin = shortMessageIds({ localesDir: localesDir() }) as unknown as Hooks;
  const errors: string[] = [];
  const context = {
    getModuleIds: () => Object.keys(catalogs)[Symbol.iterator](),
    getModuleInfo: (id: string) => ({ code: catalogs[id] }),
    error: (message: string) => {
      errors.push(message);
      throw new Error(message);
    },
  };
  plugin.renderStart.call(context);
  return { render: (code: string) => plugin.renderChunk.call(context, code, { fileName: "chunk.js" })?.code ?? code, errors };
}

describe("shortMessageIds", () => {
  const catalog =
    'export const messages=JSON.parse("{\\"0W0FHK\\":[\\"Full name\\"],\\"submit\\":[\\"Send\\"],\\"-QSOyQ\\":[\\"Later\\"]}");';

  it("renames a hashed id the same in the code and in the catalog", () => {
    const { render } = started({ "/repo/locales/en/questionnaire.ts": catalog });
    const code = render('const a={id:"0W0FHK"},b={id:"-QSOyQ"};');
    const texts = render(`const e=JSON.parse('{"0W0FHK":["Full name"],"-QSOyQ":["Later"]}');`);
    expect(code).toBe('const a={id:"b"},b={id:"a"};');
    expect(texts).toBe(`const e=JSON.parse('{"b":["Full name"],"a":["Later"]}');`);
  });

  it("keeps explicit ids and other six-letter strings", () => {
    const { render } = started({ "/repo/locales/en/questionnaire.ts": catalog });
    expect(render('x.type="submit";y={id:"submit"};z="select";')).toBe('x.type="submit";y={id:"submit"};z="select";');
  });

  it("renames an explicit id with a namespace, in the code and in the catalog", () => {
    const labels =
      'export const messages=JSON.parse("{\\"0W0FHK\\":[\\"Full name\\"],\\"option.companySize.501+\\":[\\"501 or more\\"]}");';
    const { render } = started({ "/repo/locales/en/questionnaire.ts": labels });
    expect(render('const a={id:"option.companySize.501+"},b={id:"0W0FHK"};')).toBe('const a={id:"b"},b={id:"a"};');
    expect(render(`JSON.parse('{"option.companySize.501+":["501 or more"]}')`)).toBe(`JSON.parse('{"b":["501 or more"]}')`);
    // A string that is no catalog's key stays, namespace or not.
    expect(render('x="option.other";')).toBe('x="option.other";');
  });

  it("reads the ids of a joined catalog module too", () => {
    const { render } = started({ "/repo/locales/en/questionnaire-form.ts": catalog });
    expect(render('const a={id:"0W0FHK"};')).toBe('const a={id:"b"};');
  });

  it("fails when no catalog module holds an id", () => {
    expect(() => started({ "/repo/widgets/lib/other.ts": catalog })).toThrow(/no message id/);
  });

  it("fails on an id left in a form it does not rename", () => {
    const { render, errors } = started({ "/repo/locales/en/questionnaire.ts": catalog });
    expect(() => render("const a=`0W0FHK`;")).toThrow(/0W0FHK/);
    expect(errors).toHaveLength(1);
  });
});
