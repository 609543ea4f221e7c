import { expect, test, type APIRequestContext } from "@playwright/test";
import { tinyPdf } from "../../src/server/testing/test-files";
import { latestMailLink, ownClientAddress, verifiedCandidate, type CandidateAccount } from "./fixtures/accounts";
import { STRONG_PASSWORD } from "./fixtures/account-data";
import { seriousAxeViolations } from "./fixtures/axe";
import { expectFitsAPhone } from "./fixtures/layout";
import { createCompanyPosting } from "./fixtures/postings";
import { signInCompany } from "./fixtures/sign-in";
import { approvedCompany, signedInRequest } from "./fixtures/watching";

/*
 * Assignments (decision 0084): an Owner assigns a hiring manager to one posting; the hiring
 * manager's dashboard lists that posting, its applicants page shows its applicants, and another
 * posting of the company is not found for them.
 */

const fullName = (candidate: CandidateAccount) => `${candidate.firstName} ${candidate.lastName}`;

/** Applies with a resume on the profile (a posting without questions of its own asks for one). */
async function applyTo(
  candidateApi: APIRequestContext,
  candidate: CandidateAccount,
  postingId: string,
): Promise<string> {
  const uploaded = await candidateApi.put("/api/candidates/me/resume", {
    multipart: { file: { name: "cv.pdf", mimeType: "application/pdf", buffer: tinyPdf(candidate.lastName) } },
  });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);
  const response = await candidateApi.post(`/api/postings/${postingId}/applications`, { data: {} });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { applicationId: string }).applicationId;
}

test("an Owner assigns a hiring manager to a posting, who then sees only that posting's applicants", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const company = await approvedCompany(baseURL!, request);
  const companyApi = await signedInRequest(baseURL!, company.email, company.password);
  const suffix = Date.now().toString(36);
  const assigned = await createCompanyPosting(companyApi, {
    title: `Data Analyst ${suffix}`,
    description: "Reads the numbers and says what they mean.",
    location: "Remote",
    interviewTemplateId: null,
  });
  const other = await createCompanyPosting(companyApi, {
    title: `Product Designer ${suffix}`,
    description: "Designs the screens people use every day.",
    location: "Remote",
    interviewTemplateId: null,
  });
  const analyst = await verifiedCandidate(baseURL!, request);
  const designer = await verifiedCandidate(baseURL!, request);
  const analystApplication = await applyTo(
    await signedInRequest(baseURL!, analyst.email, analyst.password),
    analyst,
    assigned.id,
  );
  await applyTo(await signedInRequest(baseURL!, designer.email, designer.password), designer, other.id);

  // A hiring manager joins from an invitation.
  const managerEmail = `hana.lee-${suffix}@${company.email.split("@")[1]!}`;
  const invited = await companyApi.post("/api/companies/me/member-invitations", {
    data: { email: managerEmail, role: "hiring_manager" },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const link = await latestMailLink(request, managerEmail, /^Join .* on OneTake$/, "/join-company/");
  const token = link.split("/join-company/")[1]!;
  const accepted = await request.post(`/api/member-invitations/${token}/accept`, {
    data: { newAccount: { firstName: "Hana", lastName: "Lee", password: STRONG_PASSWORD } },
    headers: ownClientAddress(),
  });
  expect(accepted.status(), await accepted.text()).toBe(200);

  // The Owner assigns her on the posting's applicants page.
  await signInCompany(page, company);
  await page.goto(`/job-applicants/${assigned.id}`);
  const control = page.getByTestId("posting-assignments");
  await expect(control).toContainText("No one yet");
  // By keyboard: Enter opens the dialog, Space ticks her, Enter saves.
  await control.getByRole("button", { name: "Assign people" }).press("Enter");
  const dialog = page.getByRole("dialog", { name: "Assign people to this posting" });
  const hana = dialog.getByRole("checkbox", { name: /Hana Lee/ });
  await hana.press("Space");
  await expect(hana).toBeChecked();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Save assignments" }).press("Enter");
  await expect(page.getByText("Assignments saved")).toBeVisible();
  await expect(control).toContainText("Hana Lee");
  await expectFitsAPhone(page);

  // She is told by e-mail, with the link to the applicants.
  const assignmentLink = await latestMailLink(
    request,
    managerEmail,
    new RegExp(`^You are assigned to Data Analyst ${suffix}$`),
    "/job-applicants/",
  );
  expect(assignmentLink).toContain(`/job-applicants/${assigned.id}`);

  // Her workspace: the dashboard lists her posting; its applicants are hers; the other posting is not found.
  const theirs = await browser.newContext({ baseURL });
  const manager = await theirs.newPage();
  await signInCompany(manager, { ...company, email: managerEmail, password: STRONG_PASSWORD });
  const mine = manager.getByTestId("my-assignments");
  await expect(mine).toContainText("Assigned to you");
  await expect(mine.getByRole("link", { name: `Data Analyst ${suffix}` })).toBeVisible();
  await expect(mine).not.toContainText(`Product Designer ${suffix}`);
  const nav = manager.getByRole("navigation", { name: "Company workspace" }).first();
  await expect(nav.getByRole("link", { name: "Candidates" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Fairness report" })).toHaveCount(0);
  expect(await seriousAxeViolations(manager)).toEqual([]);
  await expectFitsAPhone(manager);

  await mine.getByRole("link", { name: `Data Analyst ${suffix}` }).click();
  await expect(manager).toHaveURL(new RegExp(`/job-applicants/${assigned.id}$`));
  await expect(manager.getByRole("link", { name: fullName(analyst) }).first()).toBeVisible();
  await expect(manager.getByText(fullName(designer))).toHaveCount(0);
  // Not hers to change: the Assigned control is for Owners, Admins and Recruiters.
  await expect(manager.getByTestId("posting-assignments")).toHaveCount(0);

  await manager.goto(`/application-details/${analystApplication}`);
  await expect(manager.getByRole("heading", { level: 1, name: fullName(analyst) })).toBeVisible();
  // Hers to decide on, and to ask a colleague to score.
  await expect(manager.getByRole("button", { name: "Mark as Hired" })).toBeVisible();
  const scoring = manager.getByTestId("application-assignments");
  await expect(scoring).toContainText("No one is assigned yet.");
  await scoring.getByRole("combobox", { name: "Add a member" }).click();
  await manager.getByRole("option", { name: new RegExp(company.contactName) }).click();
  await scoring.getByRole("button", { name: "Assign" }).click();
  await expect(scoring.getByRole("list", { name: "Assigned to score" })).toContainText(company.contactName);
  expect(await seriousAxeViolations(manager)).toEqual([]);
  await expectFitsAPhone(manager);
  expect(
    await latestMailLink(request, company.email, /^You are assigned to .* for Data Analyst/, "/application-details/"),
  ).toContain(`/application-details/${analystApplication}`);

  await manager.goto(`/job-applicants/${other.id}`);
  await expect(manager.getByText("Job posting not found")).toBeVisible();
  await theirs.close();
});
