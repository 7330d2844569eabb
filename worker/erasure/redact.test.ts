import { describe, expect, it } from "vitest";
import { REMOVED_MENTION } from "../db/erasure/statements/erasure-shape.ts";
import { redactJson, redactMention } from "./redact.ts";

describe("replacing a mention of an erased person", () => {
  it("replaces every whole mention in any spelling, and the names typed beside it", () => {
    expect(redactMention("Anna Huber <ANNA@x.de>, cc anna@x.de", "anna@x.de", ["Anna Huber"])).toBe(
      `${REMOVED_MENTION} <${REMOVED_MENTION}>, cc ${REMOVED_MENTION}`,
    );
    expect(redactMention("anna@xn--bcher-kva.de", "anna@bücher.de", [])).toBe(REMOVED_MENTION);
  });

  it("leaves a text without a mention alone, names included", () => {
    expect(redactMention("Anna Huber, hanna@x.de", "anna@x.de", ["Anna Huber"])).toBeUndefined();
  });

  it("keeps a JSON column JSON, replacing inside its string values only", () => {
    const stored = JSON.stringify({ utm: { campaign: "from anna@x.de" }, page: "/de/" });
    expect(JSON.parse(redactJson(stored, "anna@x.de", []) ?? "null")).toEqual({
      utm: { campaign: `from ${REMOVED_MENTION}` },
      page: "/de/",
    });
    expect(redactJson(JSON.stringify({ page: "/" }), "anna@x.de", [])).toBeUndefined();
    expect(redactJson("not json anna@x.de", "anna@x.de", [])).toBe(`not json ${REMOVED_MENTION}`);
  });
});
