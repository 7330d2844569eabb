/** Bounds of what staff type on a lead, apart from ./api.ts so the inbox does not load superstruct for them. */
export const staffLimits = { note: 4000, nextStepText: 500 } as const;
