import { act, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { emptyInquiry } from "../../contract/inquiry/fields.ts";
import { DRAFT_STORAGE_KEY } from "./questionnaire.draft.ts";
import { CALENDAR_DELAY_MS } from "./questionnaire.success.tsx";
import { completeToSummary, isolateEachTest, setup } from "./testing/questionnaire.fixtures.tsx";

const bodyOf = (fetchMock: { mock: { calls: unknown[][] } }) =>
  JSON.parse((fetchMock.mock.calls[0]![1] as RequestInit).body as string) as Record<string, unknown>;

describe("Questionnaire prefill, hidden fields and booking link", () => {
  isolateEachTest();

  it("fills empty fields from the prefill", async () => {
    await setup({ props: { prefill: { projectType: "internal", name: "Anna Huber", projectTimeline: "3months" } } });
    expect(screen.getByRole("combobox", { name: "Project type (optional)" })).toHaveValue("internal");
    expect(screen.getByRole("combobox", { name: "Timeline (optional)" })).toHaveValue("3months");
  });

  it("never overwrites what the visitor typed in a draft before", async () => {
    sessionStorage.setItem(
      DRAFT_STORAGE_KEY,
      JSON.stringify({ values: { ...emptyInquiry, projectType: "mvp", name: "Typed Name" }, step: 0 }),
    );
    const { user } = await setup({ props: { prefill: { projectType: "internal", name: "Prefilled", companyName: "Acme GmbH" } } });
    expect(screen.getByRole("combobox", { name: "Project type (optional)" })).toHaveValue("mvp");
    await user.type(screen.getByRole("textbox", { name: "Project description" }), "A tool");
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByRole("textbox", { name: "Company name" })).toHaveValue("Acme GmbH");
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByRole("textbox", { name: "Full name" })).toHaveValue("Typed Name");
  });

  it("sends the hidden fields and opens the booking page with the lead's id as the configured parameter", async () => {
    const open = vi.spyOn(window, "open").mockImplementation(() => null);
    const { user, fetchMock } = await setup({ props: { hiddenFields: { plan: "pro" }, bookingLeadParam: "lead" } });
    await completeToSummary(user);
    await user.click(screen.getByRole("button", { name: "Book Appointment" }));
    expect(bodyOf(fetchMock)).toMatchObject({ hiddenFields: { plan: "pro" }, attribution: { page: "/" } });
    act(() => void vi.advanceTimersByTime(CALENDAR_DELAY_MS));
    expect(open).toHaveBeenCalledWith(expect.stringContaining("&lead=inq_123"), "_blank", "noopener");
  });

  it("says on the first screen how long it takes, and on the summary what Book Appointment does", async () => {
    const { user } = await setup();
    expect(screen.getByText(/about two minutes.*pick a time/)).toBeVisible();
    await completeToSummary(user);
    const button = screen.getByRole("button", { name: "Book Appointment" });
    expect(button).toHaveAccessibleDescription(/“Book Appointment” sends your answers; then you pick a time .* right here/);
  });

  it('with booking="page", the summary says the booking page opens in a new tab', async () => {
    const { user } = await setup({ props: { booking: "page" } });
    await completeToSummary(user);
    const button = screen.getByRole("button", { name: "Book Appointment" });
    expect(button).toHaveAccessibleDescription(/“Book Appointment” sends your answers and opens our booking page/);
  });
});

describe("Questionnaire inline", () => {
  isolateEachTest();

  it("renders the steps in the page's flow, submits and confirms in place, then opens the booking page", async () => {
    const open = vi.spyOn(window, "open").mockImplementation(() => null);
    const { user, fetchMock, onClose, onSubmitted } = await setup({ props: { mode: "inline" } });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.queryByRole("button", { name: "Close" })).toBeNull();
    const region = screen.getByRole("region", { name: "Tell us about your project" });
    // Nothing takes the focus on the page's load.
    expect(region.contains(document.activeElement)).toBe(false);

    await user.selectOptions(within(region).getByRole("combobox", { name: "Project type (optional)" }), "mvp");
    await user.type(screen.getByRole("textbox", { name: "Project description" }), "A booking app");
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByRole("textbox", { name: "Company name" })).toHaveFocus();
    await user.type(screen.getByRole("textbox", { name: "Company name" }), "Acme GmbH");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.type(screen.getByRole("textbox", { name: "Full name" }), "Anna Huber");
    await user.type(screen.getByRole("textbox", { name: "Email" }), "anna@acme.at");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.click(screen.getByRole("button", { name: "Book Appointment" }));

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(onSubmitted).toHaveBeenCalledWith({ id: "inq_123" });
    expect(onClose).not.toHaveBeenCalled();
    const heading = screen.getByRole("heading", { name: "Thank you! We have your answers." });
    expect(heading).toHaveFocus();
    const link = screen.getByRole("link", { name: "Book a call" });
    expect(link.getAttribute("href")).toContain("name=Anna+Huber");
    expect(open).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(CALENDAR_DELAY_MS));
    expect(open).toHaveBeenCalledWith(link.getAttribute("href"), "_blank", "noopener");
    expect(sessionStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });
});
