import type { parseAst } from "rollup/parseAst";

/** A module's top-level state, one line per name (empty when it holds none). */
export declare function moduleState(ast: ReturnType<typeof parseAst>): string[];
