// findDOMNode is in preact/compat (what "react" is here) but no longer in React 19's types.
import { findDOMNode } from "preact/compat";
import { Component, createElement, Fragment, type ReactNode, Suspense } from "react";

/**
 * Most of a page is static markup: the drawings (mock-ups, avatars, logos, icons) and the
 * sections of text, links and call-to-action triggers around them. While the prerendered
 * page is hydrated, such an element keeps the children already in the document: Preact
 * does not diff the children of an element that has `dangerouslySetInnerHTML`, and does
 * not apply its HTML while hydrating. So hydration walks (and renders) only the parts with
 * state or handlers of their own, and the first input waits less.
 *
 * What such a part may hold: text, drawings, native controls without handlers (`<details>`),
 * call-to-action buttons (the embed loader opens the questionnaire by delegation) and links
 * (Layout gives plain links to the site's pages client-side navigation by delegation).
 * Nothing with state, effects, handlers or `useId`.
 *
 * Outside hydration (prerendering, client-side navigation, a later re-render) the children
 * render as usual; a part re-rendered after hydration replaces its adopted children with
 * the same ones once.
 *
 * What is left is hydrated in turns (`HydrateLater`): the top bar first, then the page's
 * main content, then the footer, each in a task of its own. One task for all of it was
 * the page's longest after the first paint (17–37 ms unthrottled on `/`, four times that
 * on a phone), which is what Total Blocking Time counts; in turns, no turn is long, and a
 * tap between two turns is answered at once.
 */
let hydrating = false;
/** The turns still to come, and what `hydrateAdopting` resolves once they are done. */
let turns: Promise<void> = Promise.resolve();
/** When the first turn ended, and each later part with the time its turn ended. */
let firstTurnEnd = 0;
const partsDone: [Element, number][] = [];

/**
 * When the part of the page holding `node` was hydrated (`performance.now()`): a click on
 * it before then found no handler.
 */
export function hydratedAt(node: Node): number {
  return partsDone.find(([part]) => part.contains(node))?.[1] ?? firstTurnEnd;
}

/** A task of its own, after the ones already waiting (input included). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Hydrates with `hydrate` (hydrateRoot), the prerendered parts adopted as they are;
 * resolves once every `HydrateLater` part has had its turn.
 */
export function hydrateAdopting(hydrate: () => void): Promise<void> {
  turns = Promise.resolve();
  hydrating = true;
  try {
    hydrate();
  } finally {
    hydrating = false;
  }
  firstTurnEnd = performance.now();
  // After the last turn's render (it runs in a microtask of that turn's task); a turn whose
  // render threw never reached its end marker, so adoption is ended here for good.
  return turns.then(nextTask).then(() => {
    hydrating = false;
  });
}

/** Spread on a prerendered part's root element (a drawing's `<svg>`, a section) in place of `children`. */
export function adopted(children: ReactNode): { children?: ReactNode; dangerouslySetInnerHTML?: { __html: string } } {
  return hydrating ? { dangerouslySetInnerHTML: { __html: "" } } : { children };
}

/**
 * While the page hydrates, this part waits for a turn of its own: it suspends, so Preact
 * keeps its prerendered element as it is and hydrates it when the turn comes (Preact's
 * hydration resumes where a suspended component left its DOM). `children` must be one
 * element. Outside hydration it renders its children at once.
 */
class Turn extends Component<{ children: ReactNode }> {
  /** "waiting" from the hydration that met it until its turn, "due" for the render that resumes. */
  turn: "waiting" | "due" | "done" = "done";
  promise?: Promise<void>;
  resumed = false;

  constructor(props: { children: ReactNode }) {
    super(props);
    if (!hydrating) return;
    this.turn = "waiting";
    this.promise = turns = turns.then(nextTask).then(() => {
      // Each turn starts outside adoption, even if the one before it threw mid-way.
      hydrating = false;
      this.turn = "due";
    });
  }

  /** After the render that resumed hydration: when this part started to answer. */
  override componentDidMount() {
    const part = this.resumed && findDOMNode(this);
    if (part instanceof Element) partsDone.push([part, performance.now()]);
  }

  override render() {
    if (this.turn === "waiting") throw this.promise;
    if (this.turn === "done") return this.props.children;
    // This render resumes the hydration of the kept element: adopt its prerendered parts
    // too, until the marker after it (rendered last, depth first) ends the turn.
    this.turn = "done";
    this.resumed = hydrating = true;
    return createElement(Fragment, null, this.props.children, createElement(EndOfTurn));
  }
}

function EndOfTurn(): null {
  hydrating = false;
  return null;
}

/** A part of the page (one element) hydrated in its own turn, after what comes before it. */
export function HydrateLater({ children }: { children: ReactNode }) {
  return createElement(Suspense, { fallback: null }, createElement(Turn, null, children));
}
