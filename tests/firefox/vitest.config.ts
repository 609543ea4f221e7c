import path from "node:path";
import { defineConfig } from "vitest/config";

const root = path.resolve(import.meta.dirname, "../..");

/**
 * The Firefox suite: Debian's Firefox ESR driven by puppeteer-core over WebDriver BiDi (Playwright
 * drives only its own Firefox build), against the built server on a port and data directory of
 * its own (server.ts). One file at a time: each test runs a whole interview.
 */
export default defineConfig({
  root,
  resolve: {
    alias: {
      "@shared": path.join(root, "src/shared"),
      "@web": path.join(root, "src/web"),
    },
  },
  test: {
    include: ["tests/firefox/**/*.test.ts"],
    globalSetup: ["./tests/firefox/server.ts"],
    testTimeout: 240_000,
    hookTimeout: 120_000,
    pool: "forks",
    maxWorkers: 1,
    fileParallelism: false,
  },
});
