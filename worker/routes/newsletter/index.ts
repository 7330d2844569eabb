/**
 * `/api/newsletter`: double opt-in sign-up, and the confirm and unsubscribe links (a page to
 * look at, a POST or RFC 8058 one-click to act).
 */
import { type Context, Hono } from "hono";
import { subscriberStatus } from "../../../contract/lead/lifecycles.ts";
import { type Locale, toLocale } from "../../../contract/locales.ts";
import { validateNewsletter } from "../../../contract/newsletter.ts";
import { sitePath } from "../../../contract/site/paths.ts";
import type { Config } from "../../config.ts";
import type { OutboxMail } from "../../db/outbox/statements/outbox-items.ts";
import { isUniqueViolation } from "../../db/system/statements/errors.ts";
import { withMailboxSlot } from "../../db/visitors/d1/mailbox-caps.ts";
import {
  findSubscriberByConfirmHash,
  findSubscriberByUnsubscribeHash,
  insertSubscriberStatement,
  markSubscriberConfirmed,
  markSubscriberUnsubscribed,
  readSubscriberByEmail,
  renewSubscriptionStatement,
  type SubscriberRow,
} from "../../db/visitors/d1/newsletter.ts";
import { apiError, databaseUnavailable, invalidInput, methodNotAllowed } from "../../http/answers.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { isHoneypotFilled } from "../../lib/honeypot.ts";
import { newId, newToken, sha256Hex } from "../../lib/ids.ts";
import { renderNewsletterConfirmation } from "../../mail/newsletter.ts";
import { bodyText } from "../../middleware/body.ts";
import { requestAttribution } from "../../middleware/origin.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";
import { submissionPipeline } from "../../middleware/submission.ts";
import { botCheck } from "../../middleware/turnstile.ts";
import { storeAndDeliver } from "../../outbox/queue.ts";
import { type TokenAction, tokenPage } from "./page.ts";

/** A repeated sign-up within this window sends no second mail (no mail-bombing through our form). */
const RESEND_AFTER_MS = 60 * 60_000;
/** An unconfirmed link stops working after a week. */
export const CONFIRM_TOKEN_TTL_MS = 7 * 24 * 60 * 60_000;

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

type Page = "confirmed" | "unsubscribed" | "link-invalid";

/** The site's pages (built by the site): `/newsletter/<page>` in the subscriber's site language. */
function newsletterPage(page: Page, locale: string | null | undefined): string {
  return sitePath(locale, `/newsletter/${page}`);
}

interface Tokens {
  confirm: string;
  unsubscribe: string;
  confirmHash: string;
  unsubscribeHash: string;
}

async function newTokens(): Promise<Tokens> {
  const confirm = newToken();
  const unsubscribe = newToken();
  return { confirm, unsubscribe, confirmHash: await sha256Hex(confirm), unsubscribeHash: await sha256Hex(unsubscribe) };
}

function confirmationMail(id: string, email: string, locale: Locale, tokens: Tokens, config: Config): OutboxMail {
  const base = `${config.siteUrl}/api/newsletter`;
  return {
    channel: "mail",
    kind: "newsletter_confirmation",
    leadId: id,
    message: renderNewsletterConfirmation(
      email,
      locale,
      {
        confirmUrl: `${base}/confirm?token=${encodeURIComponent(tokens.confirm)}`,
        unsubscribeUrl: `${base}/unsubscribe?token=${encodeURIComponent(tokens.unsubscribe)}`,
        unsubscribeMailbox: config.mailTo,
      },
      config,
    ),
  };
}

function mayResend(row: SubscriberRow, now: number): boolean {
  if (row.status === subscriberStatus.confirmed) return false;
  return !row.confirmation_sent_at || now - Date.parse(row.confirmation_sent_at) >= RESEND_AFTER_MS;
}

/**
 * Double opt-in sign-up. The answer is the same 201 `{ id }` whether the address is new,
 * pending or already confirmed, so the form cannot be used to probe who subscribed.
 */
async function signUp(c: Context<AppEnv>): Promise<Response> {
  if (isHoneypotFilled(c.var.body)) return c.json({ id: newId("sub") }, 201);
  const result = validateNewsletter(c.var.body);
  if (!result.ok) return invalidInput(c, result);

  const db = c.env.DB;
  const email = result.value.email;
  // The sign-up keeps its language, so its mails speak it (the kit speaks five).
  const locale = toLocale(result.value.locale);
  const now = new Date();
  try {
    const existing = await readSubscriberByEmail(db, email);
    if (existing && !mayResend(existing, now.getTime())) return c.json({ id: existing.id }, 201);
    // The hourly cap counts per mailbox, not per spelling: `victim+1@` and `vic.tim@gmail.com`
    // share `victim@`'s. A capped sign-up stores nothing and answers as if it had, so the
    // answer does not tell whether the mailbox signed up before.
    return await withMailboxSlot(db, "newsletter_confirmation", email, now, async (taken) => {
      if (taken) return { stored: true, answer: await storeSignUp(c, existing, email, locale, now) };
      console.warn("newsletter sign-up: no confirmation, its mailbox got one in the last hour");
      return { stored: false, answer: c.json({ id: existing?.id ?? newId("sub") }, 201) };
    });
  } catch (err) {
    return databaseUnavailable(c, "newsletter sign-up", err);
  }
}

/** Stores the sign-up with its confirmation mail and sends it after the answer. */
async function storeSignUp(
  c: Context<AppEnv>,
  existing: SubscriberRow | null,
  email: string,
  locale: Locale,
  now: Date,
): Promise<Response> {
  const db = c.env.DB;
  const config = c.var.config;
  const tokens = await newTokens();
  const id = existing?.id ?? newId("sub");
  const items = [confirmationMail(id, email, locale, tokens, config)];
  const row = { id, locale, confirmTokenHash: tokens.confirmHash, unsubscribeTokenHash: tokens.unsubscribeHash, now: now.toISOString() };
  if (existing) {
    await storeAndDeliver(c, [renewSubscriptionStatement(db, row)], items, row.now);
  } else {
    try {
      await storeAndDeliver(c, [insertSubscriberStatement(db, { ...row, email, source: requestAttribution(c).source })], items, row.now);
    } catch (err) {
      // The same address signed up twice at once: the other request sends the mail.
      const winner = isUniqueViolation(err) ? await readSubscriberByEmail(db, email) : null;
      if (winner) return c.json({ id: winner.id }, 201);
      throw err;
    }
  }
  return c.json({ id }, 201);
}

type Outcome = { page: Page; locale: string | null } | { page: "form"; locale: Locale };

/**
 * Where a confirm token stands. Nothing changes unless `apply`: a GET only looks, the
 * POST behind the page's button confirms.
 */
async function confirmOutcome(db: D1Database, token: string, apply: boolean): Promise<Outcome> {
  if (!TOKEN.test(token)) return { page: "link-invalid", locale: null };
  const row = await findSubscriberByConfirmHash(db, await sha256Hex(token));
  if (!row || row.status === "unsubscribed") return { page: "link-invalid", locale: row?.locale ?? null };
  // A second click on a used link still lands on "confirmed".
  if (row.status === subscriberStatus.confirmed) return { page: "confirmed", locale: row.locale };
  const age = Date.now() - Date.parse(row.confirmation_sent_at ?? row.created_at);
  if (age > CONFIRM_TOKEN_TTL_MS) return { page: "link-invalid", locale: row.locale };
  if (!apply) return { page: "form", locale: toLocale(row.locale) };
  await markSubscriberConfirmed(db, row.id, new Date().toISOString());
  return { page: "confirmed", locale: row.locale };
}

async function unsubscribeOutcome(db: D1Database, token: string, apply: boolean): Promise<Outcome> {
  if (!TOKEN.test(token)) return { page: "link-invalid", locale: null };
  const row = await findSubscriberByUnsubscribeHash(db, await sha256Hex(token));
  if (!row) return { page: "link-invalid", locale: null };
  if (row.status === "unsubscribed") return { page: "unsubscribed", locale: row.locale };
  if (!apply) return { page: "form", locale: toLocale(row.locale) };
  await markSubscriberUnsubscribed(db, row.id, new Date().toISOString());
  return { page: "unsubscribed", locale: row.locale };
}

type Decide = (db: D1Database, token: string, apply: boolean) => Promise<Outcome>;

/**
 * `GET /api/newsletter/<action>?token=...` (and HEAD): changes nothing. A usable token gets
 * the page with the one button; anything else redirects to its result page.
 */
function showTokenPage(action: TokenAction, decide: Decide) {
  return async function showTokenPage(c: Context<AppEnv>): Promise<Response> {
    const token = c.req.query("token") ?? "";
    try {
      const outcome = await decide(c.env.DB, token, false);
      if (outcome.page !== "form") return c.redirect(newsletterPage(outcome.page, outcome.locale), 303);
      return await tokenPage(c.env, c.var.config.siteOrigin, action, token, outcome.locale);
    } catch (err) {
      return databaseUnavailable(c, `newsletter ${action} page`, err);
    }
  };
}

/** The largest form body a token POST may have (a token is ~43 characters). */
const MAX_FORM_BYTES = 1024;

/**
 * The fields of a token POST: urlencoded (the page's button, most mail clients) or
 * `multipart/form-data`, which RFC 8058 says a mail client SHOULD send for one-click.
 * Undefined for any other type, or a multipart body that does not parse.
 */
async function formFields(c: Context<AppEnv>): Promise<URLSearchParams | undefined> {
  const header = c.req.header("Content-Type") ?? "";
  const type = header.split(";")[0]!.trim().toLowerCase();
  if (type === "application/x-www-form-urlencoded") return new URLSearchParams(c.var.bodyText);
  if (type !== "multipart/form-data") return undefined;
  try {
    const data = await new Response(c.var.bodyText, { headers: { "Content-Type": header } }).formData();
    const fields = new URLSearchParams();
    for (const [name, value] of data) if (typeof value === "string") fields.append(name, value);
    return fields;
  } catch {
    return undefined;
  }
}

/**
 * `POST /api/newsletter/<action>`: the page's button (form field `token`, then 303 to the
 * result page) or RFC 8058 one-click from a mail client (token in the URL, body
 * `List-Unsubscribe=One-Click`, urlencoded or multipart, answered 200 without a page to follow).
 */
function applyToken(action: TokenAction, decide: Decide) {
  return async function applyToken(c: Context<AppEnv>): Promise<Response> {
    const form = await formFields(c);
    if (!form) return apiError(c, 415, "unsupported_media_type");
    const oneClick = action === "unsubscribe" && form.get("List-Unsubscribe") === "One-Click";
    const token = c.req.query("token") ?? form.get("token") ?? "";
    try {
      const outcome = await decide(c.env.DB, token, true);
      if (oneClick) {
        return outcome.page === "unsubscribed" ? c.json({ ok: true }, 200) : apiError(c, 404, "not_found");
      }
      return c.redirect(newsletterPage(outcome.page === "form" ? "link-invalid" : outcome.page, outcome.locale), 303);
    } catch (err) {
      return databaseUnavailable(c, `newsletter ${action}`, err);
    }
  };
}

/** `/api/newsletter`: sign-up (POST); confirm and unsubscribe: GET shows a page, POST acts. */
export const newsletter = new Hono<AppEnv>()
  .post("/", ...submissionPipeline("newsletter"), botCheck(), signUp)
  .all("/", methodNotAllowed("POST, OPTIONS"))
  .get("/confirm", rateLimit("tokens"), showTokenPage("confirm", confirmOutcome))
  .post("/confirm", bodyText(MAX_FORM_BYTES), rateLimit("tokens"), applyToken("confirm", confirmOutcome))
  .all("/confirm", methodNotAllowed("GET, HEAD, POST"))
  .get("/unsubscribe", rateLimit("tokens"), showTokenPage("unsubscribe", unsubscribeOutcome))
  .post("/unsubscribe", bodyText(MAX_FORM_BYTES), rateLimit("tokens"), applyToken("unsubscribe", unsubscribeOutcome))
  .all("/unsubscribe", methodNotAllowed("GET, HEAD, POST"));
