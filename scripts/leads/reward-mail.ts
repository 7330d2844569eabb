/**
 * The referrer's mail a status move from the CLI queues, rendered with the Worker's templates
 * and wrangler.toml's settings, so it is the row a move in the inbox leaves.
 */
import type { RenderRewardMail } from "../../worker/cli.ts";

interface WorkerMails {
  readConfig(env: Readonly<Record<string, string | undefined>>): unknown;
  rewardMailRenderer(config: unknown): RenderRewardMail;
}

// The Worker's modules, loaded by URL: a static import would pull the Worker's files into
// the scripts' type program, which has no Workers types (worker/tsconfig.json checks them).
// Only a referral's move loads them, as only it can send a mail.
const load = (path: string): Promise<unknown> => import(new URL(path, import.meta.url).href);

/** The renderer of a referrer's mails under the Worker's settings in `env`. */
export async function cliRewardRenderer(env: NodeJS.ProcessEnv): Promise<RenderRewardMail> {
  const [{ readConfig }, { rewardMailRenderer }] = (await Promise.all([
    load("../../worker/config.ts"),
    load("../../worker/staff/reward-render.ts"),
  ])) as [Pick<WorkerMails, "readConfig">, Pick<WorkerMails, "rewardMailRenderer">];
  return rewardMailRenderer(readConfig(env));
}
