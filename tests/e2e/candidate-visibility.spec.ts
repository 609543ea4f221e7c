import { expect, test } from "@playwright/test";
import { PROFILE_NOT_AVAILABLE } from "../../src/shared/candidates/contracts";
import { visibilityMessages } from "../../src/shared/candidates/visibility-contracts";
import { verifiedCandidate } from "./fixtures/accounts";
import { seriousAxeViolations } from "./fixtures/axe";
import { signInCandidate } from "./fixtures/sign-in";
import { expectFitsAPhone } from "./fixtures/layout";

/** The candidate's dashboard, the public profile switch and visibility to employers (decision 0028). */

test("the dashboard lists what the profile lacks, copies the profile link and opens the Resume tab", async ({
  page,
  request,
  baseURL,
}) => {
  const account = await verifiedCandidate(baseURL!, request);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await signInCandidate(page, account);
  const me = (await (await page.request.get("/api/me")).json()) as { user: { id: string } };

  for (const name of ["Overview", "Applications", "Interviews"]) {
    await expect(page.getByRole("tab", { name })).toBeVisible();
  }
  await expect(page.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
  const missing = page.getByRole("list", { name: "Missing from your profile" });
  // What the apply wizard collected counts: the job title, summary and skills.
  await expect(missing.getByRole("listitem")).toHaveText([
    /A profile photo/,
    /Your resume/,
    /Work experience/,
    /Your recorded interview/,
  ]);
  await expect(page.getByText("33% complete")).toBeVisible();
  // The network application opened at sign-up is the latest one.
  await expect(page.getByRole("list", { name: "Latest applications" }).first().getByText("Pending")).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await expectFitsAPhone(page);

  await page.getByRole("button", { name: "Copy profile link" }).click();
  await expect(page.getByRole("button", { name: "Copied!" })).toBeVisible();
  await expect(page.getByText("Profile link copied to clipboard")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/candidate/${me.user.id}`);
  // 'Copied!' lasts 2 s.
  await expect(page.getByRole("button", { name: "Copy profile link" })).toBeVisible({ timeout: 5_000 });

  await page.getByRole("link", { name: "Upload resume" }).click();
  await expect(page).toHaveURL(/\/candidate-settings\?tab=resume$/);
  await expect(page.getByRole("tab", { name: "Resume" })).toHaveAttribute("aria-selected", "true");
});

test("the public profile opens signed out while it is on, and is 'Profile Not Available' once off", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const account = await verifiedCandidate(baseURL!, request);
  await signInCandidate(page, account);
  const me = (await (await page.request.get("/api/me")).json()) as { user: { id: string } };
  const publicPath = `/candidate/${me.user.id}`;
  const visitor = await browser.newContext({ baseURL });
  const visitorPage = await visitor.newPage();

  // Private by default.
  await visitorPage.goto(publicPath);
  await expect(visitorPage.getByRole("heading", { name: "Profile Not Available" })).toBeVisible();

  await page.goto("/candidate-settings");
  const card = page.getByRole("form", { name: "Visibility settings" });
  await expect(card.getByRole("radio", { name: "All verified companies" })).toBeChecked();
  await card.getByRole("checkbox", { name: "Public profile" }).check();
  await card.getByRole("button", { name: "Save visibility" }).click();
  await expect(page.getByText(visibilityMessages.saved)).toBeVisible();
  await expect(card.getByRole("link", { name: "View your public profile" })).toHaveAttribute("href", publicPath);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await expectFitsAPhone(page);

  await visitorPage.reload();
  const fullName = `${account.firstName} ${account.lastName}`;
  await expect(visitorPage.getByRole("heading", { level: 1, name: fullName })).toBeVisible();
  await expect(visitorPage.getByText(account.email)).toHaveCount(0);
  expect(await seriousAxeViolations(visitorPage)).toEqual([]);
  await expectFitsAPhone(visitorPage);

  // Specific industries need at least one industry.
  await card.getByRole("radio", { name: "Specific industries only" }).check();
  await card.getByRole("button", { name: "Save visibility" }).click();
  await expect(card.getByRole("alert")).toHaveText(visibilityMessages.industries);
  await card.getByRole("checkbox", { name: "Fintech" }).check();
  await card.getByRole("checkbox", { name: "Public profile" }).uncheck();
  await card.getByRole("button", { name: "Save visibility" }).click();
  await expect(page.getByText(visibilityMessages.saved).first()).toBeVisible();
  // The first save's toast may still be showing, so the saved profile (no longer public) is what
  // says this save has landed before the reload.
  await expect(card.getByRole("link", { name: "View your public profile" })).toHaveCount(0);
  await page.reload();
  await expect(card.getByRole("radio", { name: "Specific industries only" })).toBeChecked();
  await expect(card.getByRole("checkbox", { name: "Fintech" })).toBeChecked();
  await expect(card.getByRole("checkbox", { name: "Public profile" })).not.toBeChecked();

  await visitorPage.reload();
  await expect(visitorPage.getByRole("heading", { name: "Profile Not Available" })).toBeVisible();
  await expect(visitorPage.getByText(PROFILE_NOT_AVAILABLE)).toBeVisible();
  await visitor.close();
});

test("the dashboard says who can see the candidate, from the real settings, and switches both", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const account = await verifiedCandidate(baseURL!, request);
  await signInCandidate(page, account);
  const me = (await (await page.request.get("/api/me")).json()) as { user: { id: string } };
  const card = page.getByRole("region", { name: "Who can see you" });
  // Only signed up: no interview or resume yet, so no company finds them, whatever they chose.
  await expect(card).toContainText("Companies cannot find you in the candidate pool yet");
  await expect(card).toContainText("Your public profile page is off");
  await expect(card).not.toContainText("Your profile is private");
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await seriousAxeViolations(page)).toEqual([]);
  await expectFitsAPhone(page);

  // The public page's switch, by keyboard: it writes to the server at once.
  const publicSwitch = card.getByRole("switch", { name: "Public profile page" });
  await expect(publicSwitch).not.toBeChecked();
  await publicSwitch.focus();
  await page.keyboard.press("Space");
  await expect(card).toContainText("Your public profile page is on: anyone with its link can see it.");
  await expect(publicSwitch).toBeChecked();
  const visitor = await browser.newContext({ baseURL });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/candidate/${me.user.id}`);
  await expect(
    visitorPage.getByRole("heading", { level: 1, name: `${account.firstName} ${account.lastName}` }),
  ).toBeVisible();
  await visitor.close();

  // The pool's switch: off is Hidden, as the settings page shows it after a reload.
  const poolSwitch = card.getByRole("switch", { name: "Findable in the candidate pool" });
  await expect(poolSwitch).toBeChecked();
  await poolSwitch.click();
  await expect(card).toContainText("No company can find you in the candidate pool or its search");
  await page.reload();
  await expect(card.getByRole("switch", { name: "Findable in the candidate pool" })).not.toBeChecked();
  await page.goto("/candidate-settings");
  await expect(
    page.getByRole("form", { name: "Visibility settings" }).getByRole("radio", { name: "Hidden" }),
  ).toBeChecked();
});
