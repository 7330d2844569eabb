import { describe, expect, it } from "vitest";
import { CALCOM_LEAD_PARAM, isCalcomHost, prefilledBookingUrl } from "./url.ts";

describe("prefilledBookingUrl", () => {
  it("appends name and e-mail, keeping the configured query and fragment", () => {
    expect(prefilledBookingUrl("https://cal.com/agency/intro?month=2026-05#top", { name: " Anna Huber ", email: "anna@acme.at" })).toBe(
      "https://cal.com/agency/intro?month=2026-05&name=Anna+Huber&email=anna%40acme.at#top",
    );
    expect(prefilledBookingUrl("https://cal.com/agency/intro", { name: "", email: undefined })).toBe("https://cal.com/agency/intro");
    expect(prefilledBookingUrl("/book", { name: "Anna" }, "https://partner.example/page")).toBe("https://partner.example/book?name=Anna");
    expect(prefilledBookingUrl("not a url", { name: "Anna" })).toBe("not a url");
  });

  it("carries the lead's id as metadata[lead] on Cal.com, beside name and e-mail", () => {
    const url = new URL(prefilledBookingUrl("https://cal.com/agency/intro", { name: "Anna", email: "a@b.at" }, undefined, { id: "inq_1" }));
    expect(url.searchParams.get("name")).toBe("Anna");
    expect(url.searchParams.get("email")).toBe("a@b.at");
    expect(url.searchParams.get(CALCOM_LEAD_PARAM)).toBe("inq_1");
    expect(url.search).toBe("?name=Anna&email=a%40b.at&metadata%5Blead%5D=inq_1");
    expect(prefilledBookingUrl("https://app.cal.eu/agency", {}, undefined, { id: "x" })).toBe(
      "https://app.cal.eu/agency?metadata%5Blead%5D=x",
    );
  });

  it("carries the lead's booking token as metadata[token] beside its id on Cal.com, never to another provider", () => {
    const url = new URL(prefilledBookingUrl("https://cal.com/agency/intro", {}, undefined, { id: "inq_1", token: "t0k" }));
    expect(url.searchParams.get("metadata[lead]")).toBe("inq_1");
    expect(url.searchParams.get("metadata[token]")).toBe("t0k");
    expect(
      prefilledBookingUrl("https://calendly.com/agency/30min", {}, undefined, { id: "inq_1", param: "utm_content", token: "t0k" }),
    ).toBe("https://calendly.com/agency/30min?utm_content=inq_1");
  });

  it("uses a configured parameter name for other providers, and none without one", () => {
    expect(
      prefilledBookingUrl("https://calendly.com/agency/30min", { name: "Anna" }, undefined, { id: "inq_1", param: "utm_content" }),
    ).toBe("https://calendly.com/agency/30min?name=Anna&utm_content=inq_1");
    expect(prefilledBookingUrl("https://calendly.com/agency/30min", { name: "Anna" }, undefined, { id: "inq_1" })).toBe(
      "https://calendly.com/agency/30min?name=Anna",
    );
    // A self-hosted Cal.com on its own domain names the parameter.
    expect(prefilledBookingUrl("https://book.agency.example/intro", {}, undefined, { id: "i", param: "metadata[lead]" })).toBe(
      "https://book.agency.example/intro?metadata%5Blead%5D=i",
    );
    expect(prefilledBookingUrl("https://cal.com/agency", {}, undefined, { id: " " })).toBe("https://cal.com/agency");
  });

  it("knows Cal.com's hosts", () => {
    expect(["cal.com", "app.cal.com", "cal.eu", "APP.CAL.COM"].every(isCalcomHost)).toBe(true);
    expect(["notcal.com", "cal.com.evil.example", "calendly.com"].some(isCalcomHost)).toBe(false);
  });
});
