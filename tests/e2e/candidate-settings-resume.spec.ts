import { expect, test, type Page } from "@playwright/test";
import { tinyPdf } from "../../src/server/testing/test-files";
import { careerMessages } from "../../src/shared/candidates/career-contracts";
import { resumeSettingsMessages } from "../../src/shared/candidates/resume-contracts";
import { interviewResumeMessages } from "../../src/shared/interviews/interview-resume";
import { verifiedCandidate } from "./fixtures/accounts";
import { seriousAxeViolations } from "./fixtures/axe";
import { signInCandidate } from "./fixtures/sign-in";
import { expectFitsAPhone, expectFitsWidth } from "./fixtures/layout";

/** The Resume tab of /candidate-settings (decision 0027), stored on the server and shown again after a reload. */

async function openResumeTab(page: Page) {
  await page.goto("/candidate-settings");
  await page.getByRole("tab", { name: "Resume" }).click();
  await expect(page.getByRole("heading", { name: "Work experience" })).toBeVisible();
}

async function addExperience(
  page: Page,
  entry: { position: string; company: string; start: string; end: string | null },
) {
  await page.getByRole("button", { name: "Add experience" }).click();
  const dialog = page.getByRole("dialog", { name: "Add experience" });
  await dialog.getByLabel("Position").fill(entry.position);
  await dialog.getByLabel("Company").fill(entry.company);
  await dialog.getByLabel("Start date").fill(entry.start);
  if (entry.end) await dialog.getByLabel("End date").fill(entry.end);
  else await dialog.getByLabel("I work here now").check();
  await dialog.getByRole("button", { name: "Add experience" }).click();
  await expect(dialog).toBeHidden();
}

test("a candidate uploads a resume, adds skills and two positions, reorders them, and a reload shows it all", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const account = await verifiedCandidate(baseURL!, request);
  await signInCandidate(page, account);
  await openResumeTab(page);
  await expect(page.getByText("No resume uploaded yet.")).toBeVisible();
  // The skills typed in the apply wizard are here, unrated, rather than lost (decision 0043).
  const skills = page.getByRole("list", { name: "Your skills" }).getByRole("listitem");
  await expect(skills).toHaveText([/PyTorch/, /Python/, /RAG/]);

  // A script named .pdf passes the browser's check; the server judges the bytes and refuses it.
  await page
    .getByLabel("Resume file")
    .setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: Buffer.from("#!/bin/sh\necho hi\n") });
  await expect(page.getByText(interviewResumeMessages.typeTitle)).toBeVisible();
  await expect(page.getByText(interviewResumeMessages.type)).toBeVisible();
  await expect(page.getByText(interviewResumeMessages.typeTitle)).toBeHidden({ timeout: 15_000 });
  await expect(page.getByText("No resume uploaded yet.")).toBeVisible();

  // Refused in the browser before sending: the spec's title and message.
  await page
    .getByLabel("Resume file")
    .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hi") });
  await expect(page.getByText(interviewResumeMessages.typeTitle)).toBeVisible();
  await expect(page.getByText(interviewResumeMessages.type)).toBeVisible();

  const pdf = tinyPdf("Ada Lovelace");
  await page.getByLabel("Resume file").setInputFiles({ name: "ada-cv.pdf", mimeType: "application/pdf", buffer: pdf });
  await expect(page.getByText(resumeSettingsMessages.uploaded)).toBeVisible();
  await expect(page.getByTestId("resume-file")).toContainText("ada-cv.pdf");
  await expect(page.getByRole("link", { name: "Download" })).toHaveAttribute("href", "/api/candidates/me/resume");
  const download = await page.request.get("/api/candidates/me/resume");
  expect(download.status()).toBe(200);
  expect(Buffer.from(await download.body()).equals(pdf)).toBe(true);

  // Skills, keyboard only: type, Enter, type, Enter.
  await page.getByLabel("Skill", { exact: true }).fill("TypeScript");
  await page.getByLabel("Years", { exact: true }).fill("5");
  await page.getByLabel("Skill", { exact: true }).press("Enter");
  // Two words, so its row is wider than a phone unless the list lets it shrink.
  await page.getByLabel("Skill", { exact: true }).fill("Distributed training");
  await page.getByLabel("Years", { exact: true }).fill("3");
  await page.getByLabel("Skill", { exact: true }).press("Enter");
  await page.getByLabel("Skill", { exact: true }).fill("typescript");
  await page.getByLabel("Skill", { exact: true }).press("Enter");
  await expect(page.getByText(careerMessages.skillDuplicate)).toBeVisible();
  await page.getByLabel("Skill", { exact: true }).fill("");
  await page.getByRole("button", { name: "Save skills" }).click();
  await expect(page.getByText(careerMessages.skillsSaved)).toBeVisible();
  await expectFitsAPhone(page);

  await addExperience(page, { position: "Engineer", company: "Acme", start: "2018-03-01", end: "2021-06-30" });
  await addExperience(page, { position: "Staff Engineer", company: "Beta", start: "2021-07-01", end: null });
  const positions = page.getByRole("list", { name: "Your work experience" }).getByRole("listitem");
  await expect(positions).toHaveCount(2);
  await expect(positions.nth(0)).toContainText("Staff Engineer");
  await expect(positions.nth(0)).toContainText("Present");

  await page.getByRole("button", { name: "Move Engineer at Acme up" }).click();
  await expect(page.getByText(careerMessages.orderSaved)).toBeVisible();
  await expect(positions.nth(0)).toContainText("Engineer");
  await expect(positions.nth(0)).toContainText("Acme");

  await page.getByRole("textbox", { name: /^Education/ }).fill("BSc Mathematics, University of London");
  await page.getByRole("button", { name: "Save education" }).click();
  await expect(page.getByText(careerMessages.educationSaved)).toBeVisible();

  await page.reload();
  await page.getByRole("tab", { name: "Resume" }).click();
  await expect(page.getByTestId("resume-file")).toContainText("ada-cv.pdf");
  await expect(skills).toHaveCount(5);
  await expect(skills.filter({ hasText: "TypeScript" })).toHaveCount(1);
  await expect(page.getByLabel("Years of experience in TypeScript")).toHaveValue("5");
  await expect(positions).toHaveCount(2);
  await expect(positions.nth(0)).toContainText("Acme");
  await expect(positions.nth(1)).toContainText("Staff Engineer");
  await expect(page.getByRole("textbox", { name: /^Education/ })).toHaveValue("BSc Mathematics, University of London");

  // Edit, then delete after the confirmation.
  await page.getByRole("button", { name: "Edit Engineer at Acme" }).click();
  const edit = page.getByRole("dialog", { name: "Edit experience" });
  await edit.getByLabel("Position").fill("Senior Engineer");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(edit).toBeHidden();
  await expect(positions.nth(0)).toContainText("Senior Engineer");
  await page.getByRole("button", { name: "Delete Staff Engineer at Beta" }).click();
  await page.getByRole("dialog", { name: "Delete this experience?" }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText(careerMessages.experienceDeleted)).toBeVisible();
  await expect(positions).toHaveCount(1);

  expect(await seriousAxeViolations(page)).toEqual([]);
  await expectFitsWidth(page, 375);
});
