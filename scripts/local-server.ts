/** Helpers of the scripts that start their own local servers (benches, screenshots). */
import { createServer } from "node:net";

/** Ports other tools of this repository use by default (wrangler dev, e2e partner page, mail inbox). */
const reservedPorts = new Set([8787, 8790, 8025]);

/** A free loopback port the OS hands out, never one of the repository's default ports. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => (reservedPorts.has(port) ? resolve(freePort()) : resolve(port)));
    });
  });
}

/** Resolves once `url` answers 2xx; throws after `timeoutMs`. */
export async function waitFor(url: string, timeoutMs = 120_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not come up`);
}
