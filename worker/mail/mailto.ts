/**
 * The mails' "answer by mail" links: a mailto: URL with the answer's subject filled in, for
 * the agency's buttons that write to a lead and a visitor's button that writes to us.
 */

/**
 * A mailto: link to `email` with the subject of an answer. The address passed the contract's
 * check; what could still end the address part (?, #, %) is encoded.
 */
export function replyHref(email: string, subject: string): string {
  const address = email.replace(/[?#%&\s]/g, (c) => encodeURIComponent(c));
  return `mailto:${address}?subject=${encodeURIComponent(subject)}`;
}
