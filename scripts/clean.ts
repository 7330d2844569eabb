/** Empties the build output so no stale page or chunk survives a rebuild. */
import { rm } from "node:fs/promises";

await Promise.all([rm("dist", { recursive: true, force: true }), rm(".build/ssr", { recursive: true, force: true })]);
