/**
 * Turns a widget's component into a custom element with r2wc: an open shadow root,
 * attributes as props, adopted styles, and texts loaded before the first render.
 */
import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import r2wc from "@r2wc/react-to-web-component";
import { type ComponentType, useEffect, useRef, useState } from "react";
import { activateCatalogs, loadCatalog, type WidgetCatalog } from "../i18n/catalogs.ts";
import { resolveLocale, type WidgetLocale } from "../i18n/locale.ts";
import { r2wcProps, setR2wcProp } from "./r2wc-internals.ts";
import { adoptStyles, canAdoptStyles } from "./styles.ts";

/** What every widget component gets from its element besides the attributes. */
export interface ElementProps {
  /** The custom element itself: events are dispatched from it, its attributes read. */
  host: HTMLElement;
  /** The language the widget speaks now (its texts are loaded). */
  locale: WidgetLocale;
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

/** Re-renders when `<html lang>` changes, so a widget without its own `lang` follows the page. */
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
 * The root r2wc renders for every widget: the widget's component inside an I18nProvider,
 * rendered once its language's texts are loaded. `container` is r2wc's shadow root.
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
 * Defines one property per attribute that writes through to the attribute, so the two never
 * disagree: objects are written as JSON (`el.hiddenFields = { plan: "pro" }`; r2wc's own
 * setter would write "[object Object]"), null or undefined removes the attribute.
 */
function defineProperties(prototype: object, attributes: readonly string[]): void {
  for (const attribute of attributes) {
    const name = camelCase(attribute);
    Object.defineProperty(prototype, name, {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        return r2wcProps(this)[name];
      },
      set(this: HTMLElement, value: unknown) {
        if (value == null) this.removeAttribute(attribute);
        else this.setAttribute(attribute, typeof value === "object" ? JSON.stringify(value) : String(value));
      },
    });
  }
}

/**
 * Re-applies properties set before the tag was defined (a framework rendering before the
 * loader fetched the element's code): such an own property shadows the class's accessor.
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
 * Returns a custom element class for a widget's component. A later change of `lang` (or
 * `<html lang>`) keeps the component instance, so what the visitor typed stays. The class is
 * not registered, so each element can add its methods first.
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
  const observed = [...attributes, ...flags];
  const properties = observed.map(camelCase);

  return class WidgetElement extends Base {
    static definition = definition;
    /**
     * False until first connected. r2wc's constructor has read the attributes by then, and
     * its own callback would render the component once per attribute of an upgraded element
     * (its "connected" flag starts out true): the banner rendered four times in one task.
     */
    #live = false;

    static get observedAttributes(): string[] {
      return observed;
    }

    constructor() {
      super();
      if (this.shadowRoot) adoptStyles(this.shadowRoot, styles);
      const props = r2wcProps(this);
      for (const flag of flags) props[camelCase(flag)] = this.hasAttribute(flag);
    }

    override connectedCallback(): void {
      this.#live = true;
      upgradeProperties(this, properties);
      // Requested here rather than in WidgetRoot's effect, a frame later, so the texts download
      // while r2wc renders; WidgetRoot reuses the request.
      const locale = resolveLocale(this);
      for (const catalog of definition.catalogs) loadCatalog(catalog, locale).catch(() => {});
      super.connectedCallback();
    }

    override attributeChangedCallback(name: string, _old: string | null, value: string | null): void {
      // Every prop is a string (r2wc would keep the old one for a removed or emptied
      // attribute) or a flag, counted by presence; rendered again once connected.
      setR2wcProp(this, camelCase(name), flags.includes(name) ? value !== null : value || undefined, this.#live);
    }
  };
}

/** Registers a tag once per page: a second loader, or a second call, is a no-op. */
export function defineOnce(tag: string, element: CustomElementConstructor): void {
  if (!customElements.get(tag)) customElements.define(tag, element);
}
