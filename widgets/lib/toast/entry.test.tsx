import { describe, expect, it } from "vitest";
import { ensureToastRegion } from "./entry.tsx";

describe("ensureToastRegion", () => {
  it("mounts one region per document and answers each document with its own", async () => {
    const here = await ensureToastRegion(document);
    expect(await ensureToastRegion(document)).toBe(here);
    expect(document.querySelectorAll("#agency-toast-host")).toHaveLength(1);
    // Another document (a same-origin frame) whose region is already there.
    const other = document.implementation.createHTMLDocument("frame");
    const theirs = other.createElement("div");
    theirs.id = here.id;
    other.body.append(theirs);
    expect(await ensureToastRegion(other)).toBe(theirs);
    here.remove();
  });
});
