export * from "./errors.ts";
export * from "./limits.ts";
export * from "./options.ts";
export * from "./validation.ts";
export * from "./inquiry.ts";
export * from "./referral.ts";
export * from "./newsletter.ts";
export * from "./consent.ts";
