/**
 * The referral form's boundary, as its controller holds it: the lazy boundary (one
 * `import()` of ./referral-form.later.ts, `importLater`, which the controller hands to
 * `lazyBoundary`, lib/submission/boundary.ts, and keeps to itself; the view gets verbs),
 * the same shape as the questionnaire's.
 */

// Here, not in referral-form.types.ts: the boundary's own modules read those types, and a
// type of the boundary there would close a circle.
/** The lazy boundary's module. */
export type Later = typeof import("./referral-form.later.ts");

/** The boundary's one `import()`, written here, where the bundler sees its path. */
export const importLater = (): Promise<Later> => import("./referral-form.later.ts");
