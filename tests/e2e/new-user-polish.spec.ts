import { expect, test } from "@playwright/test";
import { tinyPdf } from "../../src/server/testing/test-files";
import { candidateApplicationMessages } from "../../src/shared/accounts/candidate-application";
import { blogPosts } from "../../src/shared/content/blog-posts";
import { ownClientAddress, verifiedCandidate } from "./fixtures/accounts";
import { seriousAxeViolations } from "./fixtures/axe";
import { expectFitsAPhone } from "./fixtures/layout";
import { signInCandidate } from "./fixtures/sign-in";

/** What a new user met in their first hour: small screens that misled or lost what they typed. */

test("the dashboard's Upload your resume card goes once the candidate has a resume", async ({
  page,
  request,
  baseURL,
}) => {
  const account = await verifiedCandidate(baseURL!, request);
  await signInCandidate(page, account);
  await expect(page.getByRole("heading", { name: "Upload your resume" })).toBeVisible();
  await page.getByRole("link", { name: "Upload resume" }).click();
  await page
    .getByLabel("Resume file")
    .setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: tinyPdf("Ada Lovelace") });
  await expect(page.getByTestId("resume-file")).toContainText("cv.pdf");
  await page.goto("/candidate-dashboard");
  await expect(page.getByRole("heading", { name: "Profile completeness" })).toBeVisible();
  await expect(page.getByText("50% complete")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Upload your resume" })).toHaveCount(0);
});

test("the Profile tab edits the job title, phone, LinkedIn and preferred roles, with the wizard's messages", async ({
  page,
  request,
  baseURL,
}) => {
  const account = await verifiedCandidate(baseURL!, request);
  await signInCandidate(page, account);
  await page.goto("/candidate-settings?tab=profile");
  const form = page.getByRole("form", { name: "Profile" });
  await expect(form.getByLabel("Job title")).not.toHaveValue("");
  await form.getByLabel("Job title").fill("A");
  await form.getByLabel("Phone").fill("123");
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(form.getByText(candidateApplicationMessages.jobTitle)).toBeVisible();
  await expect(form.getByText(candidateApplicationMessages.phone)).toBeVisible();

  await form.getByLabel("Job title").fill("Staff ML Engineer");
  await form.getByLabel("Phone").fill("+44 20 7946 0958");
  await form.getByLabel("LinkedIn").fill("linkedin.com/in/ada");
  await form.getByLabel("Preferred roles").fill("Research Engineer, ML Platform");
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Profile updated successfully")).toBeVisible();
  await page.reload();
  await expect(form.getByLabel("Job title")).toHaveValue("Staff ML Engineer");
  await expect(form.getByLabel("Phone")).toHaveValue("+44 20 7946 0958");
  await expect(form.getByLabel("LinkedIn")).toHaveValue("https://linkedin.com/in/ada");
  await expect(form.getByLabel("Preferred roles")).toHaveValue("Research Engineer, ML Platform");
  expect(await seriousAxeViolations(page)).toEqual([]);
  await expectFitsAPhone(page);
});

test("toasts stay off the page heading on a phone and on a desktop", async ({ page, request, baseURL }) => {
  const account = await verifiedCandidate(baseURL!, request);
  await signInCandidate(page, account);
  for (const size of [
    { width: 375, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(size);
    await page.goto("/candidate-settings?tab=profile");
    await page.getByRole("button", { name: "Save changes" }).click();
    const toast = page.getByText("Profile updated successfully").last();
    await expect(toast).toBeVisible();
    // Neither the heading nor the sticky header above it (on a phone) is under the toast.
    const box = (await toast.boundingBox())!;
    const covered = [page.getByRole("heading", { level: 1 }), page.locator("header:visible")];
    let apart = true;
    for (const locator of covered) {
      for (const element of await locator.all()) {
        const other = (await element.boundingBox())!;
        if (box.y < other.y + other.height && other.y < box.y + box.height) apart = false;
      }
    }
    expect(apart, `${size.width} px`).toBe(true);
  }
});

test("a blog post's title ends in ' · OneTake', even when the post names OneTake", async ({ page }) => {
  const post = blogPosts.find((candidate) => candidate.title.includes("OneTake"))!;
  await page.goto(`/blog/${post.id}`);
  await expect(page).toHaveTitle(`${post.title} · OneTake`);
});

test("the Enterprises landing offers Register your company beside the waitlist", async ({ page }) => {
  await page.goto("/?for=enterprises");
  const register = page.getByRole("link", { name: "Register your company" }).first();
  await expect(register).toHaveAttribute("href", "/register-company");
  await register.click();
  await expect(page).toHaveURL(/\/register-company$/);
});

test("the developer Enterprise Admin Access lands on the admin console", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL: baseURL!, extraHTTPHeaders: ownClientAddress() });
  const page = await context.newPage();
  await page.goto("/login");
  await page.getByRole("button", { name: "Show developer options" }).click();
  await page.getByRole("button", { name: "Enterprise Admin Access" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await context.close();
});

test("a verification link without a callback shows the page that says so, not JSON", async ({ page }) => {
  await page.goto("/api/auth/verify-email?token=not-a-real-token");
  await expect(page).toHaveURL(/\/dashboard\?error=INVALID_TOKEN$/);
  await expect(page.getByRole("heading", { name: "Verification link not valid" })).toBeVisible();
});

test("the first dashboard greets a new candidate as new, and later sign-ins as returning", async ({
  page,
  request,
  baseURL,
}) => {
  const account = await verifiedCandidate(baseURL!, request);
  await signInCandidate(page, account);
  // Decided by the server (decision 0073): the sitting of the first visit, reloads included.
  await expect(page.getByRole("heading", { level: 1, name: `Welcome, ${account.firstName}` })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: `Welcome, ${account.firstName}` })).toBeVisible();

  // Signed out and back in, on a fresh browser too: returning.
  await page.getByRole("button", { name: "Log Out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.context().clearCookies();
  await signInCandidate(page, account);
  await expect(page.getByRole("heading", { level: 1, name: `Welcome back, ${account.firstName}` })).toBeVisible();
});
