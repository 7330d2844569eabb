import { I18nProvider } from "@lingui/react";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createWidgetI18n } from "../lib/i18n/i18n.ts";
import { answer, stubApi } from "../lib/testing/test-api.ts";
import { referralCatalog } from "./referral-form.catalog.ts";
import { ReferralForm } from "./referral-form.view.tsx";
import { API, CALENDAR, texts } from "./testing/referral-form.fixtures.ts";

// The connection drops after the first render: the code behind the lazy boundary (what
// checks, sends and shows an answer) cannot be fetched.
vi.mock("./referral-form.later.ts", () => {
  throw new TypeError("Failed to fetch dynamically imported module");
});

describe("ReferralForm without the code that sends", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("sends nothing, says so beside the button, announced, and keeps every value", async () => {
    const i18n = await createWidgetI18n("en", referralCatalog);
    const fetchMock = vi.fn<typeof fetch>(async () => answer(201, { id: "ref_123" }));
    stubApi(fetchMock);
    const onSubmitted = vi.fn();
    const onError = vi.fn();
    const user = userEvent.setup();
    render(
      <I18nProvider i18n={i18n}>
        <ReferralForm apiBase={API} calendarUrl={CALENDAR} onSubmitted={onSubmitted} onError={onError} />
      </I18nProvider>,
    );
    const t = texts.en;
    const field = (name: string) => screen.getByRole("textbox", { name });
    await user.type(field(t.name), "Max Muster");
    await user.type(field(t.email), "max@example.com");
    await user.type(field(t.company), "Muster KG");
    await user.type(field(t.referralName), "Eva Beispiel");
    await user.type(field(t.referralEmail), "eva@example.org");
    await user.type(field(t.referralCompany), "Beispiel AG");
    await user.click(screen.getByRole("checkbox", { name: t.confirm }));
    await user.click(screen.getByRole("button", { name: t.submit }));

    const note = "There was an error submitting your referral. Please try again.";
    await waitFor(() => expect(screen.getByText(note, { selector: ".form-note" })).toBeInTheDocument());
    // Announced, as a lost connection is: the toasts' code is behind the boundary that is missing.
    expect(screen.getAllByRole("alert").filter((a) => a.textContent === note)).toHaveLength(1);
    expect(onError).toHaveBeenCalledWith({ error: "network", status: 0 });
    expect(onSubmitted).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(field(t.name)).toHaveValue("Max Muster");
    await waitFor(() => expect(screen.getByRole("button", { name: t.submit })).toHaveFocus());
    // Six fields typed key by key: slow on a busy machine.
  }, 15_000);
});
