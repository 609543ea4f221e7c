import { expect, test } from "@playwright/test";
import {
  candidateEmail,
  ownClientAddress,
  registerCandidate,
  STRONG_PASSWORD,
  VERIFY_SUBJECT,
  verificationLink,
  waitForMail,
} from "./fixtures/accounts";

test.describe("candidate accounts", () => {
  // A client address of its own per test, so per-IP limits on sign-up, sign-in and resending the
  // verification e-mail do not count other tests.
  test.beforeEach(async ({ page }) => {
    await page.context().setExtraHTTPHeaders(ownClientAddress());
  });

  test("a candidate completes the wizard, verifies by email and lands on the dashboard", async ({ page, request }) => {
    const email = candidateEmail();
    await page.goto("/apply");
    await expect(page.getByRole("heading", { level: 1, name: "Apply for AI Interview" })).toBeVisible();
    await expect(page).toHaveTitle(/Apply for AI Interview/);

    // Continue with nothing filled in: step 1's messages, and the wizard stays put.
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("First name must be at least 2 characters")).toBeVisible();
    await expect(page.getByText("Last name must be at least 2 characters")).toBeVisible();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByText("Please enter a valid phone number")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Personal Information" })).toBeVisible();

    await page.getByLabel("First name", { exact: true }).fill("Ada");
    await page.getByLabel("Last name", { exact: true }).fill("Lovelace");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Phone number", { exact: true }).fill("+1 415 555 0132");
    await page.getByRole("button", { name: "Continue" }).click();

    await expect(page.getByRole("heading", { name: "Professional Details" })).toBeVisible();
    await page.getByLabel("Current or desired job title", { exact: true }).fill("Machine Learning Engineer");
    await page.getByRole("combobox", { name: "Experience level" }).click();
    await page.getByRole("option", { name: "Mid Level (3-5 years)" }).click();
    await page.getByLabel("Location", { exact: true }).fill("Berlin, Germany");
    await page.getByLabel("Key skills", { exact: true }).fill("Python, PyTorch, RAG");
    await page.getByRole("button", { name: "Continue" }).click();

    await expect(page.getByRole("heading", { name: "Preferences & Review" })).toBeVisible();
    await page
      .getByLabel("Bio", { exact: true })
      .fill("I build and evaluate retrieval-augmented LLM systems for production customer support teams.");
    await page.getByLabel("Preferred roles", { exact: true }).fill("ML Engineer, Applied Scientist");
    await page.getByLabel("Create a password", { exact: true }).fill("weak");
    await expect(page.getByText("Password requirements:")).toBeVisible();
    await page.getByLabel("Create a password", { exact: true }).fill(STRONG_PASSWORD);
    await expect(page.getByText("Strong password")).toBeVisible();
    await page.getByRole("checkbox", { name: /I accept the Terms of Service/ }).check();
    await page.getByRole("checkbox", { name: /SMS notifications/ }).check();
    await page.getByRole("checkbox", { name: /marketing communications/ }).check();
    await page.getByRole("button", { name: "Submit Application" }).click();

    await expect(page.getByText("Account created! Please check your email to verify your account.")).toBeVisible();
    await expect(page).toHaveURL(/\/candidate-registration-success$/);
    await expect(page.getByRole("link", { name: "Go to Login" })).toHaveAttribute("href", "/login?tab=candidate");

    // The verification link signs the browser in and lands on /dashboard, which forwards to the candidate's own.
    await page.goto(await verificationLink(request, email));
    await expect(page).toHaveURL(/\/candidate-dashboard$/);
    // Their first dashboard: greeted as new, not "Welcome back" (decision 0073).
    await expect(page.getByRole("heading", { level: 1, name: "Welcome, Ada" })).toBeVisible();
  });

  test("a verified candidate is denied enterprise pages and kept off /apply", async ({ page, request }) => {
    const account = await registerCandidate(request);
    // Opening the link in the page signs this browser in as the candidate.
    await page.goto(await verificationLink(request, account.email));
    await expect(page).toHaveURL(/\/candidate-dashboard$/);

    await page.goto("/enterprise-dashboard");
    await expect(page.getByText("Access denied")).toBeVisible();
    await expect(page.getByText("This page is only accessible to enterprise users")).toBeVisible();
    await expect(page).toHaveURL(/\/candidate-dashboard$/);

    // A signed-in candidate has no business on the application form either.
    await page.goto("/apply");
    await expect(page).toHaveURL(/\/candidate-dashboard$/);

    await page.getByRole("button", { name: "Log Out" }).click();
    await expect(page.getByText("Signed out successfully")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/candidate-dashboard");
    await expect(page).toHaveURL(/\/login\?redirect=%2Fcandidate-dashboard$/);
  });

  test("an unverified candidate sees the verification screen and can resend the email", async ({ page, request }) => {
    const account = await registerCandidate(request);
    await waitForMail(request, account.email, VERIFY_SUBJECT, 1);

    await page.goto("/login");
    await page.getByLabel("Email", { exact: true }).fill(account.email);
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await page.getByRole("button", { name: "Sign In" }).click();

    await expect(page.getByRole("heading", { name: "Email Verification Required" })).toBeVisible();
    await expect(page.getByText("Check your inbox", { exact: true })).toBeVisible();
    await expect(page.getByText(account.email)).toBeVisible();

    // Hold the request until the busy state has been seen, so the check never races the server.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/auth/send-verification-email", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("button", { name: "Resend Verification Email" }).click();
    await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
    release();

    await expect(page.getByText("Verification email sent")).toBeVisible();
    await expect(page.getByText("Please check your inbox and spam folder")).toBeVisible();
    await waitForMail(request, account.email, VERIFY_SUBJECT, 2);

    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(page.getByText("Signed out", { exact: true })).toBeVisible();
    await expect(page.getByText("Please try logging in again after verifying your email")).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("heading", { level: 1, name: "Welcome back" })).toBeVisible();
  });
});
