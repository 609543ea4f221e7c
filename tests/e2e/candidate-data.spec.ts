import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { candidateDataMessages, EXPORT_FILE_NAME } from "../../src/shared/candidates/candidate-data-contracts";
import { readZip } from "../../src/server/testing/candidate-data-zip";
import { verifiedCandidate, type CandidateAccount } from "./fixtures/accounts";
import { seriousAxeViolations } from "./fixtures/axe";
import { approvedCompany, signedInRequest } from "./fixtures/watching";
import { expectFitsAPhone } from "./fixtures/layout";

/** The candidate's own data (decision 0030): download it all, then delete the account for good. */

async function signIn(page: Page, account: CandidateAccount) {
  await page.goto("/login");
  await page.getByLabel("Email", { exact: true }).fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

test("a candidate downloads their data, deletes the account, and cannot sign in again", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const account = await verifiedCandidate(baseURL!, request);
  const [a, b, c] = randomBytes(3);
  // A client address of its own (the server trusts x-forwarded-for in e2e), for the page and page.request alike.
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": `10.${a}.${b}.${c}` });
  await signIn(page, account);
  await expect(page).toHaveURL(/\/candidate-dashboard$/);

  const me = (await (await page.request.get("/api/me")).json()) as { user: { id: string } };

  await page.goto("/candidate-settings");
  await expect(page.getByRole("heading", { name: "Your data" })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await expectFitsAPhone(page);

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download my data" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(EXPORT_FILE_NAME);
  const entries = readZip(await fs.readFile(await download.path()));
  const data = JSON.parse(entries.get("data.json")!.toString("utf8")) as {
    tables: { user: { email: string }[]; profiles: { lastName: string }[] };
  };
  expect(data.tables.user[0]!.email).toBe(account.email);
  expect(data.tables.profiles[0]!.lastName).toBe(account.lastName);

  await page.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  const confirm = dialog.getByRole("button", { name: "Delete my account" });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel("Confirmation", { exact: true }).fill("DELETE");
  expect(await seriousAxeViolations(page)).toEqual([]);
  await confirm.click();

  await expect(page).toHaveURL(new URL("/", baseURL).toString());
  await expect(page.getByText("Account deleted", { exact: true })).toBeVisible();
  expect((await page.request.get("/api/me")).status()).toBe(401);

  await signIn(page, account);
  await expect(page.getByText("Sign in failed", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  expect((await page.request.get("/api/me")).status()).toBe(401);

  // A company following an old link to the candidate is told they left, not shown a broken page.
  const company = await approvedCompany(baseURL!, request);
  const companyApi = await signedInRequest(baseURL!, company.email, company.password);
  const context = await browser.newContext({ baseURL, storageState: await companyApi.storageState() });
  try {
    const companyPage = await context.newPage();
    await companyPage.goto(`/candidate-profile/${me.user.id}`);
    await expect(companyPage.getByRole("heading", { level: 1, name: "Deleted candidate" })).toBeVisible();
    await expect(companyPage.getByText(candidateDataMessages.candidateDeleted)).toBeVisible();
  } finally {
    await context.close();
    await companyApi.dispose();
  }
});
