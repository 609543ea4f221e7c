import path from "node:path";
import { defineConfig } from "vitest/config";

const roots = ["src", "scripts", "bench"];
const allTests = roots.flatMap((root) => [`${root}/**/*.test.ts`, `${root}/**/*.test.tsx`]);
/**
 * Tests that need the migrated database (`*.db.test.ts`) or start a server process of their own
 * (`*.process.test.ts`). Only they wait for the global set-up; everything else starts at once
 * (decision 0065).
 */
const databaseTests = roots.flatMap((root) => [`${root}/**/*.db.test.ts`, `${root}/**/*.process.test.ts`]);

export default defineConfig({
  resolve: {
    alias: {
      "@shared": path.resolve(import.meta.dirname, "src/shared"),
      "@web": path.resolve(import.meta.dirname, "src/web"),
    },
  },
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "threads",
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: "pure", include: allTests, exclude: databaseTests } },
      {
        extends: true,
        test: {
          name: "database",
          include: databaseTests,
          globalSetup: ["./src/server/testing/global-setup.ts"],
          // PGlite's WebAssembly in two worker threads of one process trips a V8 check
          // ("jit_page_->allocations_.erase(addr) == 1", nodejs/node#64500) and aborts the whole
          // run; one process per worker keeps each V8 code registry to itself (decision 0065).
          pool: "forks",
          // A worker imports the app once for all its files (decision 0065); each file still
          // opens its own database and app, and closes them.
          isolate: false,
        },
      },
    ],
  },
});
