import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nProvider } from "@lingui/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { answer, stubApi } from "../lib/test-api.ts";
import { createWidgetI18n } from "../lib/i18n.ts";
import { ReferralForm } from "./referral-form.component.tsx";
import { API, CALENDAR, texts } from "./referral-form.fixtures.ts";
import { referralCatalog } from "./referral-form.texts.ts";

// The connection drops after the first render: what shows an answer cannot be fetched.
vi.mock("./referral-form.after.ts", () => {
  throw new TypeError("Failed to fetch dynamically imported module");
});

describe("ReferralForm without the confirmation's code", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("still says that a stored referral went out, above the empty form", async () => {
    const i18n = await createWidgetI18n("en", referralCatalog);
    const fetchMock = vi.fn<typeof fetch>(async () => answer(201, { id: "ref_123" }));
    stubApi(fetchMock);
    const onSubmitted = vi.fn();
    const user = userEvent.setup();
    render(
      <I18nProvider i18n={i18n}>
        <ReferralForm apiBase={API} calendarUrl={CALENDAR} onSubmitted={onSubmitted} />
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

    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith({ id: "ref_123" }));
    const note = "Your last referral was sent. You can recommend another company here.";
    await waitFor(() => expect(screen.getByText(note, { selector: ".sent-note" })).toBeInTheDocument());
    await act(async () => {});
    expect(field(t.name)).toHaveValue("");
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
