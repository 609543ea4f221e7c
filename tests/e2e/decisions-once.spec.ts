import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { tinyPdf } from "../../src/server/testing/test-files";
import {
  devAdminContext,
  mailTo,
  registerCompany,
  verifiedCandidate,
  verifyEmail,
  waitForMail,
  type CandidateAccount,
} from "./fixtures/accounts";
import { createCompanyPosting } from "./fixtures/postings";
import { startNetworkAttempt } from "./fixtures/recordings";
import { approvedCompany, signedInRequest } from "./fixtures/watching";

/*
 * A decision happens once and can be taken back before anyone hears of it: a double click on
 * Approve is one approval (decision 0047); Mark as Hired asks first and e-mails the candidate
 * only after an undo window, and only the final decision (decision 0048). The company never
 * learns that the candidate was given extra time (decision 0046).
 */

const fullName = (candidate: CandidateAccount) => `${candidate.firstName} ${candidate.lastName}`;

async function pageAs(browser: Browser, baseURL: string, api: APIRequestContext): Promise<Page> {
  const context = await browser.newContext({ baseURL, storageState: await api.storageState() });
  return context.newPage();
}

test("a double click on Approve approves once: one audit entry, one e-mail", async ({ browser, request, baseURL }) => {
  const company = await registerCompany(request);
  await verifyEmail(baseURL!, request, company.email);
  const adminContext = await devAdminContext(browser, baseURL!);
  try {
    const admin = await adminContext.newPage();
    await admin.goto(`/admin?search=${encodeURIComponent(company.companyName)}`);
    const card = admin.getByRole("article", { name: company.companyName });
    await card.getByRole("button", { name: "Approve" }).click();
    const dialog = admin.getByRole("dialog", { name: `Approve ${company.companyName}?` });
    await dialog.getByRole("button", { name: "Approve company" }).dblclick();
    await expect(admin.getByText("Company approved").first()).toBeVisible();
    await expect(card).toBeHidden();

    await waitForMail(request, company.email, /is approved on OneTake/);
    const log = await adminContext.request.get("/api/admin/audit-log?pageSize=50");
    const entries = ((await log.json()) as { items: { action: string; targetLabel?: string; details: unknown }[] })
      .items;
    const approvals = entries.filter(
      (entry) => entry.action === "company.approved" && JSON.stringify(entry).includes(company.companyName),
    );
    expect(approvals).toHaveLength(1);
    const approvalMails = (await mailTo(request, company.email)).filter((mail) => /is approved/.test(mail.subject));
    expect(approvalMails).toHaveLength(1);
  } finally {
    await adminContext.close();
  }
});

test("Mark as Hired asks first, can be undone before the candidate hears, and only the final decision is e-mailed", async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const candidate = await verifiedCandidate(baseURL!, request);
  const candidateApi = await signedInRequest(baseURL!, candidate.email, candidate.password);
  // The candidate asks for ten extra minutes before recording: the company must never learn it.
  const attempt = await startNetworkAttempt(candidateApi);
  const extraTime = await candidateApi.put(`/api/interviews/${attempt.interviewId}/consent`, {
    data: { consent: true, extraTimeSeconds: 600 },
  });
  expect(extraTime.status(), await extraTime.text()).toBe(200);
  // A resume lets them apply before recording.
  const uploaded = await candidateApi.put("/api/candidates/me/resume", {
    multipart: { file: { name: "cv.pdf", mimeType: "application/pdf", buffer: tinyPdf(candidate.lastName) } },
  });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);
  const company = await approvedCompany(baseURL!, request);
  const companyApi = await signedInRequest(baseURL!, company.email, company.password);
  const title = `Undo Engineer ${Date.now()}`;
  const { id: postingId } = await createCompanyPosting(companyApi, {
    title,
    description: "Take it back in time: a hiring decision that can be undone.",
    location: "Remote",
  });
  const applied = await candidateApi.post(`/api/postings/${postingId}/applications`, { data: {} });
  expect(applied.status(), await applied.text()).toBe(201);
  const { applicationId } = (await applied.json()) as { applicationId: string };
  const name = fullName(candidate);

  const page = await pageAs(browser, baseURL!, companyApi);
  await page.goto(`/job-applicants/${postingId}`);
  await expect(page.getByRole("link", { name }).first()).toBeVisible();
  await expect(page.getByText(/extra time|accommodation/i)).toHaveCount(0);

  await page.goto(`/application-details/${applicationId}`);
  await expect(page.getByRole("heading", { name: "Hiring Status" })).toBeVisible();
  await expect(page.getByRole("tabpanel")).toBeVisible();
  await expect(page.getByText(/extra time|accommodation/i)).toHaveCount(0);

  // Mark as Hired asks first, naming the candidate; Cancel changes nothing.
  await page.getByRole("button", { name: "Mark as Hired" }).click();
  const confirm = page.getByRole("dialog", { name: `Mark ${name} as hired?` });
  await expect(confirm).toContainText(name);
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByText("No decision yet.")).toBeVisible();

  // Confirmed (a double click is still one decision), then undone from the page.
  await page.getByRole("button", { name: "Mark as Hired" }).click();
  await confirm.getByRole("button", { name: "Mark as Hired" }).dblclick();
  await expect(page.getByText(`${name} marked as hired`)).toBeVisible();
  await expect(page.getByText(`${name} sees this decision at`)).toBeVisible();
  await page.getByText("Until then you can undo it.").waitFor();
  await page.getByRole("button", { name: "Undo decision" }).click();
  await expect(page.getByText("Decision undone")).toBeVisible();
  await expect(page.getByText("No decision yet.")).toBeVisible();

  // Not a Good Fit, undone from its toast.
  await page.getByRole("button", { name: "Not a Good Fit" }).click();
  const dialog = page.getByRole("dialog", { name: "Not a Good Fit" });
  await dialog.getByLabel("Reason").click();
  await page.getByRole("option", { name: "Not a fit for the role" }).click();
  await dialog.getByRole("button", { name: "Submit feedback" }).click();
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Feedback recorded" });
  await toast.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByText("No decision yet.")).toBeVisible();

  // The decision that stands: only its e-mail reaches the candidate, once the window has passed.
  await page.getByRole("button", { name: "Mark as Hired" }).click();
  await confirm.getByRole("button", { name: "Mark as Hired" }).click();
  await expect(page.getByText(`${name} sees this decision at`)).toBeVisible();
  const [mail] = await waitForMail(request, candidate.email, /Congratulations!/);
  expect(mail!.subject).toContain(title);
  const decisionMails = (await mailTo(request, candidate.email)).filter((message) =>
    /Congratulations!|An update on your application/.test(message.subject),
  );
  expect(decisionMails).toHaveLength(1);
  // The page stops offering Undo once the candidate has been told.
  await expect(page.getByText(`${name} sees this decision at`)).toBeHidden({ timeout: 15_000 });
  await expect(page.getByRole("button", { name: "Undo decision" })).toHaveCount(0);
});
