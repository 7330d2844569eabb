/**
 * Per-client rate limiting through Workers Rate Limiting bindings, one namespace per
 * endpoint family, with clients keyed by IPv4 address or IPv6 /64.
 */
import type { Context, MiddlewareHandler } from "hono";
import type { WorkerEnv } from "../env.ts";
import { apiError } from "../http/answers.ts";
import type { AppEnv } from "../http/app-env.ts";

/**
 * The endpoint families, each with its own budget (wrangler.toml `[[ratelimits]]`), so that
 * banner clicks or funnel beacons never use up the lead submissions of an office behind one address.
 */
export type RateLimitFamily = "leads" | "newsletter" | "consents" | "events" | "tokens" | "openings" | "bookings" | "scheduling";

const LIMITERS = {
  leads: "LEAD_RATE_LIMITER",
  newsletter: "NEWSLETTER_RATE_LIMITER",
  consents: "CONSENT_RATE_LIMITER",
  events: "EVENT_RATE_LIMITER",
  tokens: "TOKEN_RATE_LIMITER",
  openings: "OPENING_RATE_LIMITER",
  bookings: "BOOKING_RATE_LIMITER",
  scheduling: "SCHEDULING_RATE_LIMITER",
} as const satisfies Record<RateLimitFamily, keyof WorkerEnv>;

/** Seconds a refused client should wait: every binding's period (wrangler.toml `simple.period`). */
const RETRY_AFTER_SECONDS = 60;

/** Four 16-bit groups, or undefined when `text` is not exactly an IPv4 address in dotted decimal. */
function ipv4Groups(text: string): number[] | undefined {
  const parts = text.split(".");
  if (parts.length !== 4 || !parts.every((p) => /^(0|[1-9][0-9]{0,2})$/.test(p) && Number(p) <= 255)) return undefined;
  const [a, b, c, d] = parts.map(Number) as [number, number, number, number];
  return [(a << 8) | b, (c << 8) | d];
}

/** The eight 16-bit groups of a textual IPv6 address (full, `::`-compressed or with a dotted IPv4 tail), else undefined. */
function ipv6Groups(text: string): number[] | undefined {
  const halves = text.split("::");
  if (halves.length > 2) return undefined;
  const parse = (half: string, last: boolean): number[] | undefined => {
    if (half === "") return [];
    const pieces = half.split(":");
    const groups: number[] = [];
    for (const [i, piece] of pieces.entries()) {
      // An IPv4 tail (`::ffff:192.0.2.1`) is the address's last two groups.
      if (last && i === pieces.length - 1 && piece.includes(".")) {
        const tail = ipv4Groups(piece);
        if (!tail) return undefined;
        groups.push(...tail);
      } else if (/^[0-9a-f]{1,4}$/.test(piece)) {
        groups.push(Number.parseInt(piece, 16));
      } else {
        return undefined;
      }
    }
    return groups;
  };
  const head = parse(halves[0]!, halves.length === 1);
  const tail = halves.length === 2 ? parse(halves[1]!, true) : [];
  if (!head || !tail) return undefined;
  if (halves.length === 1) return head.length === 8 ? head : undefined;
  // `::` stands for at least one zero group.
  const missing = 8 - head.length - tail.length;
  if (missing < 1) return undefined;
  return [...head, ...Array<number>(missing).fill(0), ...tail];
}

const dotted = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;

/**
 * The key a client's requests count under, from `CF-Connecting-IP`: the IPv4 address, or
 * the IPv6 /64, since one network can pick a fresh address in its /64 for every request.
 * IPv4 mapped or NAT64'd into IPv6 counts as that IPv4 address; anything unreadable shares
 * one `unknown` key.
 *
 * @example clientKey("2001:DB8:0:0:1::5") // "2001:db8:0:0::/64"
 */
export function clientKey(address: string | null | undefined): string {
  let text = (address ?? "").trim().toLowerCase();
  if (text.startsWith("[") && text.endsWith("]")) text = text.slice(1, -1);
  text = text.replace(/%.*$/, "");
  if (!text.includes(":")) {
    const v4 = ipv4Groups(text);
    return v4 ? dotted(v4[0]!, v4[1]!) : "unknown";
  }
  const groups = ipv6Groups(text);
  if (!groups) return "unknown";
  const [g0, g1, g2, g3, g4, g5, g6, g7] = groups as [number, number, number, number, number, number, number, number];
  const mapped = g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0xffff;
  const nat64 = g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0;
  if (mapped || nat64) return dotted(g6, g7);
  return `${[g0, g1, g2, g3].map((g) => g.toString(16)).join(":")}::/64`;
}

/**
 * Answers 429 `rate_limited` with Retry-After once the client has spent the family's budget.
 * `RATE_LIMIT = "off"` skips the check. If the limiter itself fails the request passes:
 * losing a lead is worse than a burst.
 *
 * @param family whose budget the request spends; each family has its own namespace
 * @example app.post("/", rateLimit("leads"), ...)
 * @see https://developers.cloudflare.com/workers/runtime-apis/bindings/rate-limit/
 */
export function rateLimit(family: RateLimitFamily): MiddlewareHandler<AppEnv> {
  return async function rateLimit(c, next) {
    if (!(await withinRateLimit(c, family))) return rateLimited(c);
    await next();
  };
}

/** Spends one request of the client's `family` budget; false when it is used up. For handlers that limit only some requests. */
export async function withinRateLimit(c: Context<AppEnv>, family: RateLimitFamily): Promise<boolean> {
  if (!c.var.config.rateLimit) return true;
  try {
    return (await c.env[LIMITERS[family]].limit({ key: clientKey(c.req.header("CF-Connecting-IP")) })).success;
  } catch (err) {
    console.error(`rate limiter ${LIMITERS[family]} unavailable, letting the request through`, err);
    return true;
  }
}

/** The 429 of a spent budget, with the wait every binding's period means. */
export function rateLimited(c: Context<AppEnv>): Response {
  c.header("Retry-After", String(RETRY_AFTER_SECONDS));
  return apiError(c, 429, "rate_limited");
}
