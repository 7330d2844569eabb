import type { Page } from "@playwright/test";
import { harnessScript } from "../../scripts/bench-open/harness.ts";
import { expect, test } from "./fixtures.ts";

/**
 * The detection `npm run bench:open` relies on: it must see the first field take input in
 * today's widget (a `[role=dialog]` div in a shadow root) and in a native `<dialog>` opened
 * with showModal() in a shadow root, and must not stop the clock early.
 */
const ORIGIN = "http://bench-open.test";

async function open(page: Page, script: string) {
  await page.addInitScript(harnessScript);
  // Served by the route itself: nothing leaves the machine.
  await page.route(`${ORIGIN}/**`, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><html lang="en"><title>harness</title><body>
        <button type="button" id="trigger">Start</button>
        <label>Outside <select id="outside"><option>a</option></select></label>
        <div id="host"></div>
        <script>${script}</script></body></html>`,
    }),
  );
  await page.goto(`${ORIGIN}/`);
}

const state = (page: Page) =>
  page.evaluate(() => {
    const { clickAt, focusAt, readyAt, label } = window.__benchOpen!;
    return { clickAt, focusAt, readyAt, label };
  });

const frames = (page: Page, count: number) =>
  page.evaluate(
    (n) =>
      new Promise<void>((resolve) => {
        const tick = () => (--n > 0 ? requestAnimationFrame(tick) : resolve());
        requestAnimationFrame(tick);
      }),
    count,
  );

const fields = `<label for="type">Project type <span aria-hidden="true">*</span></label>
  <select id="type"><option value="">Please choose</option></select>
  <label for="description">Project description</label><textarea id="description"></textarea>`;

test("finds the first field of a [role=dialog] in an open shadow root", async ({ page, consoleProblems }) => {
  await open(
    page,
    `document.getElementById("trigger").addEventListener("click", () => {
      const root = document.getElementById("host").attachShadow({ mode: "open" });
      root.innerHTML = '<div role="dialog" aria-modal="true"><button>Close</button>${fields.replaceAll("\n", "")}</div>';
      setTimeout(() => root.getElementById("type").focus(), 50);
    });`,
  );
  await page.click("#trigger");
  await page.evaluate(() => window.__benchOpen!.done);
  const s = await state(page);
  expect(s.label).toBe("Project type *");
  expect(s.clickAt).not.toBeNull();
  expect(s.readyAt!).toBeGreaterThanOrEqual(s.focusAt!);
  expect(s.focusAt!).toBeGreaterThan(s.clickAt!);
  expect(consoleProblems).toEqual([]);
});

test("finds the first field of a native <dialog> opened with showModal() in a shadow root", async ({ page, consoleProblems }) => {
  await open(
    page,
    `const root = document.getElementById("host").attachShadow({ mode: "open" });
    root.innerHTML = '<dialog aria-label="Questionnaire"><button>Close</button>${fields.replaceAll("\n", "")}</dialog>';
    document.getElementById("trigger").addEventListener("click", () => {
      root.querySelector("dialog").showModal();
      root.getElementById("type").focus();
    });`,
  );
  await page.click("#trigger");
  await page.evaluate(() => window.__benchOpen!.done);
  expect((await state(page)).label).toBe("Project type *");
  expect(consoleProblems).toEqual([]);
});

test("keeps the clock running while focus is outside a dialog or on a button in it", async ({ page, consoleProblems }) => {
  await open(
    page,
    `const root = document.getElementById("host").attachShadow({ mode: "open" });
    root.innerHTML = '<dialog><button id="close">Close</button>${fields.replaceAll("\n", "")}</dialog>';
    document.getElementById("trigger").addEventListener("click", () => document.getElementById("outside").focus());
    window.openDialog = () => {
      root.querySelector("dialog").showModal();
      root.getElementById("close").focus();
    };
    window.focusField = () => root.getElementById("type").focus();`,
  );
  await page.click("#trigger");
  await frames(page, 10);
  expect((await state(page)).readyAt).toBeNull();

  await page.evaluate(() => (window as unknown as { openDialog(): void }).openDialog());
  await frames(page, 10);
  expect((await state(page)).readyAt).toBeNull();

  await page.evaluate(() => (window as unknown as { focusField(): void }).focusField());
  await page.evaluate(() => window.__benchOpen!.done);
  expect((await state(page)).label).toBe("Project type *");
  expect(consoleProblems).toEqual([]);
});
