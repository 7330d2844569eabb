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
