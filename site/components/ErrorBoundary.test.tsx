import { I18nProvider } from "@lingui/react";
import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Router } from "../app/router.ts";
import { createI18n } from "../i18n.ts";
import { ErrorBoundary } from "./ErrorBoundary.tsx";

function Broken(): never {
  throw new Error("boom");
}

describe("ErrorBoundary", () => {
  it("shows the 'Unexpected Application Error!' page instead of a blank screen", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <I18nProvider i18n={await createI18n("de")}>
        <Router base="/de">
          <ErrorBoundary>
            <Broken />
          </ErrorBoundary>
        </Router>
      </I18nProvider>,
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Unerwarteter Anwendungsfehler!");
    expect(screen.getByRole("link", { name: "Zurück zur Startseite" })).toHaveAttribute("href", "/de/");
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
