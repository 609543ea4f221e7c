import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { expectFitsWidth } from "./fixtures/layout";

const pages = [
  { path: "/login", heading: "Welcome back" },
  { path: "/apply", heading: "Apply for AI Interview" },
  { path: "/register-company", heading: "Join as a Company" },
  { path: "/dashboard?error=TOKEN_EXPIRED", heading: "Verification link not valid" },
] as const;

for (const { path, heading } of pages) {
  test(`${path} has no serious or critical axe violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
      .analyze();
    const serious = results.violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(" ")),
      }));
    expect(serious).toEqual([]);
  });
}

test("/login fits a 375 px wide phone without horizontal scrolling", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/login");
  await expect(page.getByRole("heading", { level: 1, name: "Welcome back" })).toBeVisible();
  await expect(page.getByLabel("Email", { exact: true })).toBeVisible();
  await expectFitsWidth(page, 375);
});
