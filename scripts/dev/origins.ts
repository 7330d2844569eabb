/**
 * `ALLOWED_ORIGINS=partner=http://localhost:8794 npm start`: partner origins allowed for
 * this run on top of wrangler.toml's list, so trying the kit on a local page never means
 * editing a tracked file.
 */
export function mergeAllowedOrigins(configured: string, extra: string | undefined): string {
  const entries = [...configured.split(","), ...(extra ?? "").split(",")].map((e) => e.trim()).filter(Boolean);
  return [...new Set(entries)].join(",");
}
