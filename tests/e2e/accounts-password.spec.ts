import { expect, test } from "@playwright/test";
import { ownClientAddress, passwordResetLink, verifiedCandidate } from "./fixtures/accounts";

const NEW_PASSWORD = "N3w!Passw0rd-2";

test("password reset end to end: request, mail link, new password, sign in", async ({ page, request, baseURL }) => {
  const account = await verifiedCandidate(baseURL!, request);
  // A client address of its own, so per-IP sign-in limits do not count other tests.
  await page.context().setExtraHTTPHeaders(ownClientAddress());
  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel("Email", { exact: true }).fill(account.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(
    page.getByText(
      "If an account exists for that address, we've sent a link to reset your password. It expires in 1 hour.",
    ),
  ).toBeVisible();

  await page.goto(await passwordResetLink(request, account.email));
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await expect(page.getByText("Strong password")).toBeVisible();
  await page.getByLabel("Confirm new password", { exact: true }).fill(`${NEW_PASSWORD}x`);
  await page.getByRole("button", { name: "Update password" }).click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await page.getByLabel("Confirm new password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Update password" }).click();
  await expect(page.getByText("Password updated")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // The old password no longer works.
  await page.getByLabel("Email", { exact: true }).fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Sign in failed")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // The new one does.
  await page.getByLabel("Password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/candidate-dashboard$/);
  // Their first dashboard visit (the account was made and verified without one).
  await expect(page.getByRole("heading", { level: 1, name: `Welcome, ${account.firstName}` })).toBeVisible();
});

test("a reset link that failed shows the invalid-link message", async ({ page }) => {
  await page.goto("/reset-password?error=INVALID_TOKEN");
  await expect(page.getByText("This reset link is invalid or has expired.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Request a new link" })).toHaveAttribute("href", "/forgot-password");
});
