/**
 * The one way text gets into a mail's HTML part. Every value a visitor typed passes
 * through here, so `<script>` in a company name arrives as text, not markup.
 */
export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/**
 * For values that end up in a mail header (subject, display names). The contract already
 * refuses line breaks in single-line fields; this is the second lock on the same door,
 * because a header injection turns our sender into a spam relay.
 */
export function headerSafe(value: string, max = 150): string {
  const flat = value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, " ").replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
