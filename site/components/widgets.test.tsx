import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CtaButton } from "./CtaButton.tsx";
import { QUESTIONNAIRE_ID, QuestionnaireProvider } from "./widgets.tsx";

describe("the site's questionnaire control", () => {
  afterEach(() => vi.restoreAllMocks());

  it("throws when a call to action is used outside the provider", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<CtaButton>Contact us</CtaButton>)).toThrow("must be used within the questionnaire provider");
  });

  it("renders the same element and trigger partners use: one integration path", () => {
    const { container } = render(
      <QuestionnaireProvider>
        <CtaButton>Contact us</CtaButton>
      </QuestionnaireProvider>,
    );
    const button = screen.getByRole("button", { name: "Contact us" });
    expect(button).toHaveAttribute("data-agency-questionnaire", QUESTIONNAIRE_ID);
    expect(button).toHaveAttribute("aria-haspopup", "dialog");
    const element = container.querySelector(`agency-questionnaire#${QUESTIONNAIRE_ID}`);
    expect(element).not.toBeNull();
    expect(element).toHaveAttribute("calendar-url", expect.stringMatching(/^https:\/\//));
  });

  it("hands the element the site's theme once it is known in the browser", async () => {
    document.documentElement.dataset.theme = "dark";
    const { container } = render(<QuestionnaireProvider>{null}</QuestionnaireProvider>);
    await vi.waitFor(() => expect(container.querySelector("agency-questionnaire")).toHaveAttribute("theme", "dark"));
    document.documentElement.dataset.theme = "light";
    await vi.waitFor(() => expect(container.querySelector("agency-questionnaire")).toHaveAttribute("theme", "light"));
    delete document.documentElement.dataset.theme;
  });
});
