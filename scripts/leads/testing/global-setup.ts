/**
 * Starts the world of the CLI's end-to-end files once, before the first of them, and stops
 * it after the last: `wrangler dev` takes seconds to start (half a minute on a busy machine),
 * and every file would otherwise pay for its own.
 */
import type { TestProject } from "vitest/node";
import { WORLD_VARS } from "./shared-world.ts";
import { startWorld } from "./world.ts";

export default async function setup(project: TestProject): Promise<() => void> {
  const world = await startWorld(WORLD_VARS);
  project.provide("leadsWorld", { origin: world.origin, state: world.state });
  return () => world.stop();
}
