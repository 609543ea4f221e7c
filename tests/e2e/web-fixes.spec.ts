import { randomBytes } from "node:crypto";
import { expect, request as apiRequest, test, type Page } from "@playwright/test";
import {
  devAdminStorageState,
  registerCandidate,
  registerCompany,
  verificationLink,
  verifiedCandidate,
  verifyEmail,
  VERIFY_SUBJECT,
  waitForMail,
} from "./fixtures/accounts";
import { expectFitsWidth } from "./fixtures/layout";

/** Fixes from the security pass that a browser shows. */

/** A client address of its own (the server trusts x-forwarded-for in e2e), so sign-in limits are per test. */
async function actAsOwnClient(page: Page) {
  const [a, b, c] = randomBytes(3);
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `10.${a}.${b}.${c}` });
}

async function signIn(page: Page, email: string, password: string, tab: "candidate" | "company" = "candidate") {
  await actAsOwnClient(page);
  await page.goto(`/login?tab=${tab}`);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

test("signing in unverified shows the verification screen without 'Signed in successfully'", async ({
  page,
  request,
}) => {
  const account = await registerCandidate(request);
  await waitForMail(request, account.email, VERIFY_SUBJECT, 1);
  // Remember every toast text that ever appears, so a toast that came and went still counts.
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { seenToasts: seen });
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll("[data-sonner-toast]")) seen.push(toast.textContent ?? "");
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });

  await signIn(page, account.email, account.password);
  await expect(page.getByRole("heading", { name: "Email Verification Required" })).toBeVisible();

  // A toast raised now proves the toast region works on this page; the sign-in one never came.
  await page.getByRole("button", { name: "Resend Verification Email" }).click();
  await expect(page.getByText("Verification email sent")).toBeVisible();
  const seen = await page.evaluate(() => (window as unknown as { seenToasts: string[] }).seenToasts);
  expect(seen.some((text) => text.includes("Verification email sent"))).toBe(true);
  expect(seen.filter((text) => text.includes("Signed in successfully"))).toEqual([]);
});

test("a bad verification link says so instead of ending on /login with no message", async ({ page, request }) => {
  const account = await registerCandidate(request);
  const link = new URL(await verificationLink(request, account.email));
  link.searchParams.set("token", "not-a-real-token");

  await page.goto(link.pathname + link.search);
  await expect(page).toHaveURL(/\/dashboard\?error=/);
  await expect(page.getByRole("heading", { level: 1, name: "Verification link not valid" })).toBeVisible();
  await expect(page.getByText("This verification link is invalid or has expired.")).toBeVisible();
  await page.getByRole("link", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test("the marketing headers show a signed-in user the way to their dashboard, not Login", async ({
  page,
  request,
  baseURL,
}) => {
  const account = await verifiedCandidate(baseURL!, request);
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/candidate-dashboard$/);

  for (const path of ["/", "/pricing", "/ai-gtm-talent"]) {
    // A full load: the header must work out the session on its own, not from a warm cache.
    await page.goto(path);
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/candidate-dashboard");
    await expect(header.getByRole("link", { name: "Login" })).toHaveCount(0);
  }

  // Signed out again, the header offers Login.
  await page.context().clearCookies();
  await page.goto("/pricing");
  await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
});

test("the candidate dashboard fits a 375 px wide phone", async ({ page, request, baseURL }) => {
  const account = await verifiedCandidate(baseURL!, request);
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, account.email, account.password);
  await expect(page.getByRole("heading", { level: 1, name: `Welcome, ${account.firstName}` })).toBeVisible();
  await expect(page.getByRole("link", { name: /^\/candidate\// })).toBeVisible();
  // The interview still to record, and what the profile lacks.
  await expect(page.getByRole("heading", { level: 2, name: "Your Next Interview" })).toBeVisible();
  await expect(
    page.getByRole("main").getByRole("link", { name: "Record your interview", exact: true }),
  ).toHaveAttribute("href", "/interview");
  await expect(page.getByRole("heading", { level: 2, name: "Profile completeness" })).toBeVisible();
  await expectFitsWidth(page, 375);
});

test("a verified company is warned, and asked to confirm, before changing its identity", async ({
  page,
  request,
  baseURL,
}) => {
  const company = await registerCompany(request);
  await verifyEmail(baseURL!, request, company.email);

  // The admin approves it through the API.
  const admin = await apiRequest.newContext({ baseURL, storageState: await devAdminStorageState(baseURL!) });
  try {
    const list = await admin.get(
      `/api/admin/companies?status=pending&search=${encodeURIComponent(company.companyName)}`,
    );
    const { items } = (await list.json()) as { items: { id: string }[] };
    expect(items).toHaveLength(1);
    const approved = await admin.post(`/api/admin/companies/${items[0]!.id}/approve`, { data: {} });
    expect(approved.ok(), await approved.text()).toBe(true);
  } finally {
    await admin.dispose();
  }

  await signIn(page, company.email, company.password, "company");
  await expect(page).toHaveURL(/\/enterprise-dashboard$/);
  await page.goto("/enterprise-settings");
  const notice = page.getByText(/^Changing your company name, website or contact e-mail sends your company back/);

  // A field that is not part of the identity saves straight away, without the notice.
  await page.getByLabel("Location", { exact: true }).fill("Porto, Portugal");
  await expect(notice).toHaveCount(0);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Profile updated successfully")).toBeVisible();

  // The name is: the notice shows, and saving asks first. Cancel sends nothing.
  const name = page.getByLabel("Company name", { exact: true });
  await name.fill(`${company.companyName} Labs`);
  await expect(notice).toBeVisible();
  let saves = 0;
  page.on("request", (sent) => {
    if (sent.method() === "PUT" || sent.method() === "PATCH") saves += 1;
  });
  await page.getByRole("button", { name: "Save changes" }).click();
  const dialog = page.getByRole("dialog", { name: "Send your company back to review?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  expect(saves).toBe(0);

  await page.getByRole("button", { name: "Save changes" }).click();
  await dialog.getByRole("button", { name: "Save and send for review" }).click();
  await expect(dialog).toBeHidden();
  await expect(name).toHaveValue(`${company.companyName} Labs`);
  await expect(notice).toHaveCount(0);
  expect(saves).toBe(1);
  // The server sent the company back to review, and the page says so.
  await expect(page.getByRole("heading", { name: `${company.companyName} Labs is under review` })).toBeVisible();
});
