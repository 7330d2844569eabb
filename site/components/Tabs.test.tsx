import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Tabs } from "./Tabs.tsx";

const items = ["Overview", "Solutions", "Process"].map((label) => ({
  id: label.toLowerCase(),
  label,
  content: <p>{label} panel</p>,
}));

describe("Tabs", () => {
  it("starts on the first tab with only it in the tab order", () => {
    render(<Tabs label="About" idPrefix="t" items={items} />);
    const tabs = screen.getAllByRole("tab");
    expect(tabs.map((tab) => tab.getAttribute("aria-selected"))).toEqual(["true", "false", "false"]);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Overview panel");
    expect(screen.getByRole("tabpanel")).toHaveAttribute("aria-labelledby", tabs[0]!.id);
  });

  it("moves with the arrow keys (wrapping), Home and End, and follows focus", async () => {
    const user = userEvent.setup();
    render(<Tabs label="About" idPrefix="t" items={items} />);
    await user.tab();
    expect(screen.getByRole("tab", { name: "Overview" })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Solutions" })).toHaveFocus();
    expect(screen.getByRole("tab", { name: "Solutions" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Solutions panel");
    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Overview" })).toHaveFocus();
    await user.keyboard("{ArrowLeft}");
    expect(screen.getByRole("tab", { name: "Process" })).toHaveFocus();
    await user.keyboard("{Home}");
    expect(screen.getByRole("tab", { name: "Overview" })).toHaveFocus();
    await user.keyboard("{End}");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Process panel");
  });

  it("switches by click", async () => {
    const user = userEvent.setup();
    render(<Tabs label="About" idPrefix="t" items={items} />);
    await user.click(screen.getByRole("tab", { name: "Process" }));
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Process panel");
  });
});
