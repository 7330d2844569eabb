/**
 * The referrer's mail a referral's status move queues, as the CLI renders it: with the
 * Worker's own templates and the Worker's settings (the environment the entry point read
 * from wrangler.toml, which a set variable overrides), so the outbox row a move from here
 * leaves is the row the inbox's move leaves, and the Worker's outbox sends it.
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
