import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";

/** The partner-origin server of the e2e tests, run as Playwright runs it. */
let server: ChildProcess;
let origin = "";

beforeAll(async () => {
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
  origin = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ["scripts/static-server.ts", "tests/e2e/partner", String(port), "http://api.test:1234"], {
    stdio: "ignore",
  });
  for (
    let i = 0;
    i < 100 &&
    !(await fetch(origin).then(
      () => true,
      () => false,
    ));
    i++
  )
    await new Promise((r) => setTimeout(r, 100));
});
afterAll(() => server.kill());

it("fills the API origin into partner pages, with a Content-Length that matches the new body", async () => {
  const res = await fetch(`${origin}/`);
  const body = await res.text();
  expect(res.headers.get("cache-control")).toBe("no-store");
  expect(body).toContain('src="http://api.test:1234/widgets/agency-widgets.js"');
  expect(body).not.toContain("{{API_ORIGIN}}");
  expect(Number(res.headers.get("content-length"))).toBe(Buffer.byteLength(body));
});

it("serves docs/ under /docs/ with the guide's placeholder site replaced", async () => {
  const res = await fetch(`${origin}/docs/example.html`);
  const body = await res.text();
  expect(body).toContain('src="http://api.test:1234/widgets/agency-widgets.js"');
  expect(body).not.toContain("https://www.example.com");
  expect(Number(res.headers.get("content-length"))).toBe(Buffer.byteLength(body));
});

it("answers 404 for missing files and for paths outside its folders", async () => {
  for (const path of ["/nope.html", "/%2e%2e/package.json", "/docs/%2e%2e/package.json", "/..%2fpackage.json"]) {
    expect((await fetch(`${origin}${path}`)).status, path).toBe(404);
  }
});
