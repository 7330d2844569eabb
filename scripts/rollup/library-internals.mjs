/**
 * Private state of two kept libraries, whose property names terser shortens as it does
 * local names (`mangleInternals`), and the guard that keeps that safe (`libraryInternals`).
 *
 * Each name is read and written only inside one module of its library (final-form's
 * `FinalForm.js`, @lingui/core's `index.mjs`), never by the kit's code, the site or
 * another module, and a module lands whole in one chunk, so its short names agree wherever
 * they are read. A name a library made public (or the kit started to read) leaves its list.
 *
 * - final-form: the form's internal record and each field's bookkeeping, never part of
 *   what `getState()`, `getFieldState()` or a subscriber receives (final-form-arrays'
 *   mutators, which the kit does not use, would read `formState` and `fields`).
 * - @lingui/core: the underscore fields behind its public `locale`, `locales`, `messages`,
 *   `load()` and `on()`.
 *
 * Both libraries are pinned exactly in package.json, and the guard fails the build when a
 * listed name is written in any other module of the build (a property, a member, a string)
 * or no longer in its owner at all: an upgrade that moves or drops one cannot silently
 * break the widgets.
 */
export const LIBRARY_INTERNALS = [
  {
    library: "final-form",
    files: /[\\/]node_modules[\\/]final-form[\\/]/,
    owner: /[\\/]node_modules[\\/]final-form[\\/]dist[\\/]FinalForm\.js$/,
    names: [
      "formState",
      "fieldSubscribers",
      "lastFormState",
      "lastFieldState",
      "asyncValidationCount",
      "asyncValidationKey",
      "instanceId",
      "resetWhileSubmitting",
      "validators",
    ],
  },
  {
    library: "@lingui/core",
    files: /[\\/]node_modules[\\/]@lingui[\\/]core[\\/]/,
    owner: /[\\/]node_modules[\\/]@lingui[\\/]core[\\/]dist[\\/]index\.mjs$/,
    names: ["_events", "_locale", "_locales", "_messages", "_missing", "_messageCompiler", "_load"],
  },
];

/** terser's `mangle.properties.regex`: every listed name, exactly. */
export const mangleInternals = (internals = LIBRARY_INTERNALS) =>
  new RegExp(`^(?:${internals.flatMap((entry) => entry.names).join("|")})$`);

/** Every name `node` writes as a property (key or member, computed by a string or not) or as a string. */
function propertyNames(node, found = new Set()) {
  if (!node || typeof node.type !== "string") return found;
  if (node.type === "Literal" && typeof node.value === "string") found.add(node.value);
  const key =
    node.type === "MemberExpression" ? node.property : /^(Property|MethodDefinition|PropertyDefinition)$/.test(node.type) ? node.key : null;
  if (key?.type === "Identifier" || key?.type === "PrivateIdentifier") found.add(key.name);
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value]) if (child && typeof child === "object") propertyNames(child, found);
  }
  return found;
}

/** What is wrong with `names` in one module: a stranger writes one, or its owner lost one. */
function misuses(entry, id, written) {
  if (entry.owner.test(id)) {
    return entry.names.filter((name) => !written.has(name)).map((name) => `${entry.library} changed: ${name} is no longer in ${id}`);
  }
  return entry.names.filter((name) => written.has(name)).map((name) => `${id} writes ${entry.library}'s private ${name}`);
}

/**
 * Rollup plugin: fails the build when a name terser is told to shorten is not private to
 * its owner module (see above). It reads every module's code as the build has transformed
 * it, before terser; a build without an owner module checks that nothing else writes its names.
 */
export function libraryInternals(internals = LIBRARY_INTERNALS) {
  const problems = [];
  return {
    name: "library-internals",
    buildStart() {
      problems.length = 0;
    },
    moduleParsed(info) {
      if (!info.ast) return;
      const written = propertyNames(info.ast);
      for (const entry of internals) problems.push(...misuses(entry, info.id, written));
    },
    buildEnd(error) {
      if (error) return;
      // A library in the build whose owner module is not: it moved its state to another file.
      const ids = [...this.getModuleIds()];
      for (const entry of internals) {
        if (ids.some((id) => entry.files.test(id)) && !ids.some((id) => entry.owner.test(id)))
          problems.push(`${entry.library} changed: no module of the build is ${entry.owner}`);
      }
      if (problems.length) this.error(`LIBRARY_INTERNALS lists names that are not private to their module: ${problems.join("; ")}`);
    },
  };
}
