import { I18nProvider } from "@lingui/react";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createWidgetI18n } from "../lib/i18n/i18n.ts";
import { answer, stubApi } from "../lib/testing/test-api.ts";
import { questionnaireCatalog } from "./questionnaire.catalog.ts";
import { Questionnaire } from "./questionnaire.view.tsx";
import { API, CALENDAR } from "./testing/questionnaire.fixtures.tsx";

// The connection drops after the first render: the code behind the lazy boundary (what
// checks, sends and shows an answer) cannot be fetched, as in the referral form's test.
vi.mock("./questionnaire.later.ts", () => {
  throw new TypeError("Failed to fetch dynamically imported module");
});

describe("Questionnaire without the code that sends", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("sends nothing, says so beside the button, announced, and keeps every value", async () => {
    const i18n = await createWidgetI18n("en", questionnaireCatalog);
    const fetchMock = vi.fn<typeof fetch>(async () => answer(201, { id: "inq_123" }));
    stubApi(fetchMock);
    const onSubmitted = vi.fn();
    const onError = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(
      <I18nProvider i18n={i18n}>
        <Questionnaire open onClose={vi.fn()} apiBase={API} calendarUrl={CALENDAR} onSubmitted={onSubmitted} onError={onError} />
      </I18nProvider>,
    );
    const dialog = () => screen.getByRole("dialog");
    const next = () => within(dialog()).getByRole("button", { name: "Next" });
    await user.type(screen.getByRole("textbox", { name: "Project description" }), "A booking app for our clinics");
    await user.click(next());
    await user.type(await screen.findByRole("textbox", { name: "Company name" }), "Acme GmbH");
    await user.click(next());
    await user.type(await screen.findByRole("textbox", { name: "Full name" }), "Anna Huber");
    await user.type(screen.getByRole("textbox", { name: "Email" }), "anna@acme.at");
    await user.click(next());
    await waitFor(() => expect(dialog()).toHaveAttribute("data-step", "summary"));
    await user.click(within(dialog()).getByRole("button", { name: "Book Appointment" }));

    const note = "We could not save your details. Please try again.";
    await waitFor(() => expect(within(dialog()).getByText(note, { selector: ".form-error" })).toBeInTheDocument());
    // In the pinned footer beside the button, not at the end of the scrolling summary where no one looks.
    const footer = within(dialog()).getByRole("button", { name: "Book Appointment" }).closest(".footer");
    expect(footer).toContainElement(within(dialog()).getByText(note, { selector: ".form-error" }));
    // Announced, as a lost connection is: the toasts' code is behind the boundary that is missing.
    expect(screen.getAllByRole("alert").filter((a) => a.textContent === note)).toHaveLength(1);
    expect(onError).toHaveBeenCalledWith({ error: "network", status: 0 });
    expect(onSubmitted).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
    await waitFor(() => expect(within(dialog()).getByRole("button", { name: "Book Appointment" })).toHaveFocus());
    await user.click(within(dialog()).getByRole("button", { name: "Back" }));
    expect(await screen.findByRole("textbox", { name: "Full name" })).toHaveValue("Anna Huber");
    // Three steps typed key by key: slow on a busy machine.
  }, 15_000);
});
