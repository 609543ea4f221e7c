import { expect, test } from "@playwright/test";

test("/payment-success without a checkout reference goes to pricing", async ({ page }) => {
  await page.goto("/payment-success");
  await expect(page).toHaveURL(/\/pricing$/);
});

test("/payment-success with a reference but no user goes to sign-in and remembers the way back", async ({ page }) => {
  await page.goto("/payment-success?session_id=cs_test_123");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fpayment-success%3Fsession_id%3Dcs_test_123$/);
});
