import { expect, test } from "@playwright/test";
import { registerCompany, verifyEmail } from "./fixtures/accounts";
import { seriousAxeViolations } from "./fixtures/axe";
import { signInCompany } from "./fixtures/sign-in";

test("a pending company signs in and edits its company settings", async ({ page, request, baseURL }) => {
  const company = await registerCompany(request);
  await verifyEmail(baseURL!, request, company.email);
  await signInCompany(page, company);

  await page.goto("/enterprise-settings");
  await expect(page.getByRole("heading", { level: 1, name: "Company Settings" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Company Profile" })).toHaveAttribute("aria-selected", "true");
  const name = page.getByLabel("Company name", { exact: true });
  await expect(name).toHaveValue(company.companyName);

  const renamed = `${company.companyName} Labs`;
  await name.fill(renamed);
  await page.getByLabel("Location", { exact: true }).fill("Lisbon, Portugal");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Profile updated successfully")).toBeVisible();

  await page.reload();
  await expect(page.getByLabel("Company name", { exact: true })).toHaveValue(renamed);
  await expect(page.getByLabel("Location", { exact: true })).toHaveValue("Lisbon, Portugal");

  // Notifications: the spec's defaults, then one switched off and saved for real.
  await page.getByRole("tab", { name: "Notifications" }).click();
  const newApplicants = page.getByRole("checkbox", { name: "New applicants" });
  await expect(newApplicants).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Marketing e-mails" })).not.toBeChecked();
  await newApplicants.click();
  await page.getByRole("button", { name: "Save preferences" }).click();
  await expect(page.getByText("Preferences saved")).toBeVisible();
  await page.reload();
  await page.getByRole("tab", { name: "Notifications" }).click();
  await expect(page.getByRole("checkbox", { name: "New applicants" })).not.toBeChecked();

  // Team: the login that registered the company is its Owner (decision 0079), reached by keyboard.
  await page.getByRole("tab", { name: "Notifications" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Team" })).toHaveAttribute("aria-selected", "true");
  const members = page.getByRole("list", { name: "Team members" }).getByRole("listitem");
  await expect(members).toHaveCount(1);
  await expect(members.first()).toContainText(company.contactName);
  await expect(members.first()).toContainText(company.email);
  await expect(members.first()).toContainText("Owner");
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The dashboard greets the company by its new name, and it is still under review.
  await page.goto("/enterprise-dashboard");
  await expect(page.getByRole("heading", { level: 1, name: `Welcome, ${renamed}` })).toBeVisible();
  await expect(page.getByRole("heading", { name: `${renamed} is under review` })).toBeVisible();
});
