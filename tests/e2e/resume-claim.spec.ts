import { randomInt, randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { tinyPdf } from "../../src/server/testing/test-files";
import { latestMailLink, ownClientAddress } from "./fixtures/accounts";
import { seriousAxeViolations } from "./fixtures/axe";
import { signInCompany } from "./fixtures/sign-in";
import { approvedCompany } from "./fixtures/watching";

/** A word of letters only, so the pool's full-text search finds exactly this visitor. */
function uniqueSurname(): string {
  return `Claim${Array.from({ length: 8 }, () => String.fromCharCode(97 + randomInt(26))).join("")}`;
}

/** /upload-resume keeps its promise (decision 0045): claim the account by e-mail, then companies find you. */
test("a resume from /upload-resume becomes a candidate a verified company finds, once the visitor claims it", async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const company = await approvedCompany(baseURL!, request);
  const surname = uniqueSurname();
  const email = `claim-${randomUUID().slice(0, 8)}@example.com`;
  const resume = tinyPdf(`Grace ${surname}`);

  await page.context().setExtraHTTPHeaders(ownClientAddress());
  await page.goto("/upload-resume");
  await page.getByLabel("Full name").fill(`Grace ${surname}`);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Resume").setInputFiles({ name: "grace.pdf", mimeType: "application/pdf", buffer: resume });
  await page.getByRole("button", { name: "Submit Resume" }).click();
  await expect(page.getByRole("heading", { name: "Your resume was successfully submitted!" })).toBeVisible();
  await expect(page.getByText(/Check your email: we sent you a link to create your OneTake account/)).toBeVisible();

  const link = new URL(await latestMailLink(request, email, /Create your OneTake account/, "/claim-account"));
  const claimPath = `${link.pathname}${link.search}`;
  await page.goto(claimPath);
  await expect(page.getByRole("heading", { level: 1, name: "Create your account" })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByLabel("Create a password").fill("N3w!Passw0rdX");
  await page.getByLabel("Confirm password").fill("N3w!Passw0rdX");
  await page.getByRole("button", { name: "Create my account" }).click();
  await expect(page).toHaveURL(/\/candidate-dashboard$/);

  // A verified company finds them in the pool and reads the resume they sent.
  const companyContext = await browser.newContext({ baseURL });
  try {
    const companyPage = await companyContext.newPage();
    await signInCompany(companyPage, company);
    await companyPage.goto(`/candidates?search=${surname}`);
    await companyPage
      .getByRole("rowheader", { name: new RegExp(surname) })
      .getByRole("link")
      .click();
    await expect(companyPage.getByRole("heading", { level: 1, name: new RegExp(surname) })).toBeVisible();
    const download = companyPage.getByRole("link", { name: "Download resume" });
    await expect(download).toBeVisible();
    const file = await companyContext.request.get((await download.getAttribute("href"))!);
    expect(file.status()).toBe(200);
    expect(Buffer.from(await file.body()).equals(resume)).toBe(true);
  } finally {
    await companyContext.close();
  }

  // The link worked once.
  const other = await browser.newContext({ baseURL });
  try {
    const again = await other.newPage();
    await again.goto(claimPath);
    await again.getByLabel("Create a password").fill("An0ther!Passw0rd");
    await again.getByLabel("Confirm password").fill("An0ther!Passw0rd");
    await again.getByRole("button", { name: "Create my account" }).click();
    await expect(again.getByText("This link is invalid, expired or already used.")).toBeVisible();
  } finally {
    await other.close();
  }
});
