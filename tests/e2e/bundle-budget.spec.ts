import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { expect, test } from "@playwright/test";

const BUDGET_BYTES = 150 * 1024;
const webRoot = path.resolve("dist/web");
const dashboardCode = /(dashboard|workspace|admin|candidate-pool|require-account)/i;

/** The gzip size of a built file, as a visitor's browser would download it. */
function gzipSize(urlPath: string): number {
  return zlib.gzipSync(fs.readFileSync(path.join(webRoot, urlPath)), { level: 9 }).length;
}

test("the landing page stays within its JavaScript budget and loads no dashboard code", async ({ page }) => {
  const scripts = new Set<string>();
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.add(new URL(request.url()).pathname);
  });
  await page.goto("/", { waitUntil: "networkidle" });
  await expect(page.getByRole("link", { name: "Join Our AI Talent Network" }).first()).toBeVisible();

  const sizes = [...scripts].map((script) => ({ script, bytes: gzipSize(script) }));
  const total = sizes.reduce((sum, { bytes }) => sum + bytes, 0);
  console.log(
    `Landing JavaScript: ${(total / 1024).toFixed(1)} KB gzip in ${sizes.length} files ` +
      `(budget ${BUDGET_BYTES / 1024} KB)\n` +
      sizes.map(({ script, bytes }) => `  ${(bytes / 1024).toFixed(1).padStart(6)} KB  ${script}`).join("\n"),
  );
  expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
  expect([...scripts].filter((script) => dashboardCode.test(script))).toEqual([]);
});
