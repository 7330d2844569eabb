/**
 * The two internals of @r2wc/core the widget elements use, its props and its render, behind
 * its undocumented global symbols (hence the exact version pin in package.json). Its public
 * API cannot clear a prop when an attribute is removed or emptied, nor count a boolean by
 * presence (`open=""`), and renders once per attribute while an element upgrades, so the
 * element writes its props and renders itself.
 * `r2wc-internals.test.ts` fails when an upgrade renames them.
 */
const PROPS = Symbol.for("r2wc.props");
const RENDER = Symbol.for("r2wc.render");

interface R2wcInternals {
  [PROPS]: Record<string, unknown>;
  [RENDER](): void;
}

/** The props r2wc renders the element's component with. */
export const r2wcProps = (element: object): Record<string, unknown> => (element as R2wcInternals)[PROPS];

/** Sets one prop, and renders the element's component again if `render`. */
export const setR2wcProp = (element: object, name: string, value: unknown, render: boolean): void => {
  r2wcProps(element)[name] = value;
  if (render) (element as R2wcInternals)[RENDER]();
};
