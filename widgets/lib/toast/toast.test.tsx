import { I18nProvider } from "@lingui/react";
import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createWidgetI18n, type WidgetLocale } from "../i18n/i18n.ts";
import { ACTION_TOAST_DURATION_MS, createToastStore, DEFAULT_TOAST_DURATION_MS, KEYBOARD_PAUSE_MS } from "./store.ts";
import { ToastRegion } from "./toast.component.tsx";

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

  it("hides itself after its duration, and a duration of 0 no longer keeps it forever", async () => {
    const store = await setup();
    act(() => void store.show({ title: "Short", duration: 1000 }));
    act(() => void vi.advanceTimersByTime(999));
    expect(screen.getByRole("status")).toHaveTextContent("Short");
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.getByRole("status")).toBeEmptyDOMElement();

    act(() => void store.show({ title: "Once sticky", duration: 0 }));
    act(() => void vi.advanceTimersByTime(DEFAULT_TOAST_DURATION_MS));
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("waits while the pointer is over it or the focus is in it", async () => {
    const store = await setup();
    act(() => void store.show({ title: "Thanks", action: { label: "Choose a time", href: "https://cal.example/x" } }));
    const toast = screen.getByRole("status").firstElementChild as HTMLElement;
    fireEvent.pointerEnter(toast);
    act(() => void vi.advanceTimersByTime(60_000));
    expect(screen.getByRole("status")).toHaveTextContent("Thanks");
    fireEvent.pointerLeave(toast);
    act(() => screen.getByRole("link", { name: "Choose a time" }).focus());
    act(() => void vi.advanceTimersByTime(60_000));
    expect(screen.getByRole("status")).toHaveTextContent("Thanks");
    act(() => screen.getByRole("link", { name: "Choose a time" }).blur());
    act(() => void vi.advanceTimersByTime(ACTION_TOAST_DURATION_MS));
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("waits while the visitor moves through the page by Tab, and ends once the Tab key rests", async () => {
    const store = await setup();
    act(() => void store.show({ title: "Thanks", action: { label: "Choose a time", href: "https://cal.example/x" } }));
    // A hundred Tab presses, 400 ms apart: 40 s on the way, far longer than the toast lasts.
    for (let i = 0; i < 100; i++) {
      fireEvent.keyDown(document.body, { key: "Tab" });
      act(() => void vi.advanceTimersByTime(400));
    }
    expect(screen.getByRole("status")).toHaveTextContent("Thanks");
    // Other keys are typing, not travelling: they do not hold it.
    fireEvent.keyDown(document.body, { key: "a" });
    act(() => void vi.advanceTimersByTime(KEYBOARD_PAUSE_MS + ACTION_TOAST_DURATION_MS - 500));
    expect(screen.getByRole("status")).toHaveTextContent("Thanks");
    act(() => void vi.advanceTimersByTime(500));
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    expect(store.get()).toBeNull();
  });

  it("renders its action as a button-styled link to the booking page, which ends the toast when used", async () => {
    const store = await setup();
    act(() => void store.show({ title: "Thanks", action: { label: "Book a call", href: "https://cal.example/x" } }));
    const link = screen.getByRole("link", { name: "Book a call" });
    expect(link).toHaveAttribute("href", "https://cal.example/x");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("part", "toast-action");
    link.addEventListener("click", (event) => event.preventDefault());
    await userEvent.click(link);
    expect(store.get()).toBeNull();
  });

  it("is not shown on the page while a dialog has the toasts, and one from before the dialog ends", async () => {
    const store = await setup();
    act(() => void store.show({ title: "Cookies accepted" }));
    const claims: (() => void)[] = [];
    act(() => void claims.push(store.claim()));
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    act(() => void store.show({ title: "Something went wrong", variant: "destructive" }));
    expect(screen.getByRole("alert")).toBeEmptyDOMElement();
    act(() => claims[0]!());
    expect(screen.getByRole("alert")).toBeEmptyDOMElement();
    expect(store.get()).toBeNull();
  });
});
