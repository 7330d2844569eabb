import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";
import { locales } from "./contract/locales.ts";

/**
 * The kit's catalogs, in the agency's five languages (contract/locales.ts): everything a
 * partner's visitor can see. `labels` for the contract's field and option labels, which the
 * forms, the mails and the staff CLI share, `widgets` for what the forms and the toasts share, `outcomes` for a form's field errors and
 * failures (loaded with its lazy boundary),
 * `questionnaire` for the questionnaire, `booking` for its booking step, `referral` for the referral form, `consent` for the
 * cookie banner, `worker` for every mail the Worker sends (in the submission's language) and
 * `privacy` for the privacy policy. They are kept apart so that a partner page never downloads the marketing copy, the
 * banner (on every page) only its own few texts, and each language's texts only when a
 * widget speaks it. The site's own catalogs (English and German) are in ./lingui.config.ts.
 */
/** The booking step (its folder), a chunk of its own that the questionnaire fetches after the inquiry is stored. */
const BOOKING_STEP = "<rootDir>/widgets/questionnaire/booking";

/** The questionnaire's views and texts behind its lazy boundary (questionnaire.later.ts). */
const QUESTIONNAIRE_LATER = [
  "<rootDir>/widgets/questionnaire/questionnaire.summary.tsx",
  "<rootDir>/widgets/questionnaire/questionnaire.success.tsx",
  "<rootDir>/widgets/questionnaire/questionnaire.later.ts",
];

/** The field errors and the failures of a submission, behind the forms' lazy boundary. */
const OUTCOMES = ["<rootDir>/widgets/lib/ui/field-errors.ts", "<rootDir>/widgets/lib/submission/feedback.ts"];

export default defineConfig({
  sourceLocale: "en",
  locales: [...locales],
  // A message still untranslated compiles to its English text, never to an id (the
  // completeness test in tests/unit/i18n-catalogs.test.ts keeps this from shipping).
  fallbackLocales: { default: "en" },
  catalogs: [
    {
      // The labels of the fields and their choices, translated once: a field is called the
      // same in the form, in the mails and in the staff CLI.
      name: "labels",
      path: "<rootDir>/locales/{locale}/labels",
      include: [
        "<rootDir>/contract/attribution/labels.ts",
        "<rootDir>/contract/staff/erasure-words.ts",
        "<rootDir>/contract/lead/field-labels.ts",
        "<rootDir>/contract/inquiry/field-labels.ts",
        "<rootDir>/contract/lead/columns/text.ts",
        "<rootDir>/contract/referral/field-labels.ts",
        "<rootDir>/contract/lead/lifecycles.ts",
        "<rootDir>/contract/staff/words.ts",
      ],
    },
    {
      // The privacy policy is long and on one page: its texts travel with that page only.
      name: "privacy",
      path: "<rootDir>/locales/{locale}/privacy",
      include: ["<rootDir>/site/privacy"],
      exclude: ["**/*.test.*"],
    },
    {
      // What the forms and the toasts share: field errors, the language switch, the
      // privacy note, submission failures, the toasts' own texts.
      name: "widgets",
      path: "<rootDir>/locales/{locale}/widgets",
      include: ["<rootDir>/widgets"],
      exclude: [
        "**/*.test.*",
        "<rootDir>/widgets/cookie-consent/**",
        "<rootDir>/widgets/referral-form/**",
        "<rootDir>/widgets/questionnaire/**",
        ...OUTCOMES,
      ],
    },
    {
      // What a form shows once an answer came or its check refused a field: the forms'
      // lazy boundary loads these, so a form's first use does not carry them.
      name: "outcomes",
      path: "<rootDir>/locales/{locale}/outcomes",
      include: OUTCOMES,
    },
    {
      // The questionnaire's own texts: the referral form never downloads them.
      name: "questionnaire",
      path: "<rootDir>/locales/{locale}/questionnaire",
      // Its fields' and choices' labels are the labels catalog's: scripts/form-catalogs.ts
      // adds them to the chunk the questionnaire downloads.
      include: ["<rootDir>/widgets/questionnaire"],
      exclude: ["**/*.test.*", `${BOOKING_STEP}/**`, ...QUESTIONNAIRE_LATER],
    },
    {
      // What only the questionnaire's lazy boundary shows (the summary, the success, a
      // failure's title): scripts/form-catalogs.ts puts these beside the outcomes in the
      // chunk that boundary loads, so the questionnaire's first use does not carry them.
      name: "questionnaire-later",
      path: "<rootDir>/locales/{locale}/questionnaire-later",
      include: QUESTIONNAIRE_LATER,
    },
    {
      // The booking step's texts travel with its code, fetched after the inquiry is stored.
      name: "booking",
      path: "<rootDir>/locales/{locale}/booking",
      include: [BOOKING_STEP],
      exclude: ["**/*.test.*"],
    },
    {
      // The referral form's own texts: the questionnaire never downloads them (its fields'
      // labels are the labels catalog's, added by scripts/form-catalogs.ts).
      name: "referral",
      path: "<rootDir>/locales/{locale}/referral",
      include: ["<rootDir>/widgets/referral-form"],
      exclude: ["**/*.test.*"],
    },
    {
      // Every visitor of every partner page downloads the cookie banner: its texts travel alone.
      name: "consent",
      path: "<rootDir>/locales/{locale}/consent",
      include: ["<rootDir>/widgets/cookie-consent"],
      exclude: ["**/*.test.*"],
    },
    {
      name: "worker",
      path: "<rootDir>/locales/{locale}/worker",
      // The field and option labels are the labels catalog's, which the Worker loads beside this one.
      include: ["<rootDir>/worker"],
      // The generated worker-configuration.d.ts is not parseable by Babel and holds no texts.
      // The staff inbox's digest speaks only the agency's languages: lingui.config.ts `staff`.
      exclude: ["**/*.test.*", "**/*.d.ts", "<rootDir>/worker/staff/**"],
    },
  ],
  format: formatter({ lineNumbers: false }),
  compileNamespace: "ts",
});
