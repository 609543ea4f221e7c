import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { invitationMessages } from "../../src/shared/candidates/invitation-contracts";
import { pipelineStatusMessages } from "../../src/shared/candidates/pipeline-status-contracts";
import { verifiedCandidate, waitForMail } from "./fixtures/accounts";
import { seriousAxeViolations } from "./fixtures/axe";
import { expectFitsAPhone } from "./fixtures/layout";
import { waitUntilEvaluated } from "./fixtures/evaluation";
import { createCompanyPosting } from "./fixtures/postings";
import { makeTestWebm, recordNetworkInterview } from "./fixtures/recordings";
import { approvedCompany, signedInRequest } from "./fixtures/watching";

/**
 * "Candidate pool" (decision 0037): on a candidate's profile a company sets its pipeline status and
 * invites them to apply.
 */

test("a company shortlists a candidate from the pool and invites them to apply to its job", async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const candidate = await verifiedCandidate(baseURL!, request);
  const candidateApi = await signedInRequest(baseURL!, candidate.email, candidate.password);
  const interviewId = await recordNetworkInterview(candidateApi, await makeTestWebm(2));
  // The profile's AI feedback card grows when the evaluation is done, moving the cards below it,
  // and an open dropdown there would follow its trigger out of view: let it finish first.
  await waitUntilEvaluated(candidateApi, interviewId);
  const company = await approvedCompany(baseURL!, request);
  const companyApi = await signedInRequest(baseURL!, company.email, company.password);
  const title = `Applied Scientist ${randomBytes(3).toString("hex")}`;
  const { id: postingId } = await createCompanyPosting(companyApi, {
    title,
    description: `${title}: builds and ships models.`,
    location: "Remote, Europe",
  });

  const context = await browser.newContext({ baseURL, storageState: await companyApi.storageState() });
  const page = await context.newPage();
  const name = `${candidate.firstName} ${candidate.lastName}`;
  await page.goto(`/candidates?search=${encodeURIComponent(candidate.lastName)}`);
  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

  // The pipeline status saves as soon as it is picked, by keyboard too, and stays after a reload.
  const stage = page.getByRole("combobox", { name: "Stage" });
  await expect(stage).toHaveText("Pending");
  await stage.focus();
  await page.keyboard.press("Enter");
  // Picked by typing its name, as a keyboard user does: the page's cards may still grow above the
  // open list, and while it is open the page cannot scroll, so a click could find it out of view.
  await expect(page.getByRole("option", { name: "Shortlisted" })).toBeAttached();
  await page.keyboard.type("Shortlisted");
  await page.keyboard.press("Enter");
  await expect(page.getByText(pipelineStatusMessages.saved)).toBeVisible();
  await expect(stage).toHaveText("Shortlisted");
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Stage" })).toHaveText("Shortlisted");

  // Invite to apply: the dialog lists the company's open job.
  await page.getByRole("button", { name: "Invite to apply" }).click();
  const dialog = page.getByRole("dialog", { name: `Invite ${name} to apply` });
  const send = dialog.getByRole("button", { name: "Send invitation" });
  await expect(send).toBeDisabled();
  await dialog.getByRole("radio", { name: title }).check();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await send.click();
  await expect(page.getByText(invitationMessages.sent)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("list", { name: "Invited to" }).getByText(title)).toBeVisible();

  // Sent once: the job now says why it cannot be chosen again.
  await page.getByRole("button", { name: "Invite to apply" }).click();
  await expect(dialog.getByRole("radio", { name: title })).toBeDisabled();
  await expect(dialog.getByText(/Already invited on/)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  const [mail] = await waitForMail(request, candidate.email, /invites you to apply/);
  expect(mail!.subject).toBe(`${company.companyName} invites you to apply: ${title}`);
  expect(mail!.links.some((link) => link.endsWith(`/jobs/${postingId}`))).toBe(true);

  expect(await seriousAxeViolations(page)).toEqual([]);
  await expectFitsAPhone(page);
  await context.close();

  // The candidate's job page says who invited them.
  const candidateContext = await browser.newContext({ baseURL, storageState: await candidateApi.storageState() });
  const jobPage = await candidateContext.newPage();
  await jobPage.goto(`/jobs/${postingId}`);
  await expect(jobPage.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(jobPage.getByText(`You were invited by ${company.companyName} to apply`)).toBeVisible();
  await candidateContext.close();
});

test("a company without an open job is sent to post one", async ({ browser, request, baseURL }) => {
  const candidate = await verifiedCandidate(baseURL!, request);
  const candidateApi = await signedInRequest(baseURL!, candidate.email, candidate.password);
  await recordNetworkInterview(candidateApi, await makeTestWebm(2));
  const me = (await (await candidateApi.get("/api/me")).json()) as { user: { id: string } };
  const company = await approvedCompany(baseURL!, request);
  const companyApi = await signedInRequest(baseURL!, company.email, company.password);
  const paused = await createCompanyPosting(companyApi, {
    title: "Paused role",
    description: "A role on hold while the team plans.",
    location: "Remote",
  });
  const pausing = await companyApi.post(`/api/companies/me/postings/${paused.id}/status`, {
    data: { action: "pause" },
  });
  expect(pausing.status(), await pausing.text()).toBe(200);

  const context = await browser.newContext({ baseURL, storageState: await companyApi.storageState() });
  const page = await context.newPage();
  await page.goto(`/candidate-profile/${me.user.id}`);
  await page.getByRole("button", { name: "Invite to apply" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("No open jobs")).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Post a job" })).toHaveAttribute("href", "/create-job");
  await expect(dialog.getByRole("button", { name: "Send invitation" })).toHaveCount(0);
  await page.setViewportSize({ width: 375, height: 812 });
  expect(await seriousAxeViolations(page)).toEqual([]);
  await context.close();
});
