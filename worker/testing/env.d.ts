declare namespace Cloudflare {
  interface Env {
    /** Only in the vitest workers project: the real migrations, read by vitest.config.ts. */
    TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
    /** Only in the vitest workers project: the private key of the tests' Access team (vitest.config.ts), as a JWK in JSON. */
    TEST_ACCESS_PRIVATE_JWK: string;
  }
}

/** Vite's `?raw` imports (a file's text), for tests that compare documentation with code. */
declare module "*?raw" {
  const text: string;
  export default text;
}
