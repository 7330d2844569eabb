import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { usePageHead } from "../app/head.tsx";
import { Drawing } from "../components/Drawing.tsx";
import { Icon } from "../components/Icon.tsx";
import { Link } from "../components/Link.tsx";
import { serviceLinks } from "../components/services.ts";

/** A route that leads nowhere: the 404's picture. */
function LostRoute() {
  return (
    <Drawing className="not-found__visual mock mock--plain" viewBox="0 0 360 200" width="360" height="200">
      <path d="M20 160 C80 160 90 60 160 70 S240 150 282 118" className="mk-route" />
      <circle cx="20" cy="160" r="8" className="mk-ac" />
      <circle cx="282" cy="118" r="5" className="mk-st" />
      <path d="M300 92 l28 28 m0 -28 l-28 28" className="mk-cross" />
      <text x="152" y="44" className="mk-figure mk-figure--faint" textAnchor="middle">
        404
      </text>
    </Drawing>
  );
}

export function NotFound() {
  const { i18n, t } = useLingui();
  usePageHead({ title: t`Page not found`, description: t`The page you are looking for does not exist.` });
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", window.location.pathname);
  }, []);
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <div className="container not-found__inner">
        <div className="not-found__copy">
          <p className="eyebrow">
            <Trans>Error 404</Trans>
          </p>
          <h1 id="not-found-title">
            <Trans>Oops! Page not found</Trans>
          </h1>
          <p className="not-found__lead">
            <Trans>The link may be old, or the address may have a typo. The pages below are still where they were.</Trans>
          </p>
          <Link href="/" className="button button--primary button--large">
            <Trans>Return to Home</Trans>
          </Link>
        </div>
        <LostRoute />
      </div>
      <nav className="container not-found__links" aria-label={t`Popular pages`}>
        <ul>
          {serviceLinks.map((s) => (
            <li key={s.path}>
              <Link href={s.path}>
                {i18n._(s.label)}
                <Icon name="arrow" size={16} />
              </Link>
            </li>
          ))}
          <li>
            <Link href="/our-work">
              <Trans>Our Work</Trans>
              <Icon name="arrow" size={16} />
            </Link>
          </li>
          <li>
            <Link href="/blog">
              <Trans>Blog</Trans>
              <Icon name="arrow" size={16} />
            </Link>
          </li>
        </ul>
      </nav>
    </section>
  );
}
