/**
 * The referrer's reward mails as a status move queues them: the Worker's templates with
 * the Worker's settings. The inbox's routes pass it this request's settings; the staff CLI
 * loads this module with the settings of wrangler.toml, so a move from either side queues
 * the same message.
 */
import type { ReferralMailStep } from "../../contract/lead/lifecycles.ts";
import type { Config } from "../config.ts";
import { renderRewardPaid, renderRewardWon } from "../mail/reward.ts";
import type { RenderRewardMail } from "./status-move.ts";

const renderers = { won: renderRewardWon, paid: renderRewardPaid } as const satisfies Record<ReferralMailStep, unknown>;

/** The renderer of a referrer's mails under `config`. */
export function rewardMailRenderer(config: Config): RenderRewardMail {
  return (step, referral) => renderers[step](referral, config);
}
