import { useEffect, useId, useRef, useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { company } from "../../contract/company.ts";
import type { Locale } from "../i18n.ts";
import { CtaButton } from "./CtaButton.tsx";
import { LanguageSwitcher } from "./LanguageSwitcher.tsx";
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

export function TopBar({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const scrolled = useScrolledPast(SCROLL_THRESHOLD_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();
  const close = () => setMenuOpen(false);
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
          <span className="visually-hidden">
            {" "}
            <Trans>Home</Trans>
          </span>
        </Link>
        <button
          type="button"
          className="topbar__toggle"
          aria-expanded={menuOpen}
          aria-controls={navId}
          onClick={() => setMenuOpen((o) => !o)}
        >
          <span className="visually-hidden">{menuOpen ? menuLabels.close : menuLabels.open}</span>
          <span aria-hidden="true" className="hamburger" />
        </button>
        <div id={navId} className="topbar__menu">
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
              <Trans>Contact us</Trans>
            </CtaButton>
          </div>
        </div>
      </div>
    </header>
  );
}
