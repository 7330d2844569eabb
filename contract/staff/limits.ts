/**
 * Bounds of what staff type on a lead: the inbox's inputs and the Worker's checks read them.
 * A module of its own, so the inbox takes the figures without the request structs (and
 * superstruct) that ./api.ts declares for the Worker.
 */
export const staffLimits = { note: 4000, nextStepText: 500 } as const;
