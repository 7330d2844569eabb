/**
 * The referrer's reward mails for a status move: the Worker's templates under given settings,
 * so the inbox (request settings) and the CLI (wrangler.toml's) queue the same message.
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
