import { describe, expect, it } from "vitest";
import { pureStructs } from "./pure-structs.mjs";
import { buildEndWith, transformWith } from "./testing/plugin-hooks.ts";

describe("pureStructs", () => {
  it("marks the calls of the names a contract module imports from superstruct, and only those", () => {
    const code = [
      'import { object, string as text } from "superstruct";',
      "const size = (s) => s;",
      "export const Request = object({ name: text(), size: size(3) });",
      'export const note = "object(";',
    ].join("\n");
    expect(transformWith(pureStructs(), code, "/repo/contract/booking.ts")).toBe(
      [
        'import { object, string as text } from "superstruct";',
        "const size = (s) => s;",
        "export const Request = /*#__PURE__*/object({ name: /*#__PURE__*/text(), size: size(3) });",
        'export const note = "object(";',
      ].join("\n"),
    );
  });

  it("marks them in a form's folder under the contract too", () => {
    expect(
      transformWith(
        pureStructs(),
        'import { object } from "superstruct";\nexport const Form = object({});',
        "/repo/contract/inquiry/rules.ts",
      ),
    ).toBe('import { object } from "superstruct";\nexport const Form = /*#__PURE__*/object({});');
  });

  it("leaves modules outside the contract, and contract modules without superstruct, alone", () => {
    expect(transformWith(pureStructs(), 'import { object } from "superstruct"; object({});', "/repo/widgets/lib/net/api.ts")).toBeNull();
    expect(transformWith(pureStructs(), "// superstruct\nexport const a = f();", "/repo/contract/limits.ts")).toBeNull();
  });

  it("fails a build with superstruct in it when no contract call was marked", () => {
    const superstruct = "/repo/node_modules/superstruct/dist/index.mjs";
    const moved = { "/repo/contract/inquiry/rules.ts": 'import { object } from "superstruct/structs";\nexport const Form = object({});' };
    expect(() => buildEndWith(pureStructs(), [superstruct, ...Object.keys(moved)], moved)).toThrow(
      "superstruct is in the build but no contract module calls it",
    );
    const named = { "/repo/contract/inquiry/rules.ts": 'import { object } from "superstruct";\nexport const Form = object({});' };
    expect(() => buildEndWith(pureStructs(), [superstruct, ...Object.keys(named)], named)).not.toThrow();
    expect(() => buildEndWith(pureStructs(), ["/repo/widgets/lib/tracking/first-touch.ts"])).not.toThrow();
  });
});
