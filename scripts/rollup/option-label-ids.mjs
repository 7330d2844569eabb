/**
 * Rollup plugin: each form's field labels, the questionnaire's with its option labels
 * (field-labels.ts in its folder under contract/), are plain descriptors that the Worker and the
 * staff CLI read too, so they keep their English messages in the source; in the widgets'
 * production build they keep only their ids, like the macros' descriptors (the English texts
 * ship in the lazily loaded catalog).
 *
 * The descriptors are Lingui's `{ id, message }` as `lingui extract` reads them; a label module
 * that still holds a `message:` after the rewrite (a descriptor written in another form, a
 * message with an escaped quote) fails the build instead of shipping its English texts.
 */
const LABELS = /[\\/]contract[\\/](?:inquiry|referral)[\\/]field-labels\.ts$/;
const DESCRIPTOR = /(\{ id: "(?:option|field)\.[^"]+"), message: "[^"]*" \}/g;
/** A message left in code, not in a comment: after `{` or `,`, as a descriptor's key. */
const MESSAGE_LEFT = /[{,]\s*message\s*:/;

export function optionLabelIds() {
  return {
    name: "option-label-ids",
    transform(code, id) {
      if (!LABELS.test(id)) return null;
      const out = code.replace(DESCRIPTOR, "$1 }");
      if (out === code || MESSAGE_LEFT.test(out))
        this.error(`${id} keeps a label's message in a form option-label-ids does not strip: review DESCRIPTOR`);
      return { code: out, map: null };
    },
  };
}
