import { expect, test } from "@playwright/test";

/**
 * The site's Content-Security-Policy (`script-src 'self'`) is never tripped by the app itself:
 * zod runs jitless in the browser, so its `new Function` probe never runs (decision 0020). A
 * violation report here means some code evaluates strings again.
 */
test("pages load without a single Content-Security-Policy violation", async ({ page }) => {
  await page.addInitScript(() => {
    const violations: string[] = [];
    Object.assign(window, { cspViolations: violations });
    document.addEventListener("securitypolicyviolation", (event) =>
      violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  for (const path of ["/", "/login", "/apply", "/upload-resume"]) {
    await page.goto(path);
    await expect(page.locator("h1").first()).toBeVisible();
    // A form on the page parses with a zod schema: this is when zod would probe.
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations), path).toEqual(
      [],
    );
  }
});
