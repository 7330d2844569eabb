import { type WidgetLocale, resolveLocale } from "./locale.ts";

/**
 * What a widget chunk hands back for one element: the renderer contract of
 * @r2wc/core (mount, update, unmount), with the framework left inside the chunk.
 */
export interface WidgetView<P> {
  update(props: P): void;
  unmount(): void;
}

/** Renders a widget into an element's shadow root; exported by every widget chunk. */
export type MountWidget<P> = (root: ShadowRoot, props: P) => WidgetView<P>;

/**
 * Base of every `<agency-*>` element. It lives in the embed loader, so it must stay
 * framework-free and tiny: it owns the shadow root, the attributes and the language,
 * and asks the widget's chunk to render only once the element is needed (for example
 * when a dialog first opens). Later attribute changes, and changes of `<html lang>`,
 * re-render the mounted view with new props; the view keeps its state (typed text).
 *
 * @example
 * class AgencyThing extends LazyWidgetElement<ThingProps> {
 *   static observedAttributes = ["lang"];
 *   protected loadView() { return loadChunk("thing").then((m) => m.mountThing); }
 *   protected viewProps() { return { locale: this.locale }; }
 *   protected needsView() { return true; }
 * }
 */
export abstract class LazyWidgetElement<P> extends HTMLElement {
  readonly #root: ShadowRoot;
  #view: WidgetView<P> | undefined;
  #loading = false;
  #langObserver: MutationObserver | undefined;

  constructor() {
    super();
    this.#root = this.shadowRoot ?? this.attachShadow({ mode: "open" });
  }

  /** Imports the widget chunk and returns its mount function. */
  protected abstract loadView(): Promise<MountWidget<P>>;
  /** The props of the view, read from the attributes on every render. */
  protected abstract viewProps(): P;
  /** Whether the view must exist now; until then nothing is downloaded. */
  protected abstract needsView(): boolean;

  /** The `lang` attribute (own or nearest ancestor), else `<html lang>`, else English. */
  get locale(): WidgetLocale {
    return resolveLocale(this);
  }

  connectedCallback(): void {
    this.#langObserver = new MutationObserver(() => this.render());
    this.#langObserver.observe(document.documentElement, { attributes: true, attributeFilter: ["lang"] });
    this.render();
  }

  disconnectedCallback(): void {
    this.#langObserver?.disconnect();
    this.#view?.unmount();
    this.#view = undefined;
  }

  attributeChangedCallback(_name: string, _old: string | null, _value: string | null): void {
    this.render();
  }

  /** Updates the mounted view, or loads and mounts it when it is needed. */
  protected render(): void {
    if (!this.isConnected) return;
    if (this.#view) {
      this.#view.update(this.viewProps());
      return;
    }
    if (!this.needsView() || this.#loading) return;
    this.#loading = true;
    this.loadView().then(
      (mount) => {
        this.#loading = false;
        if (this.isConnected && !this.#view) this.#view = mount(this.#root, this.viewProps());
      },
      (error: unknown) => {
        this.#loading = false;
        this.onLoadError(error);
      },
    );
  }

  /** The chunk could not be loaded (offline, blocked): subclasses may offer a fallback. */
  protected onLoadError(error: unknown): void {
    console.error(`<${this.localName}> could not load its code`, error);
  }
}
