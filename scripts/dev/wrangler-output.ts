/**
 * What of `wrangler dev`'s output `npm start` shows. Dropped: the bindings table (the
 * closing block names what matters), the cron hint (also in the closing block) and the
 * `Request.cf` fallback with its stack trace, which looks like a crash and only says that
 * the machine is offline. Everything else passes, request lines and errors included.
 */
/** Returns the line to print, or undefined to drop it. */
export type OutputFilter = (line: string) => string | undefined;

const ANSI = /\u001b\[[0-9;]*m/g;

/** Blocks to drop: from the line `starts` matches through the line `ends` matches. */
const BLOCKS: { starts: RegExp; ends: RegExp }[] = [
  { starts: /Your Worker has access to the following bindings/, ends: /^\s*$/ },
  { starts: /Scheduled Workers are not automatically triggered/, ends: /For more details/ },
  // The stack trace runs to its last `at` frame: the block ends before the first other line.
  { starts: /Unable to fetch the `Request\.cf` object/, ends: /^(?!\s+at |Error: getaddrinfo)/ },
];

/** A stateful filter, one per stream. */
export function wranglerOutputFilter(): OutputFilter {
  let dropping: (typeof BLOCKS)[number] | undefined;
  return function filter(line) {
    const plain = line.replace(ANSI, "");
    if (dropping) {
      const ended = dropping.ends.test(plain);
      const stack = dropping === BLOCKS[2];
      if (!ended) return undefined;
      dropping = undefined;
      // A stack trace's end is the next line worth showing; the other blocks end on their own last line.
      if (!stack) return undefined;
    }
    dropping = BLOCKS.find((block) => block.starts.test(plain));
    return dropping ? undefined : line;
  };
}

/** The address of wrangler's "Ready on http://..." line, else undefined. */
export function readyAddress(line: string): string | undefined {
  return /Ready on (https?:\/\/\S+)/.exec(line.replace(ANSI, ""))?.[1];
}
