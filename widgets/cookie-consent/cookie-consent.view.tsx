/**
 * The cookie banner's view: renders the controller's state and handles what is about the
 * DOM (focus, keyboard, scrolling).
 */
import { useLingui } from "@lingui/react/macro";
import { type RefObject, useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { ConsentPreferences } from "../../contract/consent/keys.ts";
import { toWidgetLocale } from "../lib/i18n/locale.ts";
import type { ToastOptions } from "../lib/toast/index.ts";
import { type ConsentController, type ConsentView, createConsentController } from "./cookie-consent.controller.ts";
import { consentMessages as m } from "./cookie-consent.texts.ts";

export interface CookieConsentProps {
  /** Google Tag Manager container id; without one no analytics ever load. */
  gtmId?: string | undefined;
  privacyUrl?: string | undefined;
  /** Origin of the API that records proof of consent. */
  apiBase: string;
  /** localStorage key of the stored choice. */
  storageKey: string;
  onChange?: (preferences: ConsentPreferences | null) => void;
  /** Hands the element its controller (for its `reopen()` method). */
  onController?: (controller: ConsentController) => void;
  /** Shows the confirmation toast (the page's one toast region). */
  notify: (options: ToastOptions) => void;
}

const COOKIE_PATH =
  "M12 2a10 10 0 1 0 10 10 4 4 0 0 1-5-5 4 4 0 0 1-5-5Zm-3.5 7a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Zm7 5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Zm-6 3a1 1 0 1 1 0 2 1 1 0 0 1 0-2Z";

/**
 * Creates the banner's controller once, reading the latest render's props, and hands it to
 * the element (for `reopen()`) before starting it.
 */
function useConsentController(
  props: Pick<CookieConsentProps, "gtmId" | "apiBase" | "storageKey" | "onChange" | "onController">,
  onView: (view: ConsentView) => void,
): ConsentController {
  const { i18n } = useLingui();
  const latest = useRef({ ...props, locale: toWidgetLocale(i18n.locale) });
  latest.current = { ...props, locale: toWidgetLocale(i18n.locale) };
  const controller = useMemo(
    () =>
      createConsentController({
        gtmId: () => latest.current.gtmId,
        apiBase: () => latest.current.apiBase,
        locale: () => latest.current.locale,
        storageKey: () => latest.current.storageKey,
        onView,
        onChange: (preferences) => latest.current.onChange?.(preferences),
      }),
    [onView],
  );
  useEffect(() => {
    latest.current.onController?.(controller);
    controller.start();
  }, [controller]);
  return controller;
}

/** True while the page scrolls on a phone: the floating button steps aside so it never covers text being read. */
function useScrollingAside(view: ConsentView | null): boolean {
  const [scrolling, setScrolling] = useState(false);
  useEffect(() => {
    if (view !== "closed" || !window.matchMedia?.("(max-width: 640px)").matches) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      setScrolling(true);
      clearTimeout(timer);
      timer = setTimeout(() => setScrolling(false), 1200);
    };
    addEventListener("scroll", onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      removeEventListener("scroll", onScroll);
    };
  }, [view]);
  return scrolling;
}

/** The banner's heading and text, the GPC note, and the choice in effect when it was reopened. */
function BannerText({
  titleRef,
  privacyUrl,
  gpc,
  previous,
}: {
  titleRef: RefObject<HTMLHeadingElement | null>;
  privacyUrl: string | undefined;
  gpc: boolean;
  previous: ConsentPreferences | null;
}) {
  const { i18n } = useLingui();
  return (
    <div className="text">
      <h2 ref={titleRef} id="title" className="title" part="title" tabIndex={-1}>
        {i18n._(m.title)}
      </h2>
      <p className="body" part="body">
        <span>{i18n._(m.body)}</span>{" "}
        {privacyUrl ? (
          <a className="link" part="privacy-link" href={privacyUrl} target="_blank" rel="noopener">
            {i18n._(m.privacy)}
          </a>
        ) : null}
      </p>
      <p className="note" part="gpc-note" hidden={!gpc}>
        {i18n._(m.gpc)}
      </p>
      {previous ? (
        <p className="note current" part="current-choice">
          {i18n._(previous.analytics ? m.currentAll : m.currentFunctional)}
        </p>
      ) : null}
    </div>
  );
}

/** The floating button that withdraws the choice and asks again. */
function ReopenButton({
  buttonRef,
  hidden,
  scrolling,
  onClick,
}: {
  buttonRef: RefObject<HTMLButtonElement | null>;
  hidden: boolean;
  scrolling: boolean;
  onClick: () => void;
}) {
  const { i18n } = useLingui();
  return (
    <button
      ref={buttonRef}
      type="button"
      className="reopen"
      part="reopen-button"
      title={i18n._(m.settings)}
      hidden={hidden}
      data-scrolling={scrolling ? "" : undefined}
      onClick={onClick}
    >
      <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="22" height="22">
        <path fill="currentColor" d={COOKIE_PATH} />
      </svg>
      <span className="visually-hidden">{i18n._(m.settings)}</span>
    </button>
  );
}

/**
 * The cookie banner while no choice is made, then a floating button that withdraws the
 * choice and asks again. A Global Privacy Control signal counts as a refusal.
 */
export function CookieConsent({ gtmId, privacyUrl, apiBase, storageKey, onChange, onController, notify }: CookieConsentProps) {
  const { i18n } = useLingui();
  const [view, setView] = useState<ConsentView | null>(null);
  const [focus, setFocus] = useState<{ target: "title" | "reopen" | null }>({ target: null });
  const title = useRef<HTMLHeadingElement>(null);
  const reopenButton = useRef<HTMLButtonElement>(null);
  const controller = useConsentController({ gtmId, apiBase, storageKey, onChange, onController }, setView);

  // Focus moves in an effect: its target may only render with the view change that asked for it.
  useEffect(() => {
    if (focus.target === "title") title.current?.focus();
    if (focus.target === "reopen") reopenButton.current?.focus();
  }, [focus]);

  const previous = view === "banner" ? controller.previous : null;
  const close = useCallback(() => {
    if (controller.restore()) setFocus({ target: "reopen" });
  }, [controller]);
  // Handled on the banner, not the document: an Escape meant for a dialog elsewhere on the
  // page must never bring back a consent the visitor withdrew.
  const onKeyDown = (event: { key: string; preventDefault(): void; stopPropagation(): void }) => {
    if (!previous || event.key !== "Escape") return;
    event.preventDefault();
    event.stopPropagation();
    close();
  };

  const scrolling = useScrollingAside(view);

  const choose = (analytics: boolean) => {
    controller.choose(analytics);
    notify({ title: i18n._(analytics ? m.accepted : m.functionalAccepted), description: i18n._(m.saved), variant: "success" });
    setFocus({ target: "reopen" });
  };

  if (!view) return null;
  return (
    <>
      <section
        className={previous ? "banner reopened" : "banner"}
        part="banner"
        aria-labelledby="title"
        onKeyDown={onKeyDown}
        hidden={view !== "banner"}
      >
        <BannerText titleRef={title} privacyUrl={privacyUrl} gpc={controller.globalPrivacyControl} previous={previous} />
        {previous ? (
          <button type="button" className="close" part="close-button" aria-label={i18n._(m.close)} title={i18n._(m.close)} onClick={close}>
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
        <div className="actions" part="actions">
          <button type="button" className="button" part="button accept-button" onClick={() => choose(true)}>
            {i18n._(m.accept)}
          </button>
          <button type="button" className="button" part="button functional-button" onClick={() => choose(false)}>
            {i18n._(m.functional)}
          </button>
        </div>
      </section>
      <ReopenButton
        buttonRef={reopenButton}
        hidden={view !== "closed"}
        scrolling={scrolling}
        onClick={() => {
          controller.withdraw();
          setFocus({ target: "title" });
        }}
      />
    </>
  );
}
