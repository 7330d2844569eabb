import { cleanup, configure } from "@testing-library/react";
import { afterAll, afterEach } from "vitest";

afterEach(() => cleanup());
// Elements render after their texts load (a dynamic import): on a busy 2-core CI machine
// that can take longer than the default second.
configure({ asyncUtilTimeout: 5000 });

import "@testing-library/jest-dom/vitest";

// Preact schedules effects after paint with a 35 ms timer that calls cancelAnimationFrame:
// let the last of them run before jsdom (and its animation-frame functions) is torn down.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 100)));

// jsdom has no requestIdleCallback: a test's browser is idle at once (widgets/lib/runtime/dom.ts
// would otherwise wait 1.5 s before what a widget loads in the background).
if (!("requestIdleCallback" in window)) {
  Object.assign(window, {
    requestIdleCallback: (task: () => void) => setTimeout(task, 0),
    cancelIdleCallback: (id: number) => clearTimeout(id),
  });
}
