/**
 * A minimal static file server: `node scripts/static-server.ts <dir> <port> [api-origin]`.
 * The e2e tests use it as a partner website on another origin that embeds the widgets;
 * `{{API_ORIGIN}}` in an HTML file becomes the origin of the site under test. Under
 * `/docs/` it serves the repository's docs/ (the embedding guide's example page), with the
 * guide's placeholder for the agency's site replaced the same way.
 */
import { createReadStream, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, normalize, resolve } from "node:path";

const [dirArg = ".", portArg = "8790", apiOrigin = "http://localhost:8787"] = process.argv.slice(2);
const root = resolve(dirArg);
const docs = resolve("docs");
/** How docs/embedding.md writes the agency's site in its examples. */
const SITE_PLACEHOLDER = "https://www.example.com";
const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
};

createServer((req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname));
  const base = path.startsWith("/docs/") ? docs : root;
  let file = base === docs ? join(docs, path.slice("/docs/".length)) : join(root, path);
  if (!file.startsWith(base)) {
    res.writeHead(403).end();
    return;
  }
  try {
    if (statSync(file).isDirectory()) file = join(file, "index.html");
    statSync(file);
  } catch {
    res.writeHead(404, { "content-type": "text/plain" }).end("not found");
    return;
  }
  const type = types[extname(file)] ?? "application/octet-stream";
  res.writeHead(200, { "content-type": type, "cache-control": "no-store" });
  if (extname(file) === ".html") {
    const html = readFileSync(file, "utf8").replaceAll("{{API_ORIGIN}}", apiOrigin);
    res.end(base === docs ? html.replaceAll(SITE_PLACEHOLDER, apiOrigin) : html);
    return;
  }
  createReadStream(file).pipe(res);
}).listen(Number(portArg), "127.0.0.1", () => console.log(`static ${root} on http://localhost:${portArg}`));
