import type { ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { company } from "../../contract/company.ts";
import type { Card, Faq, Step, Text } from "../content/types.ts";
import { CtaButton } from "./CtaButton.tsx";
import { Icon } from "./Icon.tsx";

/** The dark band every page opens with; the top bar sits transparent on it. */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
  visual,
}: {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
  /** A picture for the right half on wide screens (hidden on phones). */
  visual?: ReactNode;
}) {
  const copy = (
    <>
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h1 id="page-title">{title}</h1>
      {lead && <p className="page-hero__lead">{lead}</p>}
      {children && <div className="page-hero__actions">{children}</div>}
    </>
  );
  return (
    <section className="page-hero" aria-labelledby="page-title">
      {visual ? (
        <div className="container page-hero__inner page-hero__inner--visual">
          <div>{copy}</div>
          <div className="page-hero__visual">{visual}</div>
        </div>
      ) : (
        <div className="container page-hero__inner">{copy}</div>
      )}
    </section>
  );
}

/** A section with a heading (h2) and an optional intro. */
export function Section({
  id,
  title,
  intro,
  children,
  tone,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
  tone?: "surface";
}) {
  return (
    <section id={id} className={`section${tone ? ` section--${tone}` : ""}`} aria-labelledby={`${id}-title`}>
      <div className="container">
        <h2 id={`${id}-title`} className="section__title">
          {title}
        </h2>
        {intro && <p className="section__intro">{intro}</p>}
        {children}
      </div>
    </section>
  );
}

export function CardGrid({ cards, columns = 3 }: { cards: Card[]; columns?: 2 | 3 | 4 }) {
  const { i18n } = useLingui();
  return (
    <ul className={`card-grid card-grid--${columns}`}>
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

export function Steps({ steps }: { steps: Step[] }) {
  const { i18n } = useLingui();
  return (
    <ol className="steps">
      {steps.map((step, index) => (
        <li key={step.title.id} className="steps__item">
          <span className="steps__number" aria-hidden="true">
            {index + 1}
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
    <section id="faq" className={`section${tone ? ` section--${tone}` : ""}`} aria-labelledby="faq-title">
      <div className="container faq-section">
        <div className="faq-section__aside">
          <h2 id="faq-title" className="section__title">
            <Trans>Frequently asked questions</Trans>
          </h2>
          <p className="faq-section__intro">
            <Trans>Straight answers to what clients ask us before a project starts. Your question is not among them?</Trans>
          </p>
          <CtaButton variant="ghost">
            <Trans>Ask us directly</Trans>
          </CtaButton>
        </div>
        <FaqList items={items} />
      </div>
    </section>
  );
}

/** Questions as native disclosure widgets: keyboard and screen reader support for free. */
export function FaqList({ items }: { items: Faq[] }) {
  const { i18n } = useLingui();
  return (
    <div className="faq">
      {items.map((item) => (
        <details key={item.question.id} className="faq__item">
          <summary>{i18n._(item.question)}</summary>
          <p>{i18n._(item.answer)}</p>
        </details>
      ))}
    </div>
  );
}

export function FounderNote({ text }: { text: Text }) {
  const { i18n } = useLingui();
  const companyName = company.name;
  return (
    <figure className="founder-note">
      <span className="founder-note__avatar" aria-hidden="true">
        {company.founder.name
          .split(" ")
          .map((part) => part.charAt(0))
          .join("")}
      </span>
      <blockquote>
        <p>{i18n._(text)}</p>
      </blockquote>
      <figcaption>
        <strong>{company.founder.name}</strong>, <Trans>founder of {companyName}</Trans>
      </figcaption>
    </figure>
  );
}

/** The closing call-to-action band of a page. */
export function CtaBand({ title, text, cta, id = "cta" }: { title: string; text: string; cta: string; id?: string }) {
  return (
    <section className="cta-band" aria-labelledby={`${id}-title`}>
      <div className="container cta-band__inner">
        <div>
          <h2 id={`${id}-title`}>{title}</h2>
          <p>{text}</p>
        </div>
        <CtaButton size="large" variant="light">
          {cta}
        </CtaButton>
      </div>
    </section>
  );
}
