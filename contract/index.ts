// Everything but the retention rules, which only the Worker's job and the privacy page read (from
// ./retention.ts): bundlers cannot drop them from a page that imports this index for a form.
export * from "./errors.ts";
export * from "./limits.ts";
export * from "./options.ts";
export * from "./validation.ts";
export * from "./email.ts";
export * from "./text.ts";
export * from "./turnstile.ts";
export * from "./inquiry.ts";
export * from "./referral.ts";
export * from "./newsletter.ts";
export * from "./consent.ts";
export * from "./funnel.ts";
export * from "./attribution.ts";
export * from "./reward.ts";
export * from "./option-labels.ts";
