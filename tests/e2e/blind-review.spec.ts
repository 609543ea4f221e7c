import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { blindReviewMessages } from "../../src/shared/companies/blind-review-contracts";
import { verifiedCandidate } from "./fixtures/accounts";
import { seriousAxeViolations } from "./fixtures/axe";
import { expectFitsAPhone } from "./fixtures/layout";
import { createCompanyPosting } from "./fixtures/postings";
import { makeTestWebm, recordNetworkInterview } from "./fixtures/recordings";
import { approvedCompany, signedInRequest } from "./fixtures/watching";

/**
 * Blind review (decisions 0052 and 0077): a company turns it on, sees aliases on its applicants
 * and in the pool, a work history without employers or dates, the network interview by its own
 * id (the real one is "not found"), notes the candidate, reveals them and sees the name.
 */
test("a company reviews blind: aliases on applicants and in the pool until it notes and reveals a candidate", async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  // A skill of this candidate alone, to find them in the pool without their name.
  const skill = `Blindcraft${randomBytes(3).toString("hex")}`;
  const candidate = await verifiedCandidate(baseURL!, request, { skills: `Python, ${skill}` });
  const candidateApi = await signedInRequest(baseURL!, candidate.email, candidate.password);
  await recordNetworkInterview(candidateApi, await makeTestWebm(2));
  const me = (await (await candidateApi.get("/api/me")).json()) as { user: { id: string } };
  const employer = `Initrode ${randomBytes(3).toString("hex")}`;
  const job = await candidateApi.post("/api/candidates/me/career/experience", {
    data: {
      position: "Platform Engineer",
      companyName: employer,
      startDate: "2019-03-01",
      endDate: "2021-06-15",
      description: `Kept the ${employer} fleet running.`,
    },
  });
  expect(job.status(), await job.text()).toBeLessThan(300);
  const company = await approvedCompany(baseURL!, request);
  const companyApi = await signedInRequest(baseURL!, company.email, company.password);
  const title = `Blind Reviewer ${randomBytes(3).toString("hex")}`;
  const { id: postingId } = await createCompanyPosting(companyApi, {
    title,
    description: `${title}: reviews without bias.`,
    location: "Remote",
  });
  const applied = await candidateApi.post(`/api/postings/${postingId}/applications`, { data: {} });
  expect(applied.status(), await applied.text()).toBe(201);
  const name = `${candidate.firstName} ${candidate.lastName}`;

  const context = await browser.newContext({ baseURL, storageState: await companyApi.storageState() });
  const page = await context.newPage();

  // The switch on the settings page, by keyboard.
  await page.goto("/enterprise-settings");
  const toggle = page.getByRole("switch", { name: blindReviewMessages.title });
  await expect(toggle).not.toBeChecked();
  await toggle.focus();
  await page.keyboard.press("Space");
  await expect(page.getByText(blindReviewMessages.enabled)).toBeVisible();
  await expect(toggle).toBeChecked();
  // Employer names are hidden too unless the company turns that off (decision 0077).
  await expect(page.getByRole("switch", { name: blindReviewMessages.hideEmployersLabel })).toBeChecked();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The server's alias for this candidate, as every view shows it; the real profile id is a 404.
  expect((await companyApi.get(`/api/candidates/${me.user.id}`)).status()).toBe(404);
  const listed = (await (await companyApi.get(`/api/companies/me/postings/${postingId}/applicants`)).json()) as {
    items: { profileId: string; firstName: string; lastName: string }[];
  };
  const alias = `${listed.items[0]!.firstName} ${listed.items[0]!.lastName}`;
  expect(alias).toMatch(/^Candidate [2-9A-Z]{6}$/);
  expect(listed.items[0]!.profileId).not.toBe(me.user.id);

  await page.goto(`/job-applicants/${postingId}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(alias).first()).toBeVisible();
  await expect(page.getByText(name)).toHaveCount(0);
  // No sort by name: its order would tell the aliases apart.
  await page.getByRole("combobox", { name: "Sort by" }).click();
  await expect(page.getByRole("option", { name: "Applied: newest first" })).toBeVisible();
  await expect(page.getByRole("option", { name: "Name (A to Z)" })).toHaveCount(0);
  await page.keyboard.press("Escape");

  // A search for the name finds nobody by it; the pool shows the alias, never the name.
  await page.goto(`/candidates?search=${encodeURIComponent(name)}`);
  await expect(page.getByText("No candidates match your search")).toBeVisible();
  await expect(page.getByRole("link", { name: alias })).toHaveCount(0);
  await page.goto(`/candidates?search=${encodeURIComponent(skill)}`);
  await expect(page.getByRole("link", { name: alias }).first()).toBeVisible();
  await expect(page.getByText(name)).toHaveCount(0);

  // The profile: the alias as its heading, at an address that is not the candidate's id, the
  // interview playing by the company's own id, and the work history without employer or dates.
  const watched = page.waitForResponse((response) =>
    /^\/api\/interviews\/[^/]+\/watch$/.test(new URL(response.url()).pathname),
  );
  await page.getByRole("link", { name: alias }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: alias })).toBeVisible();
  expect(page.url()).not.toContain(me.user.id);
  expect((await watched).status()).toBe(200);
  await expect(page.getByText("No interview yet")).toHaveCount(0);
  await expect(page.getByText("The interview did not load")).toHaveCount(0);
  await expect(page.getByText(blindReviewMessages.employerHidden)).toBeVisible();
  await expect(page.getByText("2 years 3 months")).toBeVisible();
  await expect(page.getByText(employer)).toHaveCount(0);
  await expect(page.getByText("Mar 2019")).toHaveCount(0);
  await expect(page.getByText(blindReviewMessages.revealExplanation)).toBeVisible();
  const reveal = page.getByRole("button", { name: blindReviewMessages.revealButton });
  await reveal.click();
  await expect(page.getByText(blindReviewMessages.scoreOrNoteFirst).first()).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: alias })).toBeVisible();
  await page.setViewportSize({ width: 375, height: 812 });
  await expectFitsAPhone(page);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });

  // A note, then the reveal: the name is back.
  await page.getByLabel("Add a note").fill("Clear, structured answers.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByRole("list", { name: "Team notes" }).getByText("Clear, structured answers.")).toBeVisible();
  await reveal.click();
  await expect(page.getByText(blindReviewMessages.revealed)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(reveal).toHaveCount(0);

  await expect(page.getByText(employer).first()).toBeVisible();
  await expect(page.getByText("Mar 2019")).toBeVisible();

  await page.goto(`/job-applicants/${postingId}`);
  await expect(page.getByText(name).first()).toBeVisible();
  // Before the reveal the real id was "not found"; after it, it opens the candidate.
  expect((await companyApi.get(`/api/candidates/${me.user.id}`)).status()).toBe(200);
  await context.close();
});
