/**
 * Rollup plugin: marks the contract's calls of superstruct's functions pure
 * (`/*#__PURE__*\/`): each builds a struct and changes nothing else, but rollup cannot
 * tell, so a schema the widgets never read (the Worker's booking and release requests,
 * beside a constant the questionnaire needs) stayed in the chunk. Only calls of the names
 * a contract module imports from superstruct are marked, found in its syntax tree, never
 * by their text elsewhere. A form keeps its contract in a folder of its own (contract/inquiry/),
 * so any depth under contract/ counts.
 *
 * The saving rests on superstruct's functions staying free of side effects (true of 2.x) and
 * on the contract importing them by name from "superstruct". A build with superstruct in it
 * in which no call was marked fails: an upgrade that moved its exports to another entry (or a
 * contract that stopped importing them by name) would otherwise keep every schema silently.
 */
const SUPERSTRUCT = /[\\/]node_modules[\\/]superstruct[\\/]/;
const CONTRACT = /[\\/]contract[\\/](?:[\w.-]+[\\/])*[\w.-]+\.ts$/;

/** The start offsets of every call of one of `names`, anywhere under `node`. */
function calls(node, names, found) {
  if (!node || typeof node.type !== "string") return found;
  if (node.type === "CallExpression" && node.callee.type === "Identifier" && names.has(node.callee.name)) found.push(node.start);
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value]) if (child && typeof child === "object") calls(child, names, found);
  }
  return found;
}

/** The local names a module binds to superstruct's exports. */
const superstructNames = (ast) =>
  new Set(
    ast.body
      .filter((node) => node.type === "ImportDeclaration" && node.source.value === "superstruct")
      .flatMap((node) => node.specifiers.map((specifier) => specifier.local.name)),
  );

export function pureStructs() {
  let marked = 0;
  return {
    name: "pure-structs",
    buildStart() {
      marked = 0;
    },
    transform(code, id) {
      if (!CONTRACT.test(id) || !code.includes("superstruct")) return null;
      const ast = this.parse(code);
      const names = superstructNames(ast);
      if (names.size === 0) return null;
      let out = code;
      const found = calls(ast, names, []);
      marked += found.length;
      for (const at of found.sort((a, b) => b - a)) out = `${out.slice(0, at)}/*#__PURE__*/${out.slice(at)}`;
      return { code: out, map: null };
    },
    buildEnd(error) {
      if (error || marked > 0 || ![...this.getModuleIds()].some((id) => SUPERSTRUCT.test(id))) return;
      this.error('superstruct is in the build but no contract module calls it by a name imported from "superstruct"; review pureStructs()');
    },
  };
}
