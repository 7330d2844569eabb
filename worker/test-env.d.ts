declare namespace Cloudflare {
  interface Env {
    /** Only in the vitest workers project: the real migrations, read by vitest.config.ts. */
    TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
  }
}
