import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { company } from "../../contract/site/company.ts";
import { clientById, clients } from "../content/clients.ts";
import { quoted } from "../content/numbers.ts";
import { type Testimonial, team, titleOf } from "../content/people.ts";
import type { Card, Faq, Step, Text } from "../content/types.ts";
import type { Locale } from "../i18n.ts";
import { Avatar } from "./Avatar.tsx";
import { ClientLogo } from "./ClientLogo.tsx";
import { CtaButton } from "./CtaButton.tsx";
import { Drawing } from "./Drawing.tsx";
import { Icon } from "./Icon.tsx";
import { Prerendered } from "./Prerendered.tsx";

/**
 * The opening of a page: eyebrow, heading, lead and actions, with a picture beside them on
 * wide screens. Light on the page's own background (dark in the dark theme), so each page
 * is carried by its picture, not by a band of colour every page repeats.
 */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
  note,
  visual,
  className,
  prerendered,
}: {
  eyebrow?: ReactNode;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
  /** A short line under the actions (a service's starting price). */
  note?: ReactNode;
  /** A picture for the right half on wide screens (below the copy on phones). */
  visual?: ReactNode;
  className?: string;
  /** Nothing inside has state or handlers: hydration adopts it (site/app/hydration.ts). */
  prerendered?: boolean;
}) {
  const copy = (
    <>
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h1 id="page-title">{title}</h1>
      {lead && <p className="page-hero__lead">{lead}</p>}
      {children && <div className="page-hero__actions">{children}</div>}
      {note && <p className="page-hero__note">{note}</p>}
    </>
  );
  const inner = visual ? (
    <div className="container page-hero__inner page-hero__inner--visual">
      <div className="page-hero__copy">{copy}</div>
      <div className="page-hero__visual">{visual}</div>
    </div>
  ) : (
    <div className="container page-hero__inner">{copy}</div>
  );
  return (
    <Prerendered as="section" live={!prerendered} className={`page-hero${className ? ` ${className}` : ""}`} aria-labelledby="page-title">
      {inner}
    </Prerendered>
  );
}

/**
 * A section with a heading (h2) and an optional intro. `layout="split"` puts heading and
 * intro in a side column beside the content on wide screens.
 */
export function Section({
  id,
  title,
  intro,
  eyebrow,
  children,
  tone,
  layout,
  titleHidden,
  prerendered,
}: {
  id: string;
  title: string;
  intro?: string;
  eyebrow?: string;
  children: ReactNode;
  tone?: "surface" | "ink";
  layout?: "split";
  /** For assistive technology only: where the page's hero already introduces what follows. */
  titleHidden?: boolean;
  /** Nothing inside has state or handlers: hydration adopts it (site/app/hydration.ts). */
  prerendered?: boolean;
}) {
  const heading = titleHidden ? (
    <h2 id={`${id}-title`} className="visually-hidden">
      {title}
    </h2>
  ) : (
    <div className="section__head">
      {eyebrow && <p className="section__eyebrow">{eyebrow}</p>}
      <h2 id={`${id}-title`} className="section__title">
        {title}
      </h2>
      {intro && <p className="section__intro">{intro}</p>}
    </div>
  );
  const inner =
    layout === "split" ? (
      <div className="container section--split__inner">
        {heading}
        <div className="section__body">{children}</div>
      </div>
    ) : (
      <div className="container">
        {heading}
        {children}
      </div>
    );
  return (
    <Prerendered
      as="section"
      live={!prerendered}
      id={id}
      className={`section${tone ? ` section--${tone}` : ""}`}
      aria-labelledby={`${id}-title`}
    >
      {inner}
    </Prerendered>
  );
}

/** Cards with an icon; `plain` sets them as a ruled list instead of boxes. */
export function CardGrid({ cards, columns = 3, plain }: { cards: Card[]; columns?: 2 | 3 | 4; plain?: boolean }) {
  const { i18n } = useLingui();
  return (
    <ul className={`card-grid card-grid--${columns}${plain ? " card-grid--plain" : ""}`}>
      {cards.map((card) => (
        <li key={card.title.id} className="card">
          <span className="card__icon">
            <Icon name={card.icon} />
          </span>
          <h3>{i18n._(card.title)}</h3>
          <p>{i18n._(card.text)}</p>
        </li>
      ))}
    </ul>
  );
}

/** Numbered steps; `timeline` draws them on a line, each with its time ("Week 1"). */
export function Steps({ steps, timeline }: { steps: Step[]; timeline?: boolean }) {
  const { i18n } = useLingui();
  return (
    <ol className={`steps${timeline ? " steps--timeline" : ""}`}>
      {steps.map((step, index) => (
        <li key={step.title.id} className="steps__item">
          <span className="steps__number" aria-hidden="true">
            {String(index + 1).padStart(2, "0")}
          </span>
          <div>
            {step.meta && <p className="steps__meta">{i18n._(step.meta)}</p>}
            <h3>{i18n._(step.title)}</h3>
            <p>{i18n._(step.text)}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

/**
 * The service pages' FAQ: from 64rem the heading, a short intro and a way to ask a question
 * that is not listed stay in a side column, and the questions take the remaining two thirds,
 * so the list spans the container like the home page's sections instead of leaving its
 * right half empty. Below 64rem the two stack.
 */
export function FaqSection({ items, tone }: { items: Faq[]; tone?: "surface" }) {
  return (
    <Prerendered as="section" id="faq" className={`section${tone ? ` section--${tone}` : ""}`} aria-labelledby="faq-title">
      <div className="container faq-section">
        <div className="faq-section__aside">
          <h2 id="faq-title" className="section__title">
            <Trans>Frequently asked questions</Trans>
          </h2>
          <p className="faq-section__intro">
            <Trans>Straight answers to what clients ask us before a project starts. Didn't find yours?</Trans>
          </p>
          {/* A question wants an answer, not the project questionnaire: the button says it writes an email. */}
          <a className="button button--ghost" href={`mailto:${company.email}`}>
            <Icon name="mail" size={18} />
            <Trans>Email us your question</Trans>
          </a>
        </div>
        <FaqList items={items} />
      </div>
    </Prerendered>
  );
}

/**
 * Questions as native disclosure widgets (keyboard and screen reader support for free),
 * with our own plus/minus sign instead of the browser's triangle.
 */
export function FaqList({ items }: { items: Faq[] }) {
  const { i18n } = useLingui();
  return (
    <div className="faq">
      {items.map((item) => (
        <details key={item.question.id} className="faq__item">
          <summary>
            <span>{i18n._(item.question)}</span>
            <Drawing className="faq__sign" viewBox="0 0 20 20" width="20" height="20">
              <path className="faq__sign-h" d="M4 10h12" />
              <path className="faq__sign-v" d="M10 4v12" />
            </Drawing>
          </summary>
          <p>{i18n._(item.answer)}</p>
        </details>
      ))}
    </div>
  );
}

/** The founder's handwritten signature (drawn for the template; replace with a scan of the real one). */
export function Signature({ className }: { className?: string }) {
  return (
    <Drawing className={`signature ${className ?? ""}`} viewBox="0 0 160 48" width="160" height="48">
      <path d="M6 38c6-16 10-30 12-28 2 3-3 24-1 26 3-10 9-24 12-22 2 2-2 18 0 20 3-8 7-14 10-12 2 2-1 9 1 10 3 1 6-9 10-8 2 1 0 7 2 7 4 0 7-10 11-9 3 1-1 8 2 8 5 0 9-7 14-7M78 36c8-20 14-30 17-28 3 3-5 26-3 28 4-12 11-26 15-24 3 2-3 20-1 22 3-8 8-13 11-11 2 2-1 8 1 9 5 2 12-8 17-7 4 1 2 6 6 6 4 0 8-4 12-7M20 44c30-4 70-6 124-8" />
    </Drawing>
  );
}

export function FounderNote({ text }: { text: Text }) {
  const { i18n, t } = useLingui();
  const companyName = company.name;
  const founder = team[0]!;
  return (
    <figure className="founder-note">
      <Avatar spec={founder.avatar} size={72} className="founder-note__avatar" />
      <blockquote>
        <p>{quoted(i18n._(text), i18n.locale as Locale)}</p>
      </blockquote>
      <figcaption>
        <Signature />
        <span>
          <strong>{company.founder.name}</strong>
          {`, ${t`founder of ${companyName}`}`}
        </span>
      </figcaption>
    </figure>
  );
}

/** A client's quote with the person's portrait, name, role and company. */
export function TestimonialCard({ testimonial, large }: { testimonial: Testimonial; large?: boolean }) {
  const { i18n } = useLingui();
  const client = clientById(testimonial.clientId);
  const { person } = testimonial;
  return (
    <figure className={`testimonial${large ? " testimonial--large" : ""}`}>
      <blockquote>
        <p>{quoted(i18n._(testimonial.quote), i18n.locale as Locale)}</p>
      </blockquote>
      <figcaption>
        <Avatar spec={person.avatar} size={large ? 56 : 48} />
        <span>
          <strong>{person.name}</strong>
          <span className="testimonial__role">{`${titleOf(person.role, i18n)}, ${client.name}`}</span>
        </span>
      </figcaption>
    </figure>
  );
}

/** The quiet greyscale strip of client wordmarks. */
export function LogoStrip({ title }: { title: string }) {
  return (
    <Prerendered as="section" className="logo-strip" aria-label={title}>
      <div className="container">
        <p className="logo-strip__title" aria-hidden="true">
          {title}
        </p>
        <ul className="logo-strip__list">
          {clients.map((client) => (
            <li key={client.id}>
              <ClientLogo client={client} />
            </li>
          ))}
        </ul>
      </div>
    </Prerendered>
  );
}

/**
 * The closing call to action of a page: what to do, and what happens after the click (the
 * questionnaire's four short steps end with picking a time).
 */
export function CtaBand({ title, text, cta, id = "cta" }: { title: string; text: string; cta: string; id?: string }) {
  return (
    <Prerendered as="section" className="cta-band" aria-labelledby={`${id}-title`}>
      <div className="container cta-band__inner">
        <div>
          <h2 id={`${id}-title`}>{title}</h2>
          <p>{text}</p>
        </div>
        <div className="cta-band__action">
          <CtaButton size="large" variant="light">
            {cta}
          </CtaButton>
          <p className="cta-band__note">
            <Icon name="clock" size={16} />
            <Trans>Four short steps, then you pick a time for a free 30-minute call.</Trans>
          </p>
        </div>
      </div>
    </Prerendered>
  );
}
