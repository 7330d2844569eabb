/**
 * Empties the build output so no stale page or chunk survives a rebuild, and takes back
 * the mark of a complete build until this one is.
 */
import { rm } from "node:fs/promises";
import { BUILD_STAMP } from "./dev/serve-dir.ts";

await Promise.all(["dist", ".build/ssr", BUILD_STAMP].map((path) => rm(path, { recursive: true, force: true })));
