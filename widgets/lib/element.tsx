/**
 * What turns every widget component into its custom element (r2wc): the shadow root, the
 * attributes as props, the styles adopted, the texts of its language loaded first.
 */
import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import r2wc from "@r2wc/react-to-web-component";
import { type ComponentType, useEffect, useRef, useState } from "react";
import { activateCatalogs, loadCatalog, type WidgetCatalog } from "./catalogs.ts";
import { resolveLocale, type WidgetLocale } from "./locale.ts";
import { adoptStyles, canAdoptStyles } from "./styles.ts";

/** What every widget component gets from its element besides the attributes. */
export interface ElementProps {
  /** The custom element itself: events are dispatched from it, its attributes read. */
  host: HTMLElement;
  /** The language the widget speaks now (its texts are loaded). */
  locale: WidgetLocale;
}

/**
 * The part of r2wc's element class that `widgetElement` needs: its props and its render,
 * behind global symbols of @r2wc/core that r2wc does not document, which is why package.json
 * pins @r2wc/react-to-web-component and @r2wc/core to exact versions. Its public API (the
 * `props` option with its string, number, boolean, json, function and method types) lacks
 * two things the widgets need: an attribute that is removed or set to "" clears its prop
 * (r2wc ignores both and keeps the old value, so a removed `lang` would not fall back to
 * the page's); and a boolean that counts by presence (`open=""`, where r2wc's boolean
 * parses the text and skips an empty one). For both, the element writes r2wc's props and
 * calls its render itself.
 */
const PROPS = Symbol.for("r2wc.props");
const RENDER = Symbol.for("r2wc.render");
interface R2wcInternals {
  [PROPS]: Record<string, unknown>;
  [RENDER](): void;
}
type R2wcElementClass = new () => HTMLElement & {
  connectedCallback(): void;
  attributeChangedCallback(name: string, old: string | null, value: string | null): void;
};

const camelCase = (attribute: string) => attribute.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());

export interface WidgetDefinition<P> {
  /** The element's tag, for messages in the console. */
  tag: string;
  /** String attributes in kebab-case; the component gets them camelCased (`api-base` -> `apiBase`). */
  attributes: readonly string[];
  /** Boolean attributes that count by presence (`open`), unlike r2wc's "true"/"false" booleans. */
  flags?: readonly string[];
  styles: string;
  Component: ComponentType<P & ElementProps>;
  /** The catalogs of the texts it shows (e.g. the shared form texts and its own), loaded before the first render. */
  catalogs: readonly WidgetCatalog[];
  /** The texts could not load (offline): what the element does instead of showing. */
  onTextsFailed?: (host: HTMLElement) => void;
}

/**
 * Re-renders when `<html lang>` changes: a widget without its own `lang` follows the page
 * (a site that switches language client-side).
 */
function useDocumentLang(): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    const observer = new MutationObserver(() => setTick((n) => n + 1));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ["lang"] });
    return () => observer.disconnect();
  }, []);
}

/** The definition an element class was made from (its static `definition`). */
function definitionOf(host: HTMLElement): WidgetDefinition<object> {
  return (host.constructor as unknown as { definition: WidgetDefinition<object> }).definition;
}

/**
 * What r2wc renders for every widget: the texts of the element's language, loaded before
 * the first render, around the widget's own component. `container` is r2wc's shadow root.
 */
function WidgetRoot(props: Record<string, unknown> & { container?: unknown }) {
  const host = (props.container as ShadowRoot).host as HTMLElement;
  const { tag, styles, Component, catalogs, onTextsFailed } = definitionOf(host);
  useDocumentLang();
  const locale = resolveLocale(host);
  const [i18n] = useState(() => setupI18n());
  const [ready, setReady] = useState<WidgetLocale | null>(null);
  const failed = useRef(onTextsFailed);
  failed.current = onTextsFailed;

  useEffect(() => {
    let current = true;
    activateCatalogs(i18n, locale, catalogs).then(
      () => current && setReady(locale),
      (error: unknown) => {
        console.error(`<${tag}> could not load its texts`, error);
        failed.current?.(host);
      },
    );
    return () => {
      current = false;
    };
  }, [i18n, locale, host, catalogs, tag]);

  // Browsers without constructable stylesheets (and jsdom) get a <style> element.
  const style = canAdoptStyles() ? null : <style>{styles}</style>;
  if (!ready) return style;
  const { container: _container, ...attributeProps } = props;
  return (
    <I18nProvider i18n={i18n}>
      {style}
      <Component {...attributeProps} host={host} locale={ready} />
    </I18nProvider>
  );
}

/**
 * The element's properties, one per attribute, as a partner's code sets them. A string is
 * the attribute's text; any other value becomes its text too (an object its JSON, so
 * `el.hiddenFields = { plan: "pro" }` works), so property and attribute never disagree;
 * null or undefined removes the attribute. r2wc's own setter would write an object as
 * "[object Object]".
 */
function defineProperties(prototype: object, attributes: readonly string[]): void {
  for (const attribute of attributes) {
    const name = camelCase(attribute);
    Object.defineProperty(prototype, name, {
      configurable: true,
      enumerable: true,
      get(this: R2wcInternals) {
        return this[PROPS][name];
      },
      set(this: HTMLElement, value: unknown) {
        if (value === null || value === undefined) this.removeAttribute(attribute);
        else
          this.setAttribute(
            attribute,
            typeof value === "string" ? value : typeof value === "object" ? JSON.stringify(value) : String(value),
          );
      },
    });
  }
}

/**
 * A property set before the tag was defined (a framework rendering before the loader has
 * fetched the element's code) is an own property of the element that hides the class's
 * accessor, and would be ignored: it is taken off and set again through the accessor.
 */
function upgradeProperties(element: HTMLElement, names: readonly string[]): void {
  const self = element as unknown as Record<string, unknown>;
  for (const name of names) {
    if (!Object.hasOwn(element, name)) continue;
    const value = self[name];
    delete self[name];
    self[name] = value;
  }
}

/**
 * Turns a widget's React component into a custom element class with
 * `@r2wc/react-to-web-component`: an open shadow root, the attributes as props, the
 * styles adopted into the shadow root, and the texts of the element's language loaded
 * before the first render. A later change of `lang` (or of `<html lang>`) keeps the same
 * component instance, so whatever the visitor typed stays while the texts switch.
 *
 * The class is returned, not registered, so each element can add its methods.
 *
 * @example
 * export class AgencyThing extends widgetElement<ThingProps>({ tag: "agency-thing", attributes: ["lang"], styles, Component: Thing }) {}
 * defineOnce("agency-thing", AgencyThing);
 */
export function widgetElement<P extends object>(definition: WidgetDefinition<P>): R2wcElementClass {
  const { attributes, flags = [], styles } = definition;
  const Base = r2wc(WidgetRoot, {
    shadow: "open",
    // Strings only: the production build keeps r2wc's string transform alone (rollup.config.mjs).
    props: Object.fromEntries(attributes.map((a) => [camelCase(a), "string"])),
  }) as unknown as R2wcElementClass;

  defineProperties(Base.prototype, attributes);
  const properties = [...attributes, ...flags].map(camelCase);

  return class WidgetElement extends Base {
    static definition = definition;

    static get observedAttributes(): string[] {
      return [...attributes, ...flags];
    }

    constructor() {
      super();
      if (this.shadowRoot) adoptStyles(this.shadowRoot, styles);
      const props = (this as unknown as R2wcInternals)[PROPS];
      for (const flag of flags) props[camelCase(flag)] = this.hasAttribute(flag);
    }

    override connectedCallback(): void {
      upgradeProperties(this, properties);
      // The texts are requested before the first render, not from its effect (a frame later):
      // they download while r2wc upgrades the element and renders (WidgetRoot reuses the request).
      const locale = resolveLocale(this);
      for (const catalog of definition.catalogs) loadCatalog(catalog, locale).catch(() => {});
      super.connectedCallback();
    }

    override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
      const self = this as unknown as R2wcInternals;
      if (flags.includes(name)) {
        self[PROPS][camelCase(name)] = value !== null;
        self[RENDER]();
        return;
      }
      // r2wc ignores an attribute that is removed or emptied: the prop would keep its old
      // value (a removed `lang` must fall back to the page's language).
      if (!value) {
        self[PROPS][camelCase(name)] = undefined;
        self[RENDER]();
        return;
      }
      super.attributeChangedCallback(name, old, value);
    }
  };
}

/** Registers a tag once per page: a second loader, or a second call, is a no-op. */
export function defineOnce(tag: string, element: CustomElementConstructor): void {
  if (!customElements.get(tag)) customElements.define(tag, element);
}
