import { describe, expect, it } from "vitest";
import { homeServices } from "../content/home.ts";
import { serviceLinks } from "./services.ts";

describe("service links", () => {
  it("the home page's cards list the services in the menu's order: frontend, prototyping, internal tools, MVP, landing page", () => {
    expect(serviceLinks.map((s) => s.path)).toEqual([
      "/frontend-development",
      "/rapid-prototyping",
      "/internal-tools",
      "/mvp-development",
      "/landing-page-creation",
    ]);
    expect(homeServices.map((s) => s.path)).toEqual(serviceLinks.map((s) => s.path));
    expect(homeServices.map((s) => s.title.id)).toEqual(serviceLinks.map((s) => s.label.id));
  });
});
