import { describe, expect, it } from "vitest";
import { messageHolds, same, spellingsOf, textHolds } from "./match.ts";

describe("recognising an address", () => {
  it("takes one mailbox however it is spelled: case, Unicode form, +tag", () => {
    expect(same("ÄNNA@X.DE", "änna@x.de")).toBe(true);
    expect(same("a\u0308nna@x.de", "änna@x.de")).toBe(true);
    expect(same("anna+news@x.de", "anna@x.de")).toBe(true);
    expect(same("hanna@x.de", "anna@x.de")).toBe(false);
    expect(same(null, "anna@x.de")).toBe(false);
  });

  it("lists the address with its domain in punycode and in Unicode", () => {
    expect(spellingsOf("anna@bücher.de").sort()).toEqual(["anna@bücher.de", "anna@xn--bcher-kva.de"].sort());
    expect(spellingsOf("anna@xn--bcher-kva.de").sort()).toEqual(["anna@bücher.de", "anna@xn--bcher-kva.de"].sort());
  });

  it("finds a whole address in free text, never one inside a longer address", () => {
    expect(textHolds("Please call ANNA@X.DE tomorrow", "anna@x.de")).toBe(true);
    expect(textHolds("write to anna@xn--bcher-kva.de.", "anna@bücher.de")).toBe(true);
    expect(textHolds("hanna@x.de", "anna@x.de")).toBe(false);
    expect(textHolds("anna@x.de.at", "anna@x.de")).toBe(false);
    expect(textHolds("anna@x.dev", "anna@x.de")).toBe(false);
  });

  it("reads a stored message as its reader would: JSON escapes, HTML entities, percent-encoding, nested JSON", () => {
    const email = "o'brien@x.de";
    expect(messageHolds(JSON.stringify({ html: "<p>o&#39;brien@x.de</p>" }), email)).toBe(true);
    expect(messageHolds(JSON.stringify({ href: "mailto:o%27brien%40x.de" }), email)).toBe(true);
    expect(messageHolds(JSON.stringify({ body: JSON.stringify({ to: "O'BRIEN@X.DE" }) }), email)).toBe(true);
    expect(messageHolds(JSON.stringify({ text: "\u00e4nna@x.de" }), "änna@x.de")).toBe(true);
    expect(messageHolds(JSON.stringify({ text: "obrien@x.de" }), email)).toBe(false);
    expect(messageHolds(undefined, email)).toBe(false);
  });
});
