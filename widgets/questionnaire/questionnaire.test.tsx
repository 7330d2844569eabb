import type { I18n } from "@lingui/core";
import { act, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DRAFT_STORAGE_KEY } from "./questionnaire.draft.ts";
import { completeToSummary, dialog, isolateEachTest, next, setup } from "./testing/questionnaire.fixtures.tsx";

describe("Questionnaire", () => {
  isolateEachTest();

  it("is an accessible modal dialog that starts on project details with focus in the first field", async () => {
    await setup();
    const box = dialog();
    // A native <dialog> (jsdom has no showModal(); browsers get the modal top-layer dialog).
    expect(box.localName).toBe("dialog");
    expect((box as HTMLDialogElement).open).toBe(true);
    expect(box).toHaveAccessibleName("Tell us about your project");
    expect(box).toHaveAccessibleDescription("What should we build, and by when?");
    expect(box).toHaveTextContent("Step 1 of 4");
    expect(within(box).queryByRole("button", { name: "Back" })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("combobox", { name: "Project type (optional)" }));
    expect(screen.getByRole("textbox", { name: "Project description" })).toBeRequired();
    expect(screen.getByRole("combobox", { name: "Timeline (optional)" })).not.toBeRequired();
    const options = within(screen.getByRole("combobox", { name: "Project type (optional)" })).getAllByRole("option");
    expect(options.map((o) => (o as HTMLOptionElement).value)).toEqual([
      "",
      "mvp",
      "frontend",
      "internal",
      "prototype",
      "landing",
      "other",
    ]);
    expect(options.map((o) => o.textContent)).toEqual([
      "Please choose",
      "MVP development",
      "Frontend development",
      "Internal tool",
      "Rapid prototype",
      "Landing page",
      "Something else",
    ]);
  });

  it("does not leave step 1 without a description, and says why at the field", async () => {
    const { user } = await setup();
    await user.click(next());
    const description = screen.getByRole("textbox", { name: "Project description" });
    expect(dialog()).toHaveAttribute("data-step", "project-details");
    // Typing without a delay, the click returns before the step's check has rendered.
    await waitFor(() => expect(description).toHaveAttribute("aria-invalid", "true"));
    expect(description).toHaveAccessibleDescription(expect.stringContaining("This field is required"));
    expect(document.activeElement).toBe(description);
    expect(screen.getAllByRole("alert").some((a) => a.textContent?.includes("Project description: This field is required"))).toBe(true);

    await user.type(description, "An app");
    expect(description).not.toHaveAttribute("aria-invalid");
    await user.click(next());
    expect(dialog()).toHaveAccessibleName("About your company");
    expect(dialog()).toHaveTextContent("Step 2 of 4");
  });

  it("validates company and contact steps with the contract's rules", async () => {
    const { user } = await setup();
    await user.type(screen.getByRole("textbox", { name: "Project description" }), "An app");
    await user.click(next());
    await user.click(next());
    // The hint for founders without a company comes first, then the error.
    expect(screen.getByRole("textbox", { name: "Company name" })).toHaveAccessibleDescription(
      "Not founded yet? Your project's working name is fine. This field is required",
    );
    await user.type(screen.getByRole("textbox", { name: "Company name" }), "Acme");
    await user.click(next());
    expect(dialog()).toHaveAttribute("data-step", "contact-info");

    await user.type(screen.getByRole("textbox", { name: "Email" }), "anna@acme");
    await user.click(next());
    expect(screen.getByRole("textbox", { name: "Full name" })).toHaveAccessibleDescription("This field is required");
    expect(screen.getByRole("textbox", { name: "Email" })).toHaveAccessibleDescription("Please enter a valid email address");
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Full name" }));
    expect(screen.getByRole("textbox", { name: "Phone (optional)" })).not.toBeRequired();
  });

  it("moves back and forth without losing entries, never past either end", async () => {
    const { user } = await setup();
    await user.type(screen.getByRole("textbox", { name: "Project description" }), "An app");
    await user.click(next());
    await user.type(screen.getByRole("textbox", { name: "Industry (optional)" }), "Health");
    await user.click(within(dialog()).getByRole("button", { name: "Back" }));
    expect(dialog()).toHaveAttribute("data-step", "project-details");
    expect(screen.getByRole("textbox", { name: "Project description" })).toHaveValue("An app");
    await user.click(next());
    expect(screen.getByRole("textbox", { name: "Industry (optional)" })).toHaveValue("Health");
  });

  it("reviews every entry on the summary with '-' for empty optional values and edit links", async () => {
    const { user } = await setup();
    await completeToSummary(user);
    const box = dialog();
    expect(box).toHaveAccessibleName("Review your answers");
    expect(box).toHaveTextContent("Step 4 of 4");
    const project = within(box).getByRole("region", { name: "Project" });
    expect(project).toHaveTextContent("Project typeMVP development");
    expect(project).toHaveTextContent("Project descriptionA booking app for our clinics");
    expect(project).toHaveTextContent("Timeline-");
    const company = within(box).getByRole("region", { name: "Company" });
    expect(company).toHaveTextContent("Company size-");
    expect(company).toHaveTextContent("Industry-");
    expect(within(box).getByRole("region", { name: "Contact" })).toHaveTextContent("Phone-");
    expect(within(box).queryByRole("textbox")).toBeNull();
    expect(within(box).getByRole("button", { name: "Book Appointment" })).toBeInTheDocument();

    await user.click(within(company).getByRole("button", { name: "Edit Company" }));
    expect(dialog()).toHaveAttribute("data-step", "company-info");
    expect(screen.getByRole("textbox", { name: "Company name" })).toHaveValue("Acme GmbH");
  });

  it("reopens a draft saved on the summary on the summary, its answers shown once its code is there", async () => {
    const values = {
      projectType: "internal",
      projectDescription: "A stock dashboard",
      companyName: "Acme GmbH",
      name: "Anna Huber",
      email: "anna@acme.at",
    };
    sessionStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ values, step: 3 }));
    await setup();
    expect(dialog()).toHaveAttribute("data-step", "summary");
    const project = await within(dialog()).findByRole("region", { name: "Project" });
    expect(project).toHaveTextContent("Project descriptionA stock dashboard");
    expect(within(dialog()).getByRole("region", { name: "Contact" })).toHaveTextContent("Full nameAnna Huber");
  });

  it("speaks German, with German option labels and messages", async () => {
    const { user } = await setup({ locale: "de" });
    expect(dialog()).toHaveAccessibleName("Erzählen Sie uns von Ihrem Projekt");
    expect(dialog()).toHaveTextContent("Schritt 1 von 4");
    expect(
      within(screen.getByRole("combobox", { name: "Art des Projekts (optional)" })).getByRole("option", { name: "MVP-Entwicklung" }),
    ).toBeInTheDocument();
    await user.click(next());
    await waitFor(() =>
      expect(screen.getByRole("textbox", { name: "Projektbeschreibung" })).toHaveAccessibleDescription(
        expect.stringContaining("Dieses Feld ist erforderlich"),
      ),
    );
  });

  it("switches language live without losing typed text", async () => {
    const { user, i18n } = await setup();
    await user.type(screen.getByRole("textbox", { name: "Project description" }), "Unser Projekt");
    await act(async () => {
      const { activateWidgetLocale } = await import("../lib/i18n/i18n.ts");
      const { questionnaireCatalog } = await import("./questionnaire.catalog.ts");
      await activateWidgetLocale(i18n as I18n, "de", questionnaireCatalog);
    });
    expect(screen.getByRole("textbox", { name: "Projektbeschreibung" })).toHaveValue("Unser Projekt");
  });

  it("keeps a draft across closing and reloading, and ignores a corrupt one", async () => {
    const first = await setup();
    await first.user.type(screen.getByRole("textbox", { name: "Project description" }), "Draft text");
    await first.user.click(next());
    first.rerender(false);
    expect(screen.queryByRole("dialog")).toBeNull();
    first.rerender(true);
    expect(dialog()).toHaveAttribute("data-step", "company-info");
    first.view.unmount();

    // A reload: a new component reads the tab's session storage.
    const second = await setup();
    expect(dialog()).toHaveAttribute("data-step", "company-info");
    await second.user.click(within(dialog()).getByRole("button", { name: "Back" }));
    expect(screen.getByRole("textbox", { name: "Project description" })).toHaveValue("Draft text");
    second.view.unmount();

    sessionStorage.setItem(DRAFT_STORAGE_KEY, "{not json");
    await setup();
    expect(dialog()).toHaveAttribute("data-step", "project-details");
    expect(screen.getByRole("textbox", { name: "Project description" })).toHaveValue("");
  });

  it("closes with Escape and the close button, and gives focus back to the opener", async () => {
    const opener = document.createElement("button");
    document.body.append(opener);
    opener.focus();
    const { user, onClose, rerender } = await setup();
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(within(dialog()).getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledTimes(2);
    rerender(false);
    expect(document.activeElement).toBe(opener);
    // The scroll lock is an adopted sheet, never an inline style left on the host page.
    expect(document.documentElement.getAttribute("style")).toBeNull();
    opener.remove();
  });

  it("keeps Tab inside the dialog", async () => {
    const { user } = await setup();
    const close = within(dialog()).getByRole("button", { name: "Close" });
    close.focus();
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(next());
    await user.tab();
    expect(document.activeElement).toBe(close);
  });

  it("has a hidden honeypot that people and assistive technology never reach", async () => {
    await setup();
    const trap = dialog().querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap).toHaveAttribute("tabindex", "-1");
    expect(trap).toHaveAttribute("autocomplete", "off");
    expect(trap.closest("[aria-hidden='true']")).not.toBeNull();
  });
});
