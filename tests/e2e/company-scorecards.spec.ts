import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { latestMailLink, ownClientAddress, verifiedCandidate } from "./fixtures/accounts";
import { STRONG_PASSWORD } from "./fixtures/account-data";
import { seriousAxeViolations } from "./fixtures/axe";
import { pageAs, SPOKEN_ANSWERS, waitUntilEvaluated } from "./fixtures/evaluation";
import { expectFitsAPhone } from "./fixtures/layout";
import { createCompanyPosting, createInterviewTemplate } from "./fixtures/postings";
import { startInterviewAttempt, uploadAndFinish } from "./fixtures/recordings";
import { signInCompany } from "./fixtures/sign-in";
import { makeSpokenWebm } from "./fixtures/spoken-media";
import { approvedCompany, signedInRequest, waitUntilWatchable } from "./fixtures/watching";

/*
 * Independent scorecards (decision 0085): an Owner and a hiring manager they invited score the same
 * application on its interview's rubric. Neither sees the other's scores before submitting; the
 * hiring manager, assigned to it, does not see the AI's scores either; then both see the panel,
 * with the criteria they disagree on by 2 or more points marked Discuss.
 */

const QUESTIONS = ["Tell us about a migration you led.", "How do you check that a change helped?"];

/** Scores every criterion of the Scorecard tab at `level`, notes the first, recommends, and submits. */
async function scoreAndSubmit(page: Page, level: number, note: string, recommendation: string) {
  const card = page.getByRole("form", { name: "Your scorecard" });
  for (const number of [1, 2]) {
    const question = card.getByRole("listitem").filter({ hasText: `Question ${number}` });
    await question.getByRole("radio", { name: new RegExp(`^${level} `) }).check();
  }
  await card.getByRole("listitem").filter({ hasText: "Question 1" }).getByLabel(/^Note/).fill(note);
  await card.getByRole("radio", { name: recommendation, exact: true }).check();
  await card.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Draft saved. Only you can see it.")).toBeVisible();
  await card.getByRole("button", { name: "Submit scorecard" }).click();
  const confirm = page.getByRole("dialog", { name: "Submit your scorecard?" });
  await confirm.getByRole("button", { name: "Submit", exact: true }).click();
  await expect(page.getByText("Scorecard submitted.")).toBeVisible();
}

async function memberIdOf(companyApi: APIRequestContext, email: string): Promise<string> {
  const response = await companyApi.get("/api/companies/me/members");
  const { members } = (await response.json()) as { members: { id: string; email: string }[] };
  return members.find((member) => member.email === email)!.id;
}

test("an Owner and a hiring manager score the same application on their own, then both see the panel with the disagreement marked", async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const tag = randomUUID().slice(0, 6);
  const company = await approvedCompany(baseURL!, request);
  const companyApi = await signedInRequest(baseURL!, company.email, company.password);
  const candidate = await verifiedCandidate(baseURL!, request);
  const candidateApi = await signedInRequest(baseURL!, candidate.email, candidate.password);
  const templateId = await createInterviewTemplate(companyApi, `Reliability interview ${tag}`, QUESTIONS);
  const posting = await createCompanyPosting(companyApi, {
    title: `Site Reliability Engineer ${tag}`,
    description: "Keep the robots running.",
    location: "Remote",
    interviewTemplateId: templateId,
  });
  const applied = await candidateApi.post(`/api/postings/${posting.id}/applications`, { data: {} });
  expect(applied.status(), await applied.text()).toBe(201);
  const { applicationId, interviewId } = (await applied.json()) as { applicationId: string; interviewId: string };
  const spoken = await makeSpokenWebm(SPOKEN_ANSWERS);
  const attempt = await startInterviewAttempt(candidateApi, interviewId);
  await uploadAndFinish(candidateApi, attempt, spoken.webm, spoken.questionStartSeconds);
  await waitUntilWatchable(candidateApi, interviewId);
  await waitUntilEvaluated(companyApi, interviewId);

  // The Owner invites a hiring manager, who joins; the Owner assigns her to the posting and the application.
  const managerEmail = `hana.lee-${tag}@${company.email.split("@")[1]!}`;
  const invited = await companyApi.post("/api/companies/me/member-invitations", {
    data: { email: managerEmail, role: "hiring_manager" },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const link = await latestMailLink(request, managerEmail, /^Join .* on OneTake$/, "/join-company/");
  const accepted = await request.post(`/api/member-invitations/${link.split("/join-company/")[1]!}/accept`, {
    data: { newAccount: { firstName: "Hana", lastName: "Lee", password: STRONG_PASSWORD } },
    headers: ownClientAddress(),
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const managerId = await memberIdOf(companyApi, managerEmail);
  const onPosting = await companyApi.put(`/api/companies/me/postings/${posting.id}/assignments`, {
    data: { memberIds: [managerId] },
  });
  expect(onPosting.status(), await onPosting.text()).toBe(200);
  const onApplication = await companyApi.post(`/api/companies/me/applications/${applicationId}/assignments`, {
    data: { memberId: managerId },
  });
  expect(onApplication.ok(), await onApplication.text()).toBe(true);

  // The hiring manager opens the application: her blank scorecard, and the AI's scores held back.
  const managerApi = await signedInRequest(baseURL!, managerEmail, STRONG_PASSWORD);
  const manager = await pageAs(browser, baseURL!, managerApi);
  await manager.goto(`/application-details/${applicationId}`);
  await manager.getByRole("tab", { name: "AI Feedback" }).click();
  await expect(manager.getByText("Submit your scorecard to see the AI's scores.")).toBeVisible();
  await manager.getByRole("tab", { name: "Scorecard" }).click();
  await expect(manager.getByText("No one has submitted a scorecard yet.")).toBeVisible();
  await expect(manager.getByText("Submit your scorecard to see the AI's scores.").first()).toBeVisible();
  expect(await seriousAxeViolations(manager)).toEqual([]);
  await expectFitsAPhone(manager);
  await scoreAndSubmit(manager, 5, `Hana's evidence ${tag}`, "Strong yes");
  await expect(manager.getByRole("heading", { name: "The panel" })).toBeVisible();
  await expect(manager.getByText("Only your scorecard is in so far.")).toBeVisible();

  // The Owner: one member has submitted, and nothing of what she scored is on the page.
  await signInCompany(page, company);
  await page.goto(`/job-applicants/${posting.id}`);
  await expect(page.getByText("1 done / 1 assigned").first()).toBeVisible();
  await page.goto(`/application-details/${applicationId}`);
  await page.getByRole("tab", { name: "Scorecard" }).click();
  await expect(page.getByText("1 member has submitted. You see their scorecard once you submit yours.")).toBeVisible();
  // (The card beside it says who is assigned to score; the scorecard says nothing of what they scored.)
  const tab = page.getByRole("tabpanel", { name: "Scorecard" });
  await expect(tab.getByText(`Hana's evidence ${tag}`)).toHaveCount(0);
  await expect(tab.getByText("Hana Lee")).toHaveCount(0);
  await expect(tab.getByRole("radio", { checked: true })).toHaveCount(0);
  await expect(tab.getByRole("heading", { name: "The panel" })).toHaveCount(0);
  // Submitting without every criterion answered says what is left.
  await page.getByRole("form", { name: "Your scorecard" }).getByRole("button", { name: "Submit scorecard" }).click();
  await expect(
    page.getByText("Score every criterion, or mark it “Not enough evidence”, before submitting: 2 are left."),
  ).toBeVisible();
  await scoreAndSubmit(page, 2, `Owner's doubt ${tag}`, "No");

  // Both scorecards side by side; the 3-point gap is marked Discuss on each criterion.
  const panel = page.getByRole("region", { name: "The panel" });
  await expect(panel.getByText("2 scorecards submitted.")).toBeVisible();
  const recommendations = panel.getByRole("list", { name: "Recommendations" });
  await expect(recommendations.getByRole("listitem").filter({ hasText: "Hana Lee" })).toContainText("Strong yes");
  await expect(recommendations.getByRole("listitem").filter({ hasText: "(you)" })).toContainText("No");
  await expect(panel.getByText("Discuss", { exact: true })).toHaveCount(2);
  await expect(panel.getByText(`Hana's evidence ${tag}`)).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await expectFitsAPhone(page);

  // The hiring manager now sees the Owner's scorecard too, and the AI's scores.
  await manager.reload();
  await manager.getByRole("tab", { name: "Scorecard" }).click();
  await expect(manager.getByRole("region", { name: "The panel" }).getByText(`Owner's doubt ${tag}`)).toBeVisible();
  await manager.getByRole("tab", { name: "AI Feedback" }).click();
  await expect(manager.getByText("Submit your scorecard to see the AI's scores.")).toHaveCount(0);
  await manager.context().close();
});
