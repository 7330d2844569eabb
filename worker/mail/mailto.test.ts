import { describe, expect, it } from "vitest";
import { replyHref } from "./mailto.ts";

/** The link as a mail client reads it: the address, and the subject it fills in. */
function parsed(href: string): { address: string; subject: string | null } {
  const url = new URL(href);
  return { address: decodeURIComponent(url.pathname), subject: url.searchParams.get("subject") };
}

describe("replyHref", () => {
  it("keeps an ordinary address as typed and encodes the whole subject", () => {
    expect(replyHref("max+ref@example.org", "Re: Danke & bis bald?")).toBe(
      "mailto:max+ref@example.org?subject=Re%3A%20Danke%20%26%20bis%20bald%3F",
    );
  });

  it("encodes what would end the address part, so the subject stays the one we wrote", () => {
    const address = "a?subject=x#y%z&cc=b c@example.org";
    const href = replyHref(address, "Ihre Prämie (ref_1)");
    expect(href.startsWith("mailto:a%3Fsubject=x%23y%25z%26cc=b%20c@example.org?subject=")).toBe(true);
    expect(parsed(href)).toEqual({ address, subject: "Ihre Prämie (ref_1)" });
  });
});
