import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { tinyPdf } from "../../src/server/testing/test-files";
import { newCandidate, ownClientAddress, verifyEmail, type CandidateAccount } from "./fixtures/accounts";
import { seriousAxeViolations } from "./fixtures/axe";
import { expectFitsAPhone } from "./fixtures/layout";
import { approvedCompany, signedInRequest } from "./fixtures/watching";

/** A verified company searches, filters and pages the candidate pool (decision 0035). */

/** One more than a page (20), so the matches take two pages. */
const MATCHES = 21;

/** A candidate with the given skills and level, e-mail confirmed and a resume: in the pool. */
async function pooledCandidate(
  baseURL: string,
  request: APIRequestContext,
  skills: string,
  experience: "mid" | "senior",
): Promise<CandidateAccount> {
  const account = newCandidate();
  const registered = await request.post("/api/accounts/candidates", {
    headers: ownClientAddress(),
    data: {
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
      phone: "+1 415 555 0132",
      password: account.password,
      jobTitle: "Platform Engineer",
      experience,
      location: "Lisbon, Portugal",
      linkedin: "",
      skills,
      summary: "I run platform teams that keep data services fast, observable and cheap to operate.",
      preferredRoles: "Platform Engineer",
      termsAccepted: true,
      smsConsent: true,
      marketingConsent: true,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await verifyEmail(baseURL, request, account.email);
  const api = await signedInRequest(baseURL, account.email, account.password);
  try {
    const uploaded = await api.put("/api/candidates/me/resume", {
      multipart: { file: { name: "cv.pdf", mimeType: "application/pdf", buffer: tinyPdf(account.lastName) } },
    });
    expect(uploaded.ok(), await uploaded.text()).toBe(true);
  } finally {
    await api.dispose();
  }
  return account;
}

test("a verified company finds candidates by a skill search and filters, and pages through them", async ({
  browser,
  request,
  baseURL,
}) => {
  // 21 sign-ups, each confirmed by e-mail: the mail queue sets the pace.
  test.setTimeout(300_000);
  const skill = `Quarkflow${randomUUID().slice(0, 6)}`;
  const senior = await pooledCandidate(baseURL!, request, `Go, ${skill}`, "senior");
  for (let start = 1; start < MATCHES; start += 2) {
    const batch = Math.min(2, MATCHES - start);
    await Promise.all(Array.from({ length: batch }, () => pooledCandidate(baseURL!, request, `Go, ${skill}`, "mid")));
  }
  const company = await approvedCompany(baseURL!, request);
  const companyApi = await signedInRequest(baseURL!, company.email, company.password);
  const context = await browser.newContext({ baseURL, storageState: await companyApi.storageState() });
  await companyApi.dispose();
  const page = await context.newPage();
  try {
    await page.goto("/candidates");
    await expect(page.getByRole("heading", { level: 1, name: "Candidates" })).toBeVisible();

    // A search by the first letters of the skill: 21 matches, 20 on the first page.
    await page.getByRole("searchbox", { name: "Search candidates" }).fill(skill.slice(0, 12));
    await expect(page).toHaveURL(new RegExp(`search=${skill.slice(0, 12)}`));
    await expect(page.getByText(`${MATCHES} candidates matching`)).toBeVisible();
    const rows = page.getByRole("rowheader");
    await expect(rows).toHaveCount(20);
    const pager = page.getByRole("navigation", { name: "Candidate pages" });
    await expect(pager.getByRole("button", { name: "Previous" })).toBeDisabled();
    await pager.getByRole("button", { name: "Next" }).click();
    await expect(page).toHaveURL(/cursor=/);
    await expect(rows).toHaveCount(1);
    await expect(pager.getByRole("button", { name: "Next" })).toBeDisabled();
    await pager.getByRole("button", { name: "Previous" }).click();
    await expect(rows).toHaveCount(20);

    // The skill as a filter tag, then the experience level: only the senior candidate is left.
    await page.getByRole("searchbox", { name: "Search candidates" }).fill("");
    await expect(page).not.toHaveURL(/search=/);
    const skills = page.getByRole("textbox", { name: "Skills" });
    await skills.fill(skill.toLowerCase());
    await skills.press("Enter");
    await expect(page).toHaveURL(new RegExp(`skills=${skill.toLowerCase()}`));
    await expect(page.getByRole("button", { name: `Remove skill ${skill.toLowerCase()}` })).toBeVisible();
    await expect(page.getByText(`${MATCHES} candidates`, { exact: true })).toBeVisible();
    await page.getByRole("combobox", { name: "Experience" }).click();
    await page.getByRole("option", { name: "Senior Level (6-10 years)" }).click();
    await expect(page).toHaveURL(/experience=senior/);
    await expect(rows).toHaveCount(1);
    const name = `${senior.firstName} ${senior.lastName}`;
    await expect(page.getByRole("rowheader", { name: new RegExp(name) })).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(name) }).getByText("Pending")).toBeVisible();

    // The filters live in the address: a reload shows the same list.
    await page.reload();
    await expect(rows).toHaveCount(1);
    await expect(page.getByRole("checkbox", { name: "Completed interview only" })).not.toBeChecked();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await expectFitsAPhone(page);

    await page.getByRole("link", { name }).first().click();
    await expect(page).toHaveURL(/\/candidate-profile\/[^/]+$/);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  } finally {
    await context.close();
  }
});
