/** Replaced at build time with package.json's version. */
declare const __WIDGETS_VERSION__: string;
/** Replaced at build time: lazily loaded entry name -> its hashed file name under chunks/, then those of every chunk it imports (space-separated). */
declare const __WIDGET_CHUNKS__: {
  runtime: string;
  toast: string;
  questionnaire: string;
  "referral-form": string;
  "cookie-consent": string;
  "first-touch": string;
};
