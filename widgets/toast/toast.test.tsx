import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nProvider } from "@lingui/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createWidgetI18n, type WidgetLocale } from "../lib/i18n.ts";
import { ToastRegion } from "./toast.component.tsx";
import { createToastStore } from "../lib/toasts.ts";

async function setup(locale: WidgetLocale = "en") {
  const store = createToastStore();
  const i18n = await createWidgetI18n(locale);
  render(
    <I18nProvider i18n={i18n}>
      <ToastRegion store={store} />
    </I18nProvider>,
  );
  return store;
}

describe("ToastRegion", () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it("shows one toast at a time: the newest replaces the old", async () => {
    const store = await setup();
    act(() => void store.show({ title: "First" }));
    act(() => void store.show({ title: "Second", description: "Details" }));
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent("Second");
    expect(status).toHaveTextContent("Details");
    expect(screen.queryByText("First")).toBeNull();
  });

  it("announces errors assertively and everything else politely", async () => {
    const store = await setup();
    act(() => void store.show({ title: "Saved", variant: "success" }));
    expect(screen.getByRole("status")).toHaveTextContent("Saved");
    expect(screen.getByRole("alert")).toBeEmptyDOMElement();
    act(() => void store.show({ title: "Error!", variant: "destructive" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Error!");
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("is dismissible, with a label in the widget's language", async () => {
    const store = await setup("de");
    act(() => void store.show({ title: "Fehler!", variant: "destructive", duration: 0 }));
    await userEvent.click(screen.getByRole("button", { name: "Benachrichtigung schließen" }));
    expect(store.get()).toBeNull();
    expect(screen.getByRole("alert")).toBeEmptyDOMElement();
  });

  it("hides itself after its duration, unless the duration is 0", async () => {
    const store = await setup();
    act(() => void store.show({ title: "Short", duration: 1000 }));
    act(() => void vi.advanceTimersByTime(999));
    expect(screen.getByRole("status")).toHaveTextContent("Short");
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.getByRole("status")).toBeEmptyDOMElement();

    act(() => void store.show({ title: "Sticky", duration: 0 }));
    act(() => void vi.advanceTimersByTime(60_000));
    expect(screen.getByRole("status")).toHaveTextContent("Sticky");
  });

  it("renders a link action, e.g. the prefilled booking page", async () => {
    const store = await setup();
    act(() => void store.show({ title: "Thanks", action: { label: "Book a call", href: "https://cal.example/x" } }));
    const link = screen.getByRole("link", { name: "Book a call" });
    expect(link).toHaveAttribute("href", "https://cal.example/x");
    expect(link).toHaveAttribute("target", "_blank");
  });
});
