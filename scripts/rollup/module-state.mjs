/**
 * What a module keeps at its top level that a function can change: the state one copy of
 * the module holds for the whole page. Read from the module's syntax tree (ESTree, as
 * rollup's `this.parse` returns it), never from its text.
 *
 * State is a top-level `let` or `var`, a top-level `const` made with `new` (a Map, a Set, a
 * class instance: made to be written; not a RegExp without the `g` or `y` flag, which keeps
 * nothing between calls), and a top-level `const` object or array that the module writes
 * to (a property assigned or deleted, a mutating method called on it).
 */
const MUTATORS = new Set(["set", "add", "delete", "clear", "push", "pop", "shift", "unshift", "splice", "sort", "reverse", "fill"]);

/** The declarations of the module's top level, exported ones included. */
const topDeclarations = (ast) =>
  ast.body
    .map((node) => (node.type === "ExportNamedDeclaration" || node.type === "ExportDefaultDeclaration" ? node.declaration : node))
    .filter((node) => node?.type === "VariableDeclaration");

/** The name at the root of a member chain (`a` of `a.b[c].d`), if any. */
function rootName(node) {
  let at = node;
  while (at?.type === "MemberExpression") at = at.object;
  return at?.type === "Identifier" ? at.name : null;
}

/** The root of what a node writes through a member: `x.a = 1`, `x.a++`, `delete x.a`, `x.push(1)`. */
function writtenRoot(node) {
  if (node.type === "AssignmentExpression" && node.left.type === "MemberExpression") return rootName(node.left);
  if (node.type === "UpdateExpression" && node.argument.type === "MemberExpression") return rootName(node.argument);
  if (node.type === "UnaryExpression" && node.operator === "delete") return rootName(node.argument);
  const callee = node.type === "CallExpression" ? node.callee : null;
  if (callee?.type === "MemberExpression" && !callee.computed && MUTATORS.has(callee.property.name)) return rootName(callee.object);
  return null;
}

/** Every name written through a member anywhere under `node`. */
function writtenNames(node, found = new Set()) {
  if (!node || typeof node.type !== "string") return found;
  const root = writtenRoot(node);
  if (root) found.add(root);
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value]) if (child && typeof child === "object") writtenNames(child, found);
  }
  return found;
}

/** `new RegExp(source, flags)` with literal flags that keep no `lastIndex` between calls. */
function statelessRegExp(init) {
  if (init.callee.type !== "Identifier" || init.callee.name !== "RegExp") return false;
  const flags = init.arguments[1];
  return !flags || (flags.type === "Literal" && typeof flags.value === "string" && !/[gy]/.test(flags.value));
}

/** Why one top-level declarator is state, or null when it is none. */
function stateOf(kind, declarator, written) {
  const name = declarator.id.type === "Identifier" ? declarator.id.name : "(destructured)";
  if (kind !== "const") return `${name} (top-level ${kind})`;
  const init = declarator.init?.type;
  if (init === "NewExpression" && !statelessRegExp(declarator.init))
    return `${name} (top-level new ${declarator.init.callee.name ?? "object"})`;
  if ((init === "ObjectExpression" || init === "ArrayExpression") && written.has(name))
    return `${name} (a top-level object the module writes to)`;
  return null;
}

/** The module's state, one line per name: empty for a module whose every copy behaves as one. */
export function moduleState(ast) {
  const written = writtenNames(ast);
  return topDeclarations(ast).flatMap((node) =>
    node.declarations.map((declarator) => stateOf(node.kind, declarator, written)).filter((state) => state !== null),
  );
}
