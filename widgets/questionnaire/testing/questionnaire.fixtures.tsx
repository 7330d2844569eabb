import { I18nProvider } from "@lingui/react";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, expect, vi } from "vitest";
import { loadCatalog } from "../../lib/i18n/catalogs.ts";
import { createWidgetI18n, type WidgetLocale, widgetLocales } from "../../lib/i18n/i18n.ts";
import { answer, type FetchMock, stubApi, TEST_API } from "../../lib/testing/test-api.ts";
import { toasts } from "../../lib/toast/store.ts";
import { ToastRegion } from "../../lib/toast/toast.component.tsx";
import { questionnaireCatalog } from "../questionnaire.catalog.ts";
import { laterCatalog } from "../questionnaire.later-catalog.ts";
import type { QuestionnaireProps } from "../questionnaire.types.ts";
import { Questionnaire } from "../questionnaire.view.tsx";

/** For the questionnaire's tests only: the component on a page with the toast region, and a visitor's way through it. */

export const API = TEST_API;
export const CALENDAR = "https://cal.example.test/agency/intro?duration=30";

export async function setup(options: { locale?: WidgetLocale; fetch?: FetchMock; props?: Partial<QuestionnaireProps> } = {}) {
  const i18n = await createWidgetI18n(options.locale ?? "en", questionnaireCatalog);
  await preloadChunks();
  const fetchMock = options.fetch ?? vi.fn<typeof fetch>(async () => answer(201, { id: "inq_123" }));
  stubApi(fetchMock);
  const onClose = vi.fn();
  const onSubmitted = vi.fn();
  const onError = vi.fn();
  const ui = (open = true, props: Partial<QuestionnaireProps> = {}) => (
    <I18nProvider i18n={i18n}>
      <Questionnaire
        open={open}
        onClose={onClose}
        apiBase={API}
        calendarUrl={CALENDAR}
        partner="acme"
        onSubmitted={onSubmitted}
        onError={onError}
        {...options.props}
        {...props}
      />
      <ToastRegion />
    </I18nProvider>
  );
  // No pause between keystrokes: a visitor's typing speed is no part of what these tests check,
  // and a timer per character made a whole questionnaire take seconds on a busy machine.
  const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
  const view = render(ui());
  return { i18n, fetchMock, onClose, onSubmitted, onError, user, view, rerender: (open = true) => view.rerender(ui(open)) };
}

export const dialog = () => screen.getByRole("dialog");
export const next = () => within(dialog()).getByRole("button", { name: /^(Next|Weiter)$/ });

export type User = ReturnType<typeof userEvent.setup>;

export async function completeToSummary(user: User) {
  await user.selectOptions(screen.getByRole("combobox", { name: "Project type (optional)" }), "mvp");
  await user.type(screen.getByRole("textbox", { name: "Project description" }), "A booking app for our clinics");
  await user.click(next());
  await user.type(screen.getByRole("textbox", { name: "Company name" }), "Acme GmbH");
  await user.click(next());
  await user.type(screen.getByRole("textbox", { name: "Full name" }), "Anna Huber");
  await user.type(screen.getByRole("textbox", { name: "Email" }), "anna@acme.at");
  await user.click(next());
  expect(dialog().getAttribute("data-step")).toBe("summary");
}

/**
 * The lazy boundary (with its texts) loads once the browser is idle after the first render, long before a
 * visitor's first Next, and the booking step's chunk with its texts right after the 201:
 * here both are compiled before the tests (in a hook, not in the first test's time).
 */
async function preloadChunks() {
  await import("../questionnaire.later.ts");
  await Promise.all(widgetLocales.map((locale) => loadCatalog(laterCatalog, locale)));
  await import("../booking/booking.later.tsx");
  await import("../../../locales/en/booking.ts");
}

/** Each test of a describe block: a fake clock that still moves, an empty tab and no toast; mocks and stubs undone after. */
export function isolateEachTest() {
  beforeAll(preloadChunks, 30_000);
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    sessionStorage.clear();
    act(() => toasts.dismiss());
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
}
