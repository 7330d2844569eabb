/**
 * Rollup plugin: each form's field labels, the questionnaire's with its option labels
 * (field-labels.ts in its folder under contract/), are plain descriptors that the Worker and the
 * staff CLI read too, so they keep their English messages in the source; in the widgets'
 * production build they keep only their ids, like the macros' descriptors (the English texts
 * ship in the lazily loaded catalog).
 */
const LABELS = /[\\/]contract[\\/](?:inquiry|referral)[\\/]field-labels\.ts$/;

export function optionLabelIds() {
  return {
    name: "option-label-ids",
    transform(code, id) {
      if (!LABELS.test(id)) return null;
      return { code: code.replace(/(\{ id: "(?:option|field)\.[^"]+"), message: "[^"]*" \}/g, "$1 }"), map: null };
    },
  };
}
