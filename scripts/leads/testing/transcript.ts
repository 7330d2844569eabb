/**
 * `npm run leads:transcript`: writes docs/staff-cli-transcript.md from a real session. It
 * starts the CLI tests' world (wrangler dev on a free loopback port, the local mail inbox,
 * leads stored through the real API) with its database where the CLI looks by default
 * (.wrangler/state, so the commands read as staff type them), then types each command of
 * the morning routine into a tmux window of 80 x 24 and copies what the window shows.
 * Refuses to run when .wrangler/state exists, since it would replace that database; moves
 * nothing of the caller's and removes the state it made when done.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { seedSession, sessionSteps, transcriptMarkdown } from "./transcript-session.ts";
import { startWorld, worldAt } from "./world.ts";

const OUT = "docs/staff-cli-transcript.md";
const STATE = ".wrangler/state";
/** tmux's own server for this session, so no other tmux session of the caller is touched. */
const SOCKET = `leads-transcript-${process.pid}`;

const tmux = (...args: string[]): string => execFileSync("tmux", ["-L", SOCKET, ...args], { encoding: "utf8" });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the window holds, its scrolled-off lines included, without trailing blanks. */
function screen(): string[] {
  const lines = tmux("capture-pane", "-p", "-S", "-", "-t", "rec")
    .split("\n")
    .map((line) => line.trimEnd());
  while (lines.length && lines.at(-1) === "") lines.pop();
  return lines;
}

/** Types `command`, answers `y` to a yes/no question, and answers what the window showed once the prompt is back. */
async function typed(command: string): Promise<string> {
  tmux("send-keys", "-t", "rec", "clear", "Enter");
  await sleep(300);
  tmux("clear-history", "-t", "rec");
  tmux("send-keys", "-t", "rec", "-l", command);
  tmux("send-keys", "-t", "rec", "Enter");
  let answered = false;
  for (let waited = 0; waited < 120_000; waited += 200) {
    await sleep(200);
    const lines = screen();
    if (!answered && lines.at(-1)?.endsWith("[y/N]")) {
      tmux("send-keys", "-t", "rec", "y", "Enter");
      answered = true;
    }
    if (lines.length > 1 && lines.at(-1) === "$") return lines.join("\n");
  }
  throw new Error(`no prompt after ${command}`);
}

async function main(): Promise<void> {
  if (existsSync(STATE)) {
    console.error(`${STATE} exists: move it aside first (this writes a new database there and removes it after).`);
    process.exit(1);
  }
  const home = mkdtempSync(join(tmpdir(), "staff-"));
  const conf = join(home, ".tmux.conf");
  writeFileSync(conf, "set -g history-limit 10000\nset -g status off\n");
  const world = await startWorld([], STATE);
  try {
    const ids = await seedSession(worldAt(world));
    const shell = `env -i PATH='${process.env.PATH}' HOME='${home}' LEADS_ACTOR=eva@agency.at LANG=C.UTF-8 TERM=xterm PS1='$ ' bash --norc --noprofile`;
    tmux("-u", "-f", conf, "new-session", "-d", "-s", "rec", "-x", "80", "-y", "24", "-c", process.cwd(), shell);
    const steps = sessionSteps(ids);
    const outputs: string[] = [];
    for (const step of steps) outputs.push(await typed(step.command));
    writeFileSync(OUT, transcriptMarkdown(steps, outputs));
    console.log(`Wrote ${OUT}.`);
  } finally {
    try {
      tmux("kill-server");
    } catch {}
    world.stop();
    rmSync(home, { recursive: true, force: true });
  }
}

await main();
