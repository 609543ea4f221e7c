import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { devAdminContext, newCompany, verifiedCandidate, verifyEmail, type CompanyAccount } from "./fixtures/accounts";
import { seriousAxeViolations } from "./fixtures/axe";
import { signInCompany } from "./fixtures/sign-in";
import { makeTestWebm, recordNetworkInterview } from "./fixtures/recordings";
import { rejectedCompany, signedInRequest } from "./fixtures/watching";

const PERSONAL_EMAIL_MESSAGE =
  "Personal email domains (Gmail, Yahoo, etc.) are not accepted. Please use a business email.";

async function fillRegistration(page: Page, company: CompanyAccount, contactEmail: string) {
  await page.getByLabel("Company name", { exact: true }).fill(company.companyName);
  await page.getByLabel("Company website", { exact: true }).fill(company.website);
  await page.getByRole("combobox", { name: "Industry" }).click();
  await page.getByRole("option", { name: "AI / Machine Learning" }).click();
  await page.getByRole("combobox", { name: "Company size" }).click();
  await page.getByRole("option", { name: "11-50 employees" }).click();
  await page
    .getByLabel("Company description", { exact: true })
    .fill("We build evaluation tooling for large language models.");
  await page.getByLabel("Contact name", { exact: true }).fill(company.contactName);
  await page.getByLabel("Business email", { exact: true }).fill(contactEmail);
  await page.getByLabel("Create a password", { exact: true }).fill(company.password);
  await page.getByRole("checkbox", { name: /I accept the Terms of Service/ }).check();
  await page.getByRole("checkbox", { name: /verifies my company/ }).check();
}

test("a company registers, waits for verification, is approved by the admin and sees candidates", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const company = newCompany();
  // Someone to find in the pool once the company is approved: the pool lists candidates with a
  // completed interview or a resume (decision 0028).
  const candidate = await verifiedCandidate(baseURL!, request);
  const candidateApi = await signedInRequest(baseURL!, candidate.email, candidate.password);
  await recordNetworkInterview(candidateApi, await makeTestWebm());
  await candidateApi.dispose();

  await page.goto("/register-company");
  await expect(page.getByRole("heading", { level: 1, name: "Join as a Company" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Employer Verification Required" })).toBeVisible();
  const submit = page.getByRole("button", { name: "Register Company" });
  await expect(submit).toBeDisabled();

  // A personal address is refused with the spec's message, however complete the rest is.
  await fillRegistration(page, company, `${company.contactName.split(" ")[0]!.toLowerCase()}@gmail.com`);
  await expect(page.getByText(PERSONAL_EMAIL_MESSAGE)).toBeVisible();
  await expect(page.getByText("100%")).toBeVisible();
  await submit.click();
  await expect(page).toHaveURL(/\/register-company$/);

  await page.getByLabel("Business email", { exact: true }).fill(company.email);
  await expect(page.getByText(PERSONAL_EMAIL_MESSAGE)).toBeHidden();
  await submit.click();
  await expect(page.getByText("Account created successfully")).toBeVisible();
  await expect(page.getByText("Please check your email for verification instructions.")).toBeVisible();
  await expect(page).toHaveURL(/\/company-registration-success$/);

  // Verify the address elsewhere, then sign in here.
  await verifyEmail(baseURL!, request, company.email);
  await page.getByRole("link", { name: "Go to Login" }).click();
  await expect(page).toHaveURL(/\/login\?tab=company$/);
  await expect(page.getByRole("tab", { name: "Company" })).toHaveAttribute("aria-selected", "true");
  await page.getByLabel("Email", { exact: true }).fill(company.email);
  await page.getByLabel("Password", { exact: true }).fill(company.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Signed in successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/enterprise-dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: `Welcome, ${company.companyName}` })).toBeVisible();
  await expect(page.getByRole("heading", { name: `${company.companyName} is under review` })).toBeVisible();

  // Before approval the pool explains the wait instead of listing anyone.
  await page.getByRole("link", { name: "Candidates", exact: true }).first().click();
  await expect(page).toHaveURL(/\/candidates$/);
  await expect(page.getByRole("heading", { name: "Your company is awaiting verification" })).toBeVisible();
  // Job postings too: the page says why and what to do meanwhile, not that it failed to load.
  await page.getByRole("link", { name: "Job Postings", exact: true }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Hiring opens once you are verified" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your company is awaiting verification" })).toBeVisible();
  await expect(page.getByText("did not load")).toBeHidden();
  await expect(page.getByRole("link", { name: "Complete your company profile" })).toHaveAttribute(
    "href",
    "/enterprise-settings",
  );
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.goto("/create-job");
  await expect(page.getByRole("heading", { level: 1, name: "Hiring opens once you are verified" })).toBeVisible();
  await expect(page.getByLabel("Job title")).toBeHidden();
  await page.getByRole("link", { name: "Candidates", exact: true }).first().click();
  await expect(page).toHaveURL(/\/candidates$/);
  await expect(page.getByRole("heading", { name: "Your company is awaiting verification" })).toBeVisible();

  // The dev admin approves the company in the console.
  const adminContext = await devAdminContext(browser, baseURL!);
  try {
    const admin = await adminContext.newPage();
    await admin.goto("/admin");
    await expect(admin.getByRole("heading", { level: 1, name: "Company verification" })).toBeVisible();
    await admin.getByRole("searchbox", { name: "Search companies" }).fill(company.companyName);
    await expect(admin).toHaveURL(/search=/);
    const card = admin.getByRole("article", { name: company.companyName });
    await expect(card.getByText("Domain matches website")).toBeVisible();
    await expect(card.getByText(company.email)).toBeVisible();
    await card.getByRole("button", { name: "Approve" }).click();
    const dialog = admin.getByRole("dialog", { name: `Approve ${company.companyName}?` });
    await dialog.getByRole("button", { name: "Approve company" }).click();
    await expect(admin.getByText("Company approved")).toBeVisible();
    await expect(card).toBeHidden();

    await admin.getByRole("link", { name: "Audit log", exact: true }).first().click();
    await expect(admin.getByText(`enterprise: ${company.companyName}`).first()).toBeVisible();
  } finally {
    await adminContext.close();
  }

  // The company now sees the pool.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Candidates" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your company is awaiting verification" })).toBeHidden();
  await page.getByRole("searchbox", { name: "Search candidates" }).fill(candidate.lastName);
  await expect(page).toHaveURL(new RegExp(`search=${candidate.lastName}`));
  // Each candidate links to the company's view of them.
  const name = `${candidate.firstName} ${candidate.lastName}`;
  await expect(page.getByRole("rowheader", { name: new RegExp(name) })).toBeVisible();
  await expect(page.getByRole("link", { name })).toHaveAttribute("href", /^\/candidate-profile\/[^/]+$/);

  // And its job postings.
  await page.getByRole("link", { name: "Job Postings", exact: true }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Job Postings" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Hiring opens once you are verified" })).toBeHidden();
});

test("a rejected company is told why on its job postings pages, with a way to reach us", async ({
  page,
  request,
  baseURL,
}) => {
  const reason = "The website does not match the email domain.";
  const company = await rejectedCompany(baseURL!, request, reason);
  await signInCompany(page, company);

  await page.goto("/internal-jobs");
  await expect(page.getByRole("heading", { level: 1, name: "Hiring opens once you are verified" })).toBeVisible();
  await expect(page.getByRole("heading", { name: `We could not verify ${company.companyName}` })).toBeVisible();
  await expect(page.getByText(reason)).toBeVisible();
  await expect(page.getByRole("link", { name: "contact us" })).toHaveAttribute("href", "/contact");
  expect(await seriousAxeViolations(page)).toEqual([]);

  // An application's review page, shared with candidates, explains the same instead of failing.
  await page.goto(`/application-details/${randomUUID()}`);
  await expect(page.getByRole("heading", { level: 1, name: "Hiring opens once you are verified" })).toBeVisible();
  await expect(page.getByText(reason)).toBeVisible();
});
