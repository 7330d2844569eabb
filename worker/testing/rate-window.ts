/**
 * The local rate limiter (Miniflare's) counts in windows aligned to the wall clock: a
 * binding with `period = 60` starts a fresh count at every full minute. A test that counts
 * up to a limit and expects the next request refused would see the count start again if a
 * minute ended between its requests. Awaited first, this waits for the next window when the
 * current one has less than `needMs` left.
 */
export async function freshRateWindow(needMs = 10_000, periodMs = 60_000): Promise<void> {
  const left = periodMs - (Date.now() % periodMs);
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 100));
}

/** The options of a test that awaits `freshRateWindow`: the wait can outlast the default timeout. */
export const RATE_WINDOW_TEST = { timeout: 30_000 };
