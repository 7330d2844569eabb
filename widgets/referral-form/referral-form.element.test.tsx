import { fireEvent, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { apiPaths } from "../../contract/limits.ts";
import { answer, stubApi } from "../lib/testing/test-api.ts";
import type { AgencyReferralFormElement } from "./referral-form.element.tsx";
import { API, CALENDAR, de, en } from "./testing/referral-form.fixtures.ts";

describe("<agency-referral-form>", () => {
  const inside = (el: AgencyReferralFormElement) => within(el.shadowRoot as unknown as HTMLElement);
  /** Types into the element's fields through its shadow root (user-event stops at the host), confirms and sends. */
  const sendInside = (el: AgencyReferralFormElement, fields: [label: string, value: string][]) => {
    for (const [label, value] of fields) fireEvent.input(inside(el).getByRole("textbox", { name: label }), { target: { value } });
    fireEvent.click(inside(el).getByRole("checkbox"));
    fireEvent.click(inside(el).getByRole("button", { name: en.submit }));
  };
  beforeAll(async () => {
    await import("./referral-form.element.tsx");
  });
  afterEach(() => {
    document.body.innerHTML = "";
    document.documentElement.lang = "";
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("renders at once in a shadow root, follows lang and partner live keeping typed text, and fires events", async () => {
    document.documentElement.lang = "de";
    const fetchMock = stubApi(vi.fn<typeof fetch>(async () => answer(201, { id: "ref_9" })));
    document.body.innerHTML = `<agency-referral-form partner="acme" api-base="${API}" calendar-url="${CALENDAR}"></agency-referral-form>`;
    const el = document.querySelector("agency-referral-form")!;
    const name = await waitFor(() => inside(el).getByRole("textbox", { name: de.name }));
    fireEvent.input(name, { target: { value: "Max Muster" } });
    el.setAttribute("lang", "en");
    // Attributes changed after the first render reach the controller's settings by the next submit.
    el.setAttribute("partner", "beta");
    await waitFor(() => expect(inside(el).getByRole("textbox", { name: en.name })).toHaveValue("Max Muster"));

    const events: string[] = [];
    document.addEventListener("agency-referral-submitted", (e) => events.push(`${e.type}:${e.bubbles}:${e.composed}:${e.detail.id}`));
    sendInside(el, [
      [en.email, "max@example.com"],
      [en.referralName, "Eva Beispiel"],
      [en.referralEmail, "eva@example.org"],
      [en.referralCompany, "Beispiel AG"],
    ]);
    await waitFor(() => expect(events).toEqual(["agency-referral-submitted:true:true:ref_9"]));
    const [url, init] = fetchMock.mock.calls.find(([u]) => String(u).endsWith(apiPaths.referrals))!;
    expect(url).toBe(`${API}${apiPaths.referrals}`);
    expect(JSON.parse(init?.body as string)).toMatchObject({ partner: "beta", locale: "en", name: "Max Muster" });
    expect(inside(el).getByRole("link", { name: en.schedule })).toHaveAttribute(
      "href",
      `${CALENDAR}&name=Max+Muster&email=max%40example.com`,
    );
  });

  it("fires agency-referral-error with the code and status", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    stubApi(vi.fn<typeof fetch>(async () => answer(503, { error: "database_unavailable" })));
    const el = document.createElement("agency-referral-form");
    el.setAttribute("lang", "en");
    el.setAttribute("api-base", API);
    document.body.append(el);
    const details: unknown[] = [];
    el.addEventListener("agency-referral-error", (e) => details.push(e.detail));
    await waitFor(() => inside(el).getByRole("button", { name: en.submit }));
    sendInside(el, [
      [en.name, "Max"],
      [en.email, "max@example.com"],
      [en.referralName, "Eva"],
      [en.referralEmail, "eva@example.org"],
      [en.referralCompany, "Beispiel AG"],
    ]);
    await waitFor(() => expect(details).toEqual([{ error: "database_unavailable", status: 503 }]));
    expect(inside(el).getByRole("textbox", { name: en.name })).toHaveValue("Max");
  });
});
