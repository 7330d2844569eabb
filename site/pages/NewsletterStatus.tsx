import { Trans, useLingui } from "@lingui/react/macro";
import type { ComponentType } from "react";
import { usePageHead } from "../app/head.tsx";
import { Link } from "../components/Link.tsx";
import { PageHero } from "../components/sections.tsx";

/** Where the newsletter API redirects after a confirmation or unsubscribe link. */
export type NewsletterStatus = "confirmed" | "unsubscribed" | "link-invalid";

function StatusPage({ status }: { status: NewsletterStatus }) {
  const { t } = useLingui();
  const texts: Record<NewsletterStatus, { title: string; text: string }> = {
    confirmed: {
      title: t`Subscription confirmed`,
      text: t`Thank you! Your subscription is confirmed. You will receive an email whenever we publish a new article.`,
    },
    unsubscribed: {
      title: t`You are unsubscribed`,
      text: t`You will not receive any more emails from our newsletter. If this was a mistake, you can subscribe again on our blog at any time.`,
    },
    "link-invalid": {
      title: t`This link is no longer valid`,
      text: t`The link has expired or was already used. Please sign up again on our blog, and we will send you a new one.`,
    },
  };
  const { title, text } = texts[status];
  usePageHead({ title, description: text, noindex: true });
  return (
    <PageHero title={title} lead={text}>
      <Link href="/" className="button button--primary button--large">
        <Trans>Return to Home</Trans>
      </Link>
      <Link href="/blog" className="button button--ghost button--large">
        <Trans>Go to the blog</Trans>
      </Link>
    </PageHero>
  );
}

const pages = new Map<NewsletterStatus, ComponentType>();

export function newsletterStatusPage(status: NewsletterStatus): ComponentType {
  let page = pages.get(status);
  if (!page) {
    page = () => <StatusPage status={status} />;
    pages.set(status, page);
  }
  return page;
}
