import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { devAdminContext } from "./fixtures/accounts";
import { seriousAxeViolations } from "./fixtures/axe";
import { expectFitsAPhone } from "./fixtures/layout";
import { createCompanyPosting } from "./fixtures/postings";
import { signInCompany } from "./fixtures/sign-in";
import { approvedCompany, signedInRequest } from "./fixtures/watching";

/*
 * The AI–human agreement page of a posting and the platform's model card (decision 0086): a
 * company opens it from the posting's applicants, with nothing double-scored yet, and reads why
 * there is no figure and how many answers it has; keyboard, a phone's width and axe. The figures
 * themselves are worked out by hand in the routes' database test.
 */

test("a company opens a posting's AI–human agreement from its applicants and reads that there are too few answers yet; the admin reads the model card", async ({
  page,
  request,
  baseURL,
  browser,
}) => {
  test.setTimeout(120_000);
  const company = await approvedCompany(baseURL!, request);
  const companyRequest = await signedInRequest(baseURL!, company.email, company.password);
  const title = `Agreement Engineer ${randomBytes(4).toString("hex")}`;
  let postingId: string;
  try {
    postingId = (
      await createCompanyPosting(companyRequest, {
        title,
        description: "Scored by the team and the AI.",
        location: "Remote",
      })
    ).id;
  } finally {
    await companyRequest.dispose();
  }

  await signInCompany(page, company);
  await page.goto(`/job-applicants/${postingId}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  // Reached by keyboard from the applicants page.
  const link = page.getByRole("link", { name: "AI–human agreement" });
  await link.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/job-applicants/${postingId}/agreement$`));
  await expect(page.getByRole("heading", { level: 1, name: `AI–human agreement: ${title}` })).toBeVisible();

  // No scorecard yet: each figure says why there is none, with the count it would rest on.
  await expect(
    page.getByText("Fewer than 20 answers scored by two or more members so far — no figure yet (0 answers)."),
  ).toBeVisible();
  await expect(page.getByText("Fewer than 20 double-scored answers so far — no figure yet (0 answers).")).toHaveCount(
    3,
  );
  await expect(
    page.getByText("Fewer than 20 answers the AI scored twice so far — no figure yet (0 answers)."),
  ).toBeVisible();
  await expect(page.getByText("No criterion has been scored on this rubric version yet.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "By sex and race/ethnicity" })).toBeVisible();
  await expect(page.getByText("Withheld: fewer than two groups").first()).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 800 });
  await expectFitsAPhone(page);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole("link", { name: "Back to applicants" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

  // The admin's model card: the network interview across companies, with the date and the models.
  const admin = await devAdminContext(browser, baseURL!);
  try {
    const adminPage = await admin.newPage();
    await adminPage.goto("/admin");
    await adminPage.getByRole("link", { name: "Model card" }).first().click();
    await expect(adminPage.getByRole("heading", { level: 1, name: "Model card: the network interview" })).toBeVisible();
    await expect(adminPage.getByRole("heading", { name: "Behind these figures" })).toBeVisible();
    await expect(adminPage.getByText(/^Computed on /)).toBeVisible();
    await expect(adminPage.getByRole("heading", { name: "People with people" })).toBeVisible();
    expect(await seriousAxeViolations(adminPage)).toEqual([]);
    await adminPage.setViewportSize({ width: 375, height: 800 });
    await expectFitsAPhone(adminPage);
  } finally {
    await admin.close();
  }
});
