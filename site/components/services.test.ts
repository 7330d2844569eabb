import { describe, expect, it } from "vitest";
import { homeServices } from "../content/home.ts";
import { serviceLinksByOffer, serviceLinks } from "./services.ts";

describe("service links", () => {
  it("the footer and the 404 page list the services in the order of the home page's cards", () => {
    expect(serviceLinksByOffer.map((s) => s.path)).toEqual(homeServices.map((s) => s.path));
    expect(serviceLinksByOffer.map((s) => s.label.id)).toEqual(homeServices.map((s) => s.title.id));
  });

  it("and lists every service page once", () => {
    expect([...serviceLinksByOffer].sort((a, b) => a.path.localeCompare(b.path))).toEqual(
      [...serviceLinks].sort((a, b) => a.path.localeCompare(b.path)),
    );
  });
});
