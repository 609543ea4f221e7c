import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { tinyPng } from "../../src/server/testing/tiny-png";
import { verifiedCandidate, waitForMail } from "./fixtures/accounts";
import { seriousAxeViolations } from "./fixtures/axe";
import { signInCompany } from "./fixtures/sign-in";
import { expectFitsAPhone } from "./fixtures/layout";
import { createCompanyPosting, createInterviewTemplate } from "./fixtures/postings";
import { approvedCompany, signedInRequest } from "./fixtures/watching";

/*
 * "/enterprise-dashboard" and the logo of "/enterprise-settings" (decision 0036): a verified company
 * sees its real (zero) figures and the setup steps, uploads its logo, and after a candidate
 * applies sees the applicant, the posting and the new-applicant e-mail.
 */

const figure = (page: Page, key: "totalCandidates" | "openPositions" | "interviewed") =>
  page.getByTestId(`figure-${key}`);

test("a verified company's dashboard shows real figures, its logo and its new applicant", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const company = await approvedCompany(baseURL!, request);
  await signInCompany(page, company);

  // A new company, greeted as new in its first sitting (decision 0073): real zero figures, the
  // three setup steps and what its profile lacks.
  await expect(page.getByRole("heading", { level: 1, name: `Welcome, ${company.companyName}` })).toBeVisible();
  await expect(figure(page, "totalCandidates")).toHaveText("0");
  await expect(figure(page, "openPositions")).toHaveText("0");
  await expect(figure(page, "interviewed")).toHaveText("0");
  await expect(page.getByRole("heading", { name: "Get started with OneTake" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Complete Setup" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Missing from your company profile" })).toContainText("Company logo");
  await expect(page.getByRole("heading", { name: "No applicants yet" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Internal Jobs" })).toHaveCount(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await expectFitsAPhone(page);

  // The logo, uploaded in settings, shows there and on the dashboard.
  await page.goto("/enterprise-settings");
  await expect(page.getByRole("img", { name: "No logo yet" })).toBeVisible();
  await page.getByLabel("Company logo file").setInputFiles({
    name: "logo.png",
    mimeType: "image/png",
    buffer: tinyPng(120, 40, [79, 70, 229]),
  });
  await expect(page.getByText("Logo uploaded successfully")).toBeVisible();
  const preview = page.getByRole("img", { name: `Logo of ${company.companyName}` });
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(120);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await expectFitsAPhone(page);

  // A posting with its own questions and a candidate who applies to it.
  const tag = randomBytes(4).toString("hex");
  const title = `ML Platform Engineer ${tag}`;
  const companyRequest = await signedInRequest(baseURL!, company.email, company.password);
  let postingId: string;
  try {
    const interviewTemplateId = await createInterviewTemplate(companyRequest, `Platform interview ${tag}`, [
      "Tell us about a platform you built.",
    ]);
    ({ id: postingId } = await createCompanyPosting(companyRequest, {
      title,
      description: "Build the platform our models train and ship on.",
      locationType: "Hybrid",
      location: "Berlin",
      skills: ["Kubernetes", "Python"],
      interviewTemplateId,
    }));
  } finally {
    await companyRequest.dispose();
  }
  const candidate = await verifiedCandidate(baseURL!, request);
  const candidateRequest = await signedInRequest(baseURL!, candidate.email, candidate.password);
  try {
    const applied = await candidateRequest.post(`/api/postings/${postingId}/applications`, { data: {} });
    expect(applied.status(), await applied.text()).toBe(201);
  } finally {
    await candidateRequest.dispose();
  }

  // The company hears about it (newApplicants is on by default), with a link to the applicants.
  const [mail] = await waitForMail(request, company.email, new RegExp(`New applicant for ${title}`));
  expect(mail?.links.some((link) => link.endsWith(`/job-applicants/${postingId}`))).toBe(true);

  await page.goto("/enterprise-dashboard");
  await expect(page.getByTestId("dashboard-logo")).toBeVisible();
  await expect(figure(page, "totalCandidates")).toHaveText("1");
  await expect(figure(page, "openPositions")).toHaveText("1");
  await expect(figure(page, "interviewed")).toHaveText("0");
  const applicant = page
    .getByRole("list", { name: "Top candidates" })
    .getByRole("link", { name: `${candidate.firstName} ${candidate.lastName}` });
  await expect(applicant).toHaveAttribute("href", /^\/application-details\/[0-9a-f-]+$/);
  const postings = page.getByRole("list", { name: "Your newest job postings" });
  await expect(postings.getByRole("heading", { name: title })).toBeVisible();
  await expect(postings.getByText("Hybrid · Berlin")).toBeVisible();
  const postingItem = postings.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
  await expect(postingItem.getByRole("link", { name: "View Applicants" })).toHaveAttribute(
    "href",
    `/job-applicants/${postingId}`,
  );
  await expect(postingItem.getByRole("link", { name: "Manage Job" })).toHaveAttribute("href", `/edit-job/${postingId}`);
  await expect(page.getByRole("link", { name: "View Postings" })).toHaveAttribute("href", "/job-postings");
  await expect(page.getByRole("link", { name: "Create New", exact: true })).toHaveAttribute("href", "/create-job");
  // Profile still lacks its location, so Complete Setup stays; the posting step is done.
  await expect(page.getByRole("list", { name: "Setup steps" })).toContainText("2. Post your first job (done)");
  expect(await seriousAxeViolations(page)).toEqual([]);
  await expectFitsAPhone(page);

  await page.getByRole("tab", { name: "Candidates" }).click();
  await expect(page.getByRole("list", { name: "Recent applicants" })).toContainText(`Applied to ${title}`);
  await expect(page.getByRole("tab", { name: "Internal Jobs" })).toBeVisible();
  await page.getByRole("tab", { name: "Internal Jobs" }).click();
  await expect(page.getByRole("heading", { name: "No internal jobs yet" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Create an internal job" })).toHaveAttribute(
    "href",
    "/create-job?visibility=internal",
  );
  expect(await seriousAxeViolations(page)).toEqual([]);
  await expectFitsAPhone(page);

  // The overview's links open the posting's applicants, its Manage Job page and the application.
  await page.getByRole("tab", { name: "Overview" }).click();
  await postingItem.getByRole("link", { name: "View Applicants" }).click();
  await expect(page).toHaveURL(new RegExp(`/job-applicants/${postingId}$`));
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await page.goBack();
  await postingItem.getByRole("link", { name: "Manage Job" }).click();
  await expect(page).toHaveURL(new RegExp(`/edit-job/${postingId}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Manage Job" })).toBeVisible();
  await page.goBack();
  await applicant.click();
  await expect(page).toHaveURL(/\/application-details\/[0-9a-f-]+$/);
  await expect(
    page.getByRole("heading", { level: 1, name: `${candidate.firstName} ${candidate.lastName}` }),
  ).toBeVisible();
});
