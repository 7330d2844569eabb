/** The small HTML page a newsletter link opens: one button, no script, a hashed CSP. */
import { html, raw } from "hono/html";
import type { Locale } from "../../../contract/locales.ts";
import { sitePath } from "../../../contract/site/paths.ts";
import type { WorkerEnv } from "../../env.ts";
import { mailI18n } from "../../mail/i18n.ts";

export type TokenAction = "confirm" | "unsubscribe";

/** The page's own few rules, hashed into its CSP (no 'unsafe-inline'). */
const PAGE_STYLE =
  "body{margin:0;font-family:system-ui,sans-serif}main{max-width:40rem;margin:0 auto;padding:4rem 1.5rem}" +
  "form{margin:2rem 0 1rem}button{font:inherit;font-size:1.125rem;padding:.75rem 1.5rem;cursor:pointer}" +
  "button:focus-visible{outline:3px solid currentColor;outline-offset:3px}";

let styleHash: Promise<string> | undefined;
function pageStyleHash(): Promise<string> {
  styleHash ??= crypto.subtle
    .digest("SHA-256", new TextEncoder().encode(PAGE_STYLE))
    .then((d) => `'sha256-${btoa(String.fromCharCode(...new Uint8Array(d)))}'`);
  return styleHash;
}

let siteStyles: Promise<string[]> | undefined;
/**
 * The site's stylesheets (content-hashed names under /assets/), read once per isolate
 * from a prerendered page, so the page looks like the rest of the site. Without a built
 * site or a SITE_URL the page falls back to its own few rules. The URL only addresses the
 * assets binding, but it is SITE_URL's origin all the same: nothing here comes from Host.
 */
function siteStylesheets(env: WorkerEnv, origin: string | undefined): Promise<string[]> {
  if (!origin) return Promise.resolve([]);
  siteStyles ??= env.ASSETS.fetch(new Request(`${origin}/newsletter/confirmed`))
    .then(async (res) => {
      if (!res.ok) return [];
      const html = await res.text();
      return [...html.matchAll(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"/g)].map((m) => m[1]!);
    })
    .catch(() => []);
  return siteStyles.then((list) => {
    if (list.length === 0) siteStyles = undefined;
    return list;
  });
}

/**
 * The page a confirm or unsubscribe link opens: it changes nothing, it only offers the
 * one button that does (a POST). Mail scanners that open every link therefore cannot
 * confirm or cancel anyone's subscription. Works without JavaScript and runs none.
 */
export async function tokenPage(
  env: WorkerEnv,
  origin: string | undefined,
  action: TokenAction,
  token: string,
  locale: Locale,
): Promise<Response> {
  const i18n = mailI18n(locale);
  const texts =
    action === "confirm"
      ? {
          title: i18n._({ id: "newsletter.page.confirm.title", message: "Confirm your newsletter subscription" }),
          text: i18n._({
            id: "newsletter.page.confirm.text",
            message: "Confirm with one click, and we will email you whenever we publish a new article.",
          }),
          button: i18n._({ id: "newsletter.page.confirm.button", message: "Confirm subscription" }),
        }
      : {
          title: i18n._({ id: "newsletter.page.unsubscribe.title", message: "Unsubscribe from the newsletter" }),
          text: i18n._({
            id: "newsletter.page.unsubscribe.text",
            message: "Confirm with one click, and we will stop sending you our newsletter.",
          }),
          button: i18n._({ id: "newsletter.page.unsubscribe.button", message: "Unsubscribe" }),
        };
  const why = i18n._({
    id: "newsletter.page.why",
    message:
      "Why a button? Some email security tools open every link in a message. This step makes sure that only you can change your subscription.",
  });
  const home = i18n._({ id: "newsletter.page.home", message: "Return to Home" });
  const homeHref = sitePath(locale, "/");
  const styles = await siteStylesheets(env, origin);

  // hono's html template escapes every interpolated value; only our own constant style is raw.
  const page = html`<!doctype html>
<html lang="${locale}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${texts.title}</title>
    ${styles.map((href) => html`<link rel="stylesheet" href="${href}" />`)}
    <style>${raw(PAGE_STYLE)}</style>
  </head>
  <body>
    <main class="page-hero" aria-labelledby="page-title">
      <div class="container page-hero__inner">
        <h1 id="page-title">${texts.title}</h1>
        <p class="page-hero__lead">${texts.text}</p>
        <form method="post" action="/api/newsletter/${action}">
          <input type="hidden" name="token" value="${token}" />
          <button type="submit" class="button button--primary button--large">${texts.button}</button>
        </form>
        <p>${why}</p>
        <p><a href="${homeHref}">${home}</a></p>
      </div>
    </main>
  </body>
</html>
`;
  const csp = [
    "default-src 'none'",
    `style-src 'self' ${await pageStyleHash()}`,
    "img-src 'self' data:",
    "font-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join("; ");
  // With "no-referrer" Chromium sends `Origin: null` on the form's POST, which the Origin
  // check rightly refuses; "same-origin" keeps the token-bearing URL on our own origin.
  const headers = { "Content-Type": "text/html; charset=utf-8", "Content-Security-Policy": csp, "Referrer-Policy": "same-origin" };
  return new Response(String(await page), { status: 200, headers });
}
