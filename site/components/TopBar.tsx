import { Trans, useLingui } from "@lingui/react/macro";
import { type RefObject, useCallback, useEffect, useId, useRef, useState } from "react";
import { company } from "../../contract/site/company.ts";
import type { Locale } from "../i18n.ts";
import { CtaButton } from "./CtaButton.tsx";
import { LanguageSwitcher } from "./LanguageSwitcher.tsx";
import { Link } from "./Link.tsx";
import { serviceLinks } from "./services.ts";
import { ThemeToggle } from "./ThemeToggle.tsx";

/** The bar turns dark and blurred once the page has scrolled past this many pixels. */
export const SCROLL_THRESHOLD_PX = 20;

function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return scrolled;
}

function ServicesMenu({ onNavigate }: { onNavigate: () => void }) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  return (
    <li
      className="topbar__services"
      ref={root}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          // Only the submenu closes; the phone menu around it stays open.
          event.stopPropagation();
          setOpen(false);
          button.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className="topbar__link topbar__menu-button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        <Trans>Services</Trans>
        <span aria-hidden="true" className="chevron" />
      </button>
      <ul id={menuId} className="topbar__dropdown" hidden={!open}>
        {serviceLinks.map((s) => (
          <li key={s.path}>
            <Link
              href={s.path}
              onClick={() => {
                setOpen(false);
                onNavigate();
              }}
            >
              {i18n._(s.label)}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The width up to which the menu is a panel behind the toggle (the CSS breakpoint). */
const PANEL_MEDIA = "(max-width: 68rem)";

/**
 * While the phone menu is open: the page behind is dimmed and does not scroll, focus
 * moves into the panel and stays between the toggle and the panel, Escape closes it and
 * returns focus to the toggle.
 */
function useMenuPanel(
  open: boolean,
  close: () => void,
  toggle: RefObject<HTMLButtonElement | null>,
  panel: RefObject<HTMLDivElement | null>,
) {
  useEffect(() => {
    if (!open || !window.matchMedia(PANEL_MEDIA).matches) return;
    const root = document.documentElement;
    root.classList.add("menu-open");
    const focusables = () =>
      [toggle.current, ...(panel.current?.querySelectorAll<HTMLElement>("a[href], button:not([disabled])") ?? [])].filter(
        (el): el is HTMLElement => el !== null && el.getClientRects().length > 0,
      );
    focusables()[1]?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        close();
        toggle.current?.focus();
      } else if (event.key === "Tab") {
        const items = focusables();
        const first = items[0];
        const last = items[items.length - 1];
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last?.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first?.focus();
        }
      }
    };
    document.addEventListener("keydown", onKey);
    return () => {
      root.classList.remove("menu-open");
      document.removeEventListener("keydown", onKey);
    };
  }, [open, close, toggle, panel]);
}

export function TopBar({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const scrolled = useScrolledPast(SCROLL_THRESHOLD_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();
  const close = useCallback(() => setMenuOpen(false), []);
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  useMenuPanel(menuOpen, close, toggle, panel);
  // Both labels are read on every render: the page's inline messages then include both.
  const menuLabels = { open: t`Open menu`, close: t`Close menu` };

  return (
    <header className={`topbar${scrolled ? " topbar--scrolled" : ""}${menuOpen ? " topbar--open" : ""}`}>
      <div className="topbar__inner container">
        <Link href="/" className="logo" onClick={close}>
          <span className="logo__mark" aria-hidden="true">
            {company.name.charAt(0)}
          </span>
          <span className="logo__text">{company.name}</span>
          <span className="visually-hidden">{` ${t`Home`}`}</span>
        </Link>
        <button
          ref={toggle}
          type="button"
          className="topbar__toggle"
          aria-expanded={menuOpen}
          aria-controls={navId}
          onClick={() => setMenuOpen((o) => !o)}
        >
          <span className="visually-hidden">{menuOpen ? menuLabels.close : menuLabels.open}</span>
          <span aria-hidden="true" className="hamburger" />
        </button>
        <div className="topbar__backdrop" aria-hidden="true" onClick={close} />
        <div id={navId} ref={panel} className="topbar__menu">
          <nav aria-label={t`Main`}>
            <ul className="topbar__nav">
              <li>
                <Link href="/" className="topbar__link" onClick={close}>
                  <Trans>Home</Trans>
                </Link>
              </li>
              <ServicesMenu onNavigate={close} />
              <li>
                <Link href="/our-work" className="topbar__link" onClick={close}>
                  <Trans>Our Work</Trans>
                </Link>
              </li>
              <li>
                <Link href="/blog" className="topbar__link" onClick={close}>
                  <Trans>Blog</Trans>
                </Link>
              </li>
              <li>
                <Link href="/apis" className="topbar__link" onClick={close}>
                  <Trans>APIs</Trans>
                </Link>
              </li>
            </ul>
          </nav>
          <div className="topbar__actions">
            <LanguageSwitcher locale={locale} />
            <ThemeToggle />
            <CtaButton onClick={close}>
              <Trans>Tell us about your project</Trans>
            </CtaButton>
          </div>
        </div>
      </div>
    </header>
  );
}
