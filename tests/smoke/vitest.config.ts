import path from "node:path";
import { defineConfig } from "vitest/config";

const root = path.resolve(import.meta.dirname, "../..");

/**
 * The fresh-machine smoke (decision 0065): the built server on an empty data directory, run by
 * whichever Node runs this (`npm test` runs it on Node 24 and on ALSO_TEST_ON_NODE).
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
    include: ["tests/smoke/**/*.test.ts"],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: "forks",
  },
});
