import type { ServiceProjectType } from "./types.ts";

/**
 * Where each service's price starts, in whole euros before VAT. Every project gets a written
 * fixed price after the free call; these give a visitor an idea before it, since a
 * founder weighing whether to call looks for a price first. Sample figures: set the agency's own and delete
 * `sample: true` (the deploy guard refuses them until then).
 */
export const startingPrices: Record<ServiceProjectType, { euros: number; sample?: true }> = {
  mvp: { euros: 24_900, sample: true },
  internal: { euros: 9_800, sample: true },
  landing: { euros: 3_900, sample: true },
  prototype: { euros: 4_900, sample: true },
  frontend: { euros: 7_500, sample: true },
};
