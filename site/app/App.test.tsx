import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { createI18n, type Locale } from "../i18n.ts";
import { App, preloadPath } from "./App.tsx";

async function renderAt(path: string, locale: Locale) {
  const i18n = await createI18n(locale);
  await preloadPath(path);
  window.history.replaceState(null, "", path);
  return render(<App i18n={i18n} />);
}

describe("App", () => {
  // The first render imports the whole page tree: on a loaded machine that alone can pass 5 s.
  it("renders the English home page with top bar and footer", async () => {
    await renderAt("/", "en");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Your MVP in weeks, not months");
    const banner = screen.getByRole("banner");
    for (const name of ["Home", "Our Work", "Blog", "APIs"]) {
      expect(within(banner).getByRole("link", { name })).toBeInTheDocument();
    }
    const footer = screen.getByRole("contentinfo");
    expect(within(footer).getByRole("link", { name: "Imprint" })).toHaveAttribute("href", "/imprint");
    expect(within(footer).getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
    // Terms of service are optional (company.termsUrl); the sample configuration has none.
    expect(within(footer).queryByRole("link", { name: "Terms of Service" })).toBeNull();
    expect(within(footer).getByRole("link", { name: /@/ })).toHaveAttribute("href", expect.stringMatching(/^mailto:/));
  }, 20_000);

  it("renders German under /de with links that stay in German", async () => {
    await renderAt("/de/", "de");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Ihr MVP in Wochen statt Monaten");
    const banner = screen.getByRole("banner");
    expect(within(banner).getByRole("link", { name: "Unsere Arbeit" })).toHaveAttribute("href", "/de/unsere-arbeit");
    expect(within(banner).getByRole("link", { name: "English" })).toHaveAttribute("href", "/");
    expect(within(banner).getByRole("link", { name: "Deutsch" })).toHaveAttribute("aria-current", "page");
  });

  it("renders the 404 page for unknown paths and logs the path", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    await renderAt("/de/nope", "de");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Hoppla! Seite nicht gefunden");
    expect(screen.getByRole("link", { name: "Zurück zur Startseite" })).toHaveAttribute("href", "/de/");
    expect(error).toHaveBeenCalledWith(expect.stringContaining("non-existent route"), expect.any(String));
    error.mockRestore();
  });

  it("opens the services dropdown by keyboard and closes it with Escape", async () => {
    const user = userEvent.setup();
    await renderAt("/", "en");
    const button = within(screen.getByRole("banner")).getByRole("button", { name: "Services" });
    button.focus();
    await user.keyboard("{Enter}");
    expect(button).toHaveAttribute("aria-expanded", "true");
    await user.tab();
    expect(document.activeElement).toHaveTextContent("Frontend Development");
    await user.keyboard("{Escape}");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(document.activeElement).toBe(button);
  });
});
