/**
 * The names of this machine as a URL's `hostname` gives them (IPv6 in brackets). Written
 * once: the site's own origins under wrangler dev, plain-http webhook receivers and the
 * benches' "nothing left the machine" check all mean the same few names.
 */
export const LOOPBACK_HOSTS: readonly string[] = ["localhost", "127.0.0.1", "[::1]"];

/** Whether `hostname` (as `new URL(...).hostname` gives it) names this machine. */
export function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK_HOSTS.includes(hostname);
}
