import { expect, test, type Page } from "@playwright/test";
import { candidateEmail, ownClientAddress, STRONG_PASSWORD } from "./fixtures/accounts";

/*
 * The apply wizard keeps its step in the URL and what was typed (never the password) in session
 * storage until the application is submitted (decision 0049): browser Back, Forward and a reload
 * lose nothing.
 */

const DRAFT_KEY = "onetake:apply-draft";
const BIO = "I build and evaluate retrieval-augmented LLM systems for production customer support teams.";

const heading = (page: Page, name: string) => page.getByRole("heading", { level: 2, name });
const draft = (page: Page) => page.evaluate((key) => window.sessionStorage.getItem(key), DRAFT_KEY);

test.beforeEach(async ({ page }) => {
  await page.context().setExtraHTTPHeaders(ownClientAddress());
});

test("browser Back, Forward and a reload keep the wizard's step and values, never the password; submit clears them", async ({
  page,
}) => {
  const email = candidateEmail();
  await page.goto("/apply");
  await page.getByLabel("First name", { exact: true }).fill("Grace");
  await page.getByLabel("Last name", { exact: true }).fill("Hopper");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Phone number", { exact: true }).fill("+1 415 555 0132");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(heading(page, "Professional Details")).toBeVisible();
  await expect(page).toHaveURL(/\/apply\?step=2$/);

  await page.getByLabel("Current or desired job title", { exact: true }).fill("Compiler Engineer");
  await page.getByRole("combobox", { name: "Experience level" }).click();
  await page.getByRole("option", { name: "Mid Level (3-5 years)" }).click();
  await page.getByLabel("Location", { exact: true }).fill("Arlington, USA");
  await page.getByLabel("Key skills", { exact: true }).fill("COBOL, Compilers");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(heading(page, "Preferences & Review")).toBeVisible();
  await expect(page).toHaveURL(/\/apply\?step=3$/);
  await page.getByLabel("Bio", { exact: true }).fill(BIO);
  await page.getByLabel("Create a password", { exact: true }).fill(STRONG_PASSWORD);

  // Back twice: step 2, then step 1, each as it was filled in.
  await page.goBack();
  await expect(heading(page, "Professional Details")).toBeVisible();
  await expect(page.getByLabel("Current or desired job title", { exact: true })).toHaveValue("Compiler Engineer");
  await page.goBack();
  await expect(heading(page, "Personal Information")).toBeVisible();
  await expect(page).toHaveURL(/\/apply$/);
  await expect(page.getByLabel("First name", { exact: true })).toHaveValue("Grace");
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);

  // Forward twice: back on step 3 with the bio still there.
  await page.goForward();
  await expect(heading(page, "Professional Details")).toBeVisible();
  await expect(page.getByLabel("Location", { exact: true })).toHaveValue("Arlington, USA");
  await page.goForward();
  await expect(heading(page, "Preferences & Review")).toBeVisible();
  await expect(page.getByLabel("Bio", { exact: true })).toHaveValue(BIO);

  // A reload keeps the step and every value except the password, which was never stored.
  await expect.poll(() => draft(page)).toContain("Compiler Engineer");
  expect(await draft(page)).not.toContain(STRONG_PASSWORD);
  await page.reload();
  await expect(heading(page, "Preferences & Review")).toBeVisible();
  await expect(page.getByLabel("Bio", { exact: true })).toHaveValue(BIO);
  await expect(page.getByLabel("Create a password", { exact: true })).toHaveValue("");
  await page.goBack();
  await expect(page.getByLabel("Current or desired job title", { exact: true })).toHaveValue("Compiler Engineer");
  await expect(page.getByRole("combobox", { name: "Experience level" })).toContainText("Mid Level (3-5 years)");
  await page.goForward();

  await page.getByLabel("Preferred roles", { exact: true }).fill("Compiler Engineer");
  await page.getByLabel("Create a password", { exact: true }).fill(STRONG_PASSWORD);
  await page.getByRole("checkbox", { name: /I accept the Terms of Service/ }).check();
  await page.getByRole("checkbox", { name: /SMS notifications/ }).check();
  await page.getByRole("checkbox", { name: /marketing communications/ }).check();
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page).toHaveURL(/\/candidate-registration-success$/);
  expect(await draft(page)).toBeNull();

  // A new application starts empty.
  await page.goto("/apply");
  await expect(page.getByLabel("First name", { exact: true })).toHaveValue("");
});
