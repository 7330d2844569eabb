import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => cleanup());
// Elements render after their texts load (a dynamic import): on a busy 2-core CI machine
// that can take longer than the default second.
configure({ asyncUtilTimeout: 5000 });
import "@testing-library/jest-dom/vitest";
