import { randomBytes } from "node:crypto";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { companyPostingMessages } from "../../src/shared/postings/company-posting-contracts";
import { verifiedCandidate } from "./fixtures/accounts";
import { seriousAxeViolations } from "./fixtures/axe";
import { signInCompany } from "./fixtures/sign-in";
import { expectFitsAPhone } from "./fixtures/layout";
import { approvedCompany, signedInRequest } from "./fixtures/watching";

/*
 * "Job postings" (decision 0032): a verified company publishes, pauses, edits and keeps internal jobs
 * through its own pages; the job board follows.
 */

/** Whether a candidate finds the posting on the job board (list and detail agree). */
async function onTheBoard(candidate: APIRequestContext, id: string, title: string): Promise<boolean> {
  const detail = await candidate.get(`/api/postings/${id}`);
  const list = await candidate.get(`/api/postings?search=${encodeURIComponent(title)}`);
  const listed = ((await list.json()) as { items: { id: string }[] }).items.some((item) => item.id === id);
  expect(detail.status() === 200).toBe(listed);
  return listed;
}

async function addSkill(page: Page, skill: string) {
  const field = page.getByRole("textbox", { name: "Skills (optional)" });
  await field.fill(skill);
  await field.press("Enter");
}

test("a verified company creates, pauses and edits a job, and keeps an internal one", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const company = await approvedCompany(baseURL!, request);
  const candidateAccount = await verifiedCandidate(baseURL!, request);
  const candidate = await signedInRequest(baseURL!, candidateAccount.email, candidateAccount.password);
  const tag = randomBytes(4).toString("hex");
  const title = `Platform Engineer ${tag}`;
  try {
    await signInCompany(page, company);

    // No jobs yet: the empty state leads to the form.
    await page.getByRole("link", { name: "Job Postings" }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Job Postings" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Active (0)" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("heading", { name: "No active jobs" })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole("link", { name: "Create New Job" }).first().click();
    await expect(page).toHaveURL(/\/create-job$/);

    // The spec's messages for an empty form; nothing is sent.
    await expect(page.getByRole("heading", { level: 1, name: "Create New Job" })).toBeVisible();
    await page.getByRole("button", { name: "Create Job" }).click();
    await expect(page.getByText(companyPostingMessages.title)).toBeVisible();
    await expect(page.getByText(companyPostingMessages.description)).toBeVisible();
    await expect(page.getByText(companyPostingMessages.location)).toBeVisible();
    await expect(page.getByLabel("Job title", { exact: true })).toBeFocused();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await expectFitsAPhone(page);

    await page.getByLabel("Job title", { exact: true }).fill(title);
    await page
      .getByLabel("Job description", { exact: true })
      .fill("Run the platform our interview recordings flow through, from upload to playback.");
    await page.getByLabel("Department (optional)").fill("Engineering");
    await page.getByLabel("Location", { exact: true }).fill("Berlin, Germany");
    await page.getByLabel("Salary range (optional)").fill("€90k – €110k");
    // The experience level: any level unless the company picks one of the candidates' levels.
    const level = page.getByRole("combobox", { name: "Experience level" });
    await expect(level).toHaveText("Any level");
    await level.click();
    await page.getByRole("option", { name: "Senior Level (6-10 years)" }).click();
    await expect(level).toHaveText("Senior Level (6-10 years)");

    // Skills as tags: Enter adds one (and never submits), a duplicate is refused, a chip can be removed.
    await addSkill(page, "Kubernetes");
    await addSkill(page, "Go");
    await addSkill(page, "PostgreSQL");
    await addSkill(page, "kubernetes");
    await expect(page.getByText(companyPostingMessages.skillDuplicate)).toBeVisible();
    await expect(page).toHaveURL(/\/create-job$/);
    await page.getByRole("button", { name: "Remove Go" }).click();
    const added = page.getByRole("list", { name: "Added skills" });
    await expect(added.getByRole("listitem")).toHaveText(["Kubernetes", "PostgreSQL"]);
    await expect(page.getByRole("radio", { name: /^Public/ })).toBeChecked();
    // Applicants see the AI feedback unless the company turns it off (decision 0050).
    const share = page.getByRole("checkbox", { name: "Share the AI feedback with applicants" });
    await expect(share).toBeChecked();
    await expect(page.getByText("Applicants see the same evidence and scores you see", { exact: false })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Create Job" }).click();
    await expect(page.getByText("Job posting created successfully!")).toBeVisible();
    await expect(page).toHaveURL(/\/job-postings$/);
    await expect(page.getByRole("tab", { name: "Active (1)" })).toBeVisible();
    const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });
    await expect(card.getByRole("list", { name: "Skills" }).getByRole("listitem")).toHaveText([
      "Kubernetes",
      "PostgreSQL",
    ]);
    await expect(card.getByText("0 applicants")).toBeVisible();
    await expect(card.getByText("€90k – €110k")).toBeVisible();
    await expect(card.getByText("Senior Level (6-10 years)")).toBeVisible();
    await expect(card.getByRole("link", { name: "View Applicants" })).toHaveAttribute(
      "href",
      /^\/job-applicants\/[0-9a-f-]+$/,
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
    await expectFitsAPhone(page);

    // A candidate finds it on the job board.
    await card.getByRole("link", { name: "Manage Job" }).click();
    await expect(page).toHaveURL(/\/edit-job\/[0-9a-f-]+$/);
    const postingId = page.url().split("/").at(-1)!;
    expect(await onTheBoard(candidate, postingId, title)).toBe(true);
    const boardPosting = await candidate.get(`/api/postings/${postingId}`);
    expect(((await boardPosting.json()) as { experienceLevel: string | null }).experienceLevel).toBe("senior");

    // Pausing takes it off the board and into the Paused tab.
    await expect(page.getByRole("heading", { level: 1, name: "Manage Job" })).toBeVisible();
    await expect(page.getByLabel("Job title", { exact: true })).toHaveValue(title);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await expectFitsAPhone(page);
    await page.getByRole("button", { name: "Pause Job" }).click();
    await expect(page.getByText("Job paused")).toBeVisible();
    await expect(page.getByRole("button", { name: "Reopen Job" })).toBeVisible();
    expect(await onTheBoard(candidate, postingId, title)).toBe(false);

    // Editing keeps it paused; turning the AI feedback sharing off is kept.
    await page.getByLabel("Job title", { exact: true }).fill(`${title} (Senior)`);
    await expect(share).toBeChecked();
    await share.click();
    await expect(level).toHaveText("Senior Level (6-10 years)");
    // The keyboard reaches the level too: back to any level.
    await level.focus();
    await level.press("Enter");
    await page.getByRole("option", { name: "Any level" }).press("Enter");
    await expect(level).toHaveText("Any level");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Job posting updated")).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Job title", { exact: true })).toHaveValue(`${title} (Senior)`);
    await expect(share).not.toBeChecked();
    await expect(level).toHaveText("Any level");

    await page.getByRole("link", { name: "Job Postings" }).first().click();
    await expect(page.getByRole("tab", { name: "Active (0)" })).toBeVisible();
    await page.getByRole("tab", { name: "Paused (1)" }).click();
    await expect(page).toHaveURL(/tab=paused/);
    const paused = page.getByRole("article").filter({ has: page.getByRole("heading", { name: `${title} (Senior)` }) });
    await expect(paused.getByText("Paused", { exact: true })).toBeVisible();
    await expect(paused.getByText("Any level")).toBeVisible();
    // Search narrows the list on the server.
    await page.getByLabel("Search jobs").fill("no-such-job");
    await expect(page.getByRole("heading", { name: "No jobs match your search" })).toBeVisible();
    await page.getByRole("button", { name: "Clear search" }).click();
    await expect(paused).toBeVisible();

    // An internal job: created from /internal-jobs, listed there, never on the board.
    await page.getByRole("link", { name: "Internal Jobs" }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Internal Jobs" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "No internal jobs yet" })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole("link", { name: "Post an Internal Role" }).first().click();
    await expect(page.getByRole("radio", { name: /^Internal/ })).toBeChecked();
    const internalTitle = `Office Manager ${tag}`;
    await page.getByLabel("Job title", { exact: true }).fill(internalTitle);
    await page.getByLabel("Job description", { exact: true }).fill("Keep our Berlin office running smoothly.");
    await page.getByLabel("Location", { exact: true }).fill("Berlin, Germany");
    await page.getByRole("button", { name: "Create Job" }).click();
    await expect(page.getByText("Your job posting has been saved for internal use.")).toBeVisible();
    await expect(page).toHaveURL(/\/internal-jobs$/);
    const internal = page.getByRole("article").filter({ has: page.getByRole("heading", { name: internalTitle }) });
    await expect(internal.getByText("Internal", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: `${title} (Senior)` })).toBeHidden();
    await internal.getByRole("link", { name: "Manage Job" }).click();
    await expect(page).toHaveURL(/\/edit-job\/[0-9a-f-]+$/);
    const internalId = page.url().split("/").at(-1)!;
    expect(await onTheBoard(candidate, internalId, internalTitle)).toBe(false);
    await page.goto("/internal-jobs");
    expect(await seriousAxeViolations(page)).toEqual([]);
    await expectFitsAPhone(page);
  } finally {
    await candidate.dispose();
  }
});
