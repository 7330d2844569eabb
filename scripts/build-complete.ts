/**
 * The last step of `npm run build`: marks dist/ as complete, so a running `npm start`
 * takes it over (scripts/dev/serve-dir.ts) instead of a half-built one.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { BUILD_STAMP } from "./dev/serve-dir.ts";

mkdirSync(dirname(BUILD_STAMP), { recursive: true });
writeFileSync(BUILD_STAMP, `${new Date().toISOString()}\n`);
