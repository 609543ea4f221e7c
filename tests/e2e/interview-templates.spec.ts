import { expect, test, type Page } from "@playwright/test";
import { seriousAxeViolations } from "./fixtures/axe";
import { approvedCompany, signedInRequest } from "./fixtures/watching";
import { expectFitsWidth } from "./fixtures/layout";

/** A verified company keeps its own interview templates at /interview-customization (decision 0033). */

const TOTAL_TIME_RULE = "The questions' time limits add up to more than 20 minutes. Shorten or remove a question.";

async function addQuestion(page: Page, text: string, seconds: number, type?: string) {
  const add = page.getByRole("button", { name: "Add Question" });
  await expect(add).toBeDisabled();
  await page.getByLabel("New question text", { exact: true }).fill(text);
  if (type) {
    await page.getByLabel("New question type", { exact: true }).click();
    await page.getByRole("option", { name: type }).click();
  }
  await page.getByLabel("New question time limit (seconds)").fill(String(seconds));
  await add.click();
  // Adding empties the field; the toast may be one of several "Question added" on screen.
  await expect(page.getByLabel("New question text", { exact: true })).toHaveValue("");
  await expect(page.getByText("Question added").first()).toBeVisible();
}

test("a verified company creates, edits, reorders, previews and deletes an interview template", async ({
  browser,
  request,
  baseURL,
}) => {
  const company = await approvedCompany(baseURL!, request);
  const api = await signedInRequest(baseURL!, company.email, company.password);
  const context = await browser.newContext({ baseURL, storageState: await api.storageState() });
  const page = await context.newPage();

  await page.goto("/enterprise-dashboard");
  await page.getByRole("link", { name: "Interview Customization" }).first().click();
  await expect(page).toHaveURL(/\/interview-customization$/);
  await expect(page.getByRole("heading", { level: 1, name: "Interview Customization" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to dashboard" })).toHaveAttribute("href", "/enterprise-dashboard");
  await expect(page.getByRole("link", { name: /Interview Best Practices/ })).toHaveAttribute(
    "href",
    "/help/employer-resources#templates",
  );

  // New Template: created, selected and opened for editing.
  await page.getByRole("button", { name: "New Template" }).click();
  await expect(page.getByText("New template created")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "New Interview Template" })).toBeVisible();
  await page.getByLabel("Template name", { exact: true }).fill("Frontend Developer Interview");
  await page.getByLabel(/^Description/).fill("For our senior frontend roles.");
  await page.getByLabel(/^Role/).fill("Frontend Developer");
  await page.getByLabel(/^Department/).fill("Engineering");
  await page.getByRole("checkbox", { name: "Active" }).check();
  // AI follow-ups: on for a new template; their time limit is checked like the others.
  await expect(page.getByRole("checkbox", { name: "AI follow-up questions" })).toBeChecked();
  await page.getByLabel("Follow-up time limit (seconds)").fill("90");

  await page.getByRole("tab", { name: "Interview Questions" }).click();
  await addQuestion(page, "Walk us through a UI you are proud of.", 90);
  await addQuestion(page, "How do you test React components?", 120, "Technical");
  await expect(page.getByText("Total time 03:30 of 20:00")).toBeVisible();

  // Reorder with the keyboard: the second question moves up and keeps focus.
  const moveUp = page.getByRole("button", { name: "Move question 2 up" });
  await moveUp.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("Question 1 text", { exact: true })).toHaveValue("How do you test React components?");
  await expect(page.getByLabel("Question 2 text", { exact: true })).toHaveValue(
    "Walk us through a UI you are proud of.",
  );
  await expect(page.getByRole("button", { name: "Move question 1 down" })).toBeFocused();

  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Template saved successfully")).toBeVisible();

  // Persisted: after a reload the template and its questions come back in order.
  await page.reload();
  await expect(page.getByRole("heading", { level: 2, name: "Frontend Developer Interview" })).toBeVisible();
  await expect(page.getByText("For our senior frontend roles.")).toBeVisible();
  await expect(page.getByText("On, 90 seconds each")).toBeVisible();
  await page.getByRole("tab", { name: "Interview Questions" }).click();
  const saved = page.getByRole("tabpanel").getByRole("listitem");
  await expect(saved).toHaveCount(2);
  await expect(saved.nth(0)).toContainText("1. How do you test React components?");
  await expect(saved.nth(1)).toContainText("2. Walk us through a UI you are proud of.");

  // Preview: as the candidate sees it.
  await page.getByRole("tab", { name: "Preview" }).click();
  const preview = page.getByRole("list", { name: "Questions as the candidate sees them" }).getByRole("listitem");
  await expect(preview.nth(0)).toContainText("Question 1 of 2");
  await expect(preview.nth(0)).toContainText("How do you test React components?");
  await expect(preview.nth(0)).toContainText("Time limit 02:00");
  await expect(preview.nth(1)).toContainText("Time limit 01:30");
  await expect(page.getByText("2 questions, 03:30 in total")).toBeVisible();
  await expect(page.getByText("the AI interviewer may ask one short follow-up", { exact: false })).toBeVisible();

  // The 20-minute rule: shown while editing and refused on save; Cancel reverts.
  await page.getByRole("button", { name: "Edit Template" }).click();
  await page.getByRole("tab", { name: "Interview Questions" }).click();
  await page.getByLabel("Question 1 time limit (seconds)").fill("300");
  await page.getByLabel("Question 2 time limit (seconds)").fill("300");
  await addQuestion(page, "Describe a performance problem you solved.", 300);
  await addQuestion(page, "How do you review code?", 300);
  await expect(page.getByText("Total time 20:00 of 20:00")).toBeVisible();
  await addQuestion(page, "Anything else?", 30);
  await expect(page.getByText("(over the 20-minute limit)")).toBeVisible();
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText(TOTAL_TIME_RULE)).toBeVisible();

  await expectFitsWidth(page, 375);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("button", { name: "Edit Template" })).toBeVisible();
  await expect(page.getByText("Total time 03:30 of 20:00")).toBeVisible();
  await expect(page.getByRole("tabpanel").getByRole("listitem")).toHaveCount(2);

  // Deleting the selected template selects the first remaining one.
  await page.getByRole("button", { name: "New Template" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "New Interview Template" })).toBeVisible();
  await page.getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("button", { name: "Delete New Interview Template" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("No job posting uses it.");
  await dialog.getByRole("button", { name: "Delete template" }).click();
  await expect(page.getByText("Template deleted")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Frontend Developer Interview" })).toBeVisible();

  await expectFitsWidth(page, 375);
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.getByRole("button", { name: "Delete Frontend Developer Interview" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete template" }).click();
  await expect(page.getByText("No templates yet. Create one to set your own questions.")).toBeVisible();
  await context.close();
  await api.dispose();
});

test("a company writes a question's rubric in AI Configuration; a never-scored criterion is refused; it is saved after a reload", async ({
  browser,
  request,
  baseURL,
}) => {
  const company = await approvedCompany(baseURL!, request);
  const api = await signedInRequest(baseURL!, company.email, company.password);
  const context = await browser.newContext({ baseURL, storageState: await api.storageState() });
  const page = await context.newPage();

  await page.goto("/interview-customization");
  await page.getByRole("button", { name: "New Template" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "New Interview Template" })).toBeVisible();
  await page.getByRole("tab", { name: "Interview Questions" }).click();
  await addQuestion(page, "Tell us about an outage you handled.", 180);

  // A new question starts with the default rubric, folded away.
  const configure = page.getByRole("button", { name: /^Question 1 AI Configuration/ });
  await expect(configure).toHaveAttribute("aria-expanded", "false");
  await expect(configure).toContainText("(1 criterion)");
  await configure.click();
  await expect(page.getByText("The AI never scores confidence, enthusiasm", { exact: false })).toBeVisible();
  await expect(page.getByLabel("Question 1 criterion 1 competency", { exact: true })).toHaveValue(
    "Explains their reasoning so a listener can follow it",
  );

  await page.getByRole("button", { name: "Add Criterion to Question 1" }).click();
  await page.getByLabel("Question 1 criterion 2 competency", { exact: true }).fill("Speaks with confidence");
  const anchors = [
    "Names no steps taken.",
    "Names steps without their order or reasons.",
    "Describes the steps taken in order.",
    "Explains the diagnosis, the fix and how it was verified.",
    "Explains diagnosis, fix, verification and what changed afterwards.",
  ];
  for (const [index, anchor] of anchors.entries())
    await page.getByLabel(`Question 1 criterion 2 level ${index + 1}`, { exact: true }).fill(anchor);
  await page.getByRole("button", { name: "Save Changes" }).click();
  // Refused before sending, with the rubric's own message on the field.
  await expect(page.getByText("One field needs your attention.")).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "The AI never scores confidence" })).toBeVisible();

  await page.getByLabel("Question 1 criterion 2 competency", { exact: true }).fill("Handles an incident methodically");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Template saved successfully")).toBeVisible();

  // After a reload the rubric is there: in the saved list, in the Preview and in the editor.
  await page.reload();
  await page.getByRole("tab", { name: "Interview Questions" }).click();
  await expect(page.getByRole("tabpanel")).toContainText("Handles an incident methodically");
  await page.getByRole("tab", { name: "Preview" }).click();
  await page.getByText("How answers are assessed (2 criteria)").click();
  await expect(page.getByRole("tabpanel")).toContainText(
    "Explains diagnosis, fix, verification and what changed afterwards.",
  );
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.getByRole("button", { name: "Edit Template" }).click();
  await page.getByRole("tab", { name: "Interview Questions" }).click();
  await page.getByRole("button", { name: /^Question 1 AI Configuration/ }).click();
  await expect(page.getByLabel("Question 1 criterion 2 competency", { exact: true })).toHaveValue(
    "Handles an incident methodically",
  );
  await expect(page.getByLabel("Question 1 criterion 2 level 4", { exact: true })).toHaveValue(anchors[3]!);
  await expectFitsWidth(page, 375);
  expect(await seriousAxeViolations(page)).toEqual([]);

  const templates = await api.get("/api/companies/me/interview-templates");
  const [template] = (
    (await templates.json()) as {
      items: { rubricVersion: number; questions: { rubric: { criteria: { key: string }[] } }[] }[];
    }
  ).items;
  expect(template?.questions[0]?.rubric.criteria.map((criterion) => criterion.key)).toEqual([
    "clarity-of-explanation",
    "handles-an-incident-methodically",
  ]);
  expect(template?.rubricVersion).toBe(2);
  await context.close();
  await api.dispose();
});
