import { useEffect } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { usePageHead } from "../app/head.tsx";

export function NotFound() {
  const { t } = useLingui();
  usePageHead({ title: t`Page not found`, description: t`The page you are looking for does not exist.` });
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", window.location.pathname);
  }, []);
  return (
    <section className="not-found container">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>
        <Trans>Oops! Page not found</Trans>
      </h1>
      <Link href="/" className="button button--primary">
        <Trans>Return to Home</Trans>
      </Link>
    </section>
  );
}
