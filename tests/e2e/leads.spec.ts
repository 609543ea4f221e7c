import { randomUUID } from "node:crypto";
import { expect, request as apiRequest, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import type { LeadItem, LeadKind } from "../../src/shared/leads/admin-contracts";
import { tinyPdf } from "../../src/server/testing/test-files";
import { ownClientAddress } from "./fixtures/account-data";

/*
 * The public lead forms against the real server: each form's field errors, a success that the
 * admin API then finds, and a server error (the POST answers 500 once) that keeps what was typed.
 * Every address is unique, so tests run in parallel on one server.
 */

const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.com`;

let admin: APIRequestContext;

test.beforeAll(async ({ baseURL }) => {
  admin = await apiRequest.newContext({ baseURL, extraHTTPHeaders: ownClientAddress() });
  const response = await admin.post("/api/dev/admin-sign-in", { data: {} });
  expect(response.ok(), await response.text()).toBe(true);
});

test.afterAll(async () => {
  await admin?.dispose();
});

/** The rows of a lead list matching a search, as the admin API answers. */
async function findLeads(kind: LeadKind, search: string): Promise<LeadItem[]> {
  const response = await admin.get(`/api/admin/leads/${kind}`, { params: { search } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { items: LeadItem[] }).items;
}

/** The next `times` POSTs to `path` answer 500 (the real server is not called). */
async function failNextPost(page: Page, path: string, times = 1): Promise<void> {
  await page.route(
    `**${path}`,
    (route) =>
      route.request().method() === "POST"
        ? route.fulfill({
            status: 500,
            json: {
              error: "internal_error",
              message: "Something went wrong on our side. Please try again in a moment.",
            },
          })
        : route.fallback(),
    { times },
  );
}

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").getByText(text, { exact: true });

async function expectFieldError(scope: Page | Locator, label: string | RegExp, message: string): Promise<void> {
  const field = scope.getByLabel(label, { exact: typeof label === "string" });
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
}

test.describe("enterprise waitlist on the landing page", () => {
  const waitlist = (page: Page) => page.locator("#waitlist");

  test("shows field errors, then joins the waitlist and shows the thank-you card", async ({ page }) => {
    await page.goto("/?for=enterprises#waitlist");
    const form = waitlist(page);
    await form.getByRole("button", { name: "Request Early Access" }).click();
    await expectFieldError(form, "Business name", "Business name is required");
    await expectFieldError(form, "Your name", "Contact name is required");
    await expectFieldError(form, "Work email", "Please enter a valid email address");

    // After the first submit, fields re-validate as they change.
    await form.getByLabel("Business name", { exact: true }).fill("Acme AI");
    await expect(form.getByLabel("Business name", { exact: true })).not.toHaveAttribute("aria-invalid", "true");

    const email = unique("waitlist");
    await form.getByLabel("Your name").fill("Grace Hopper");
    await form.getByLabel("Work email").fill(email);
    await form.getByLabel("Hiring needs").fill("Two ML engineers");
    await form.getByRole("checkbox", { name: "Join the waitlist" }).check();
    await form.getByRole("button", { name: "Request Early Access" }).click();

    await expect(form.getByRole("heading", { name: "Thank you!" })).toBeVisible();
    await expect(form.getByText("We'll notify you when we're ready to onboard your company.")).toBeVisible();
    await expect(toast(page, "Welcome to our waitlist!")).toBeVisible();
    expect(await findLeads("waitlist", email)).toMatchObject([
      { businessName: "Acme AI", contactName: "Grace Hopper", email, hiringNeeds: "Two ML engineers" },
    ]);

    // The form comes back empty.
    await form.getByRole("button", { name: "Send another response" }).click();
    await expect(form.getByLabel("Business name", { exact: true })).toHaveValue("");
  });

  test("without 'Join the waitlist' it thanks the visitor and stores nothing", async ({ page }) => {
    await page.goto("/?for=enterprises#waitlist");
    const form = waitlist(page);
    const email = unique("noted");
    await form.getByLabel("Business name", { exact: true }).fill("Acme AI");
    await form.getByLabel("Your name").fill("Grace Hopper");
    await form.getByLabel("Work email").fill(email);
    await form.getByRole("button", { name: "Request Early Access" }).click();
    await expect(form.getByRole("heading", { name: "Thank you!" })).toBeVisible();
    await expect(toast(page, "Thank you for your interest!")).toBeVisible();
    await expect(form.getByText("We've noted your details and will be in touch soon.")).toBeVisible();
    expect(await findLeads("waitlist", email)).toEqual([]);
  });

  test("a server error keeps what was typed and shows the spec's toast", async ({ page }) => {
    await page.goto("/?for=enterprises#waitlist");
    const form = waitlist(page);
    await failNextPost(page, "/api/leads/waitlist");
    const email = unique("waitlist-500");
    await form.getByLabel("Business name", { exact: true }).fill("Acme AI");
    await form.getByLabel("Your name").fill("Grace Hopper");
    await form.getByLabel("Work email").fill(email);
    await form.getByRole("checkbox", { name: "Join the waitlist" }).check();
    await form.getByRole("button", { name: "Request Early Access" }).click();
    await expect(toast(page, "Something went wrong")).toBeVisible();
    await expect(toast(page, "Please try again later or contact support.")).toBeVisible();
    await expect(form.getByLabel("Business name", { exact: true })).toHaveValue("Acme AI");
    await expect(form.getByLabel("Work email")).toHaveValue(email);
    await expect(form.getByRole("checkbox", { name: "Join the waitlist" })).toBeChecked();
    await expect(form.getByRole("button", { name: "Request Early Access" })).toBeEnabled();
  });

  test("'Hire AI Teams Fast' opens the waitlist dialog, which always joins", async ({ page }) => {
    await page.goto("/?for=enterprises");
    await page.getByRole("button", { name: "Hire AI Teams Fast" }).click();
    const dialog = page.getByRole("dialog", { name: "Join the Waitlist" });
    // At the first frame of its entrance the dialog is already where it ends: centred.
    const start = await dialog.evaluate((element) => {
      for (const animation of element.getAnimations()) animation.currentTime = 0;
      const box = element.getBoundingClientRect();
      return { left: box.left, right: window.innerWidth - box.right };
    });
    expect(Math.abs(start.left - start.right)).toBeLessThan(2);
    await dialog.getByRole("button", { name: "Join Waitlist" }).click();
    await expectFieldError(dialog, "Business name", "Business name is required");
    const email = unique("dialog");
    await dialog.getByLabel("Business name", { exact: true }).fill("Dialog AI");
    await dialog.getByLabel("Your name").fill("Ada Lovelace");
    await dialog.getByLabel("Work email").fill(email);
    await dialog.getByRole("button", { name: "Join Waitlist" }).click();
    await expect(dialog.getByText("We'll be in touch soon with early access information.")).toBeVisible();
    await expect(toast(page, "Welcome to our waitlist!")).toBeVisible();
    expect(await findLeads("waitlist", email)).toMatchObject([{ businessName: "Dialog AI", email }]);
  });
});

test.describe("early access", () => {
  test("field errors, success, and a server error that keeps the input", async ({ page }) => {
    await page.goto("/early-access");
    const submit = page.getByRole("button", { name: "Request Early Access" });
    await submit.click();
    await expectFieldError(page, "Business name", "Business name is required");
    await expectFieldError(page, "Your name", "Contact name is required");
    await expectFieldError(page, "Work email", "Please enter a valid email address");

    const email = unique("early");
    await page.getByLabel("Business name", { exact: true }).fill("Early AI");
    await page.getByLabel("Your name").fill("Grace Hopper");
    await page.getByLabel("Work email").fill(email);
    await page.getByLabel(/Roles you're hiring for/).fill("MLOps, data engineers");

    await failNextPost(page, "/api/leads/early-access");
    await submit.click();
    await expect(toast(page, "Something went wrong")).toBeVisible();
    await expect(toast(page, "Please try again later or contact support.")).toBeVisible();
    await expect(page.getByLabel("Work email")).toHaveValue(email);
    await expect(page.getByLabel(/Roles you're hiring for/)).toHaveValue("MLOps, data engineers");

    await submit.click();
    await expect(page.getByRole("heading", { name: "Thanks for your interest!" })).toBeVisible();
    expect(await findLeads("early-access", email)).toMatchObject([
      { businessName: "Early AI", email, roles: "MLOps, data engineers" },
    ]);
  });
});

test.describe("book a consultation", () => {
  test("field errors, success, and a server error that keeps the input", async ({ page }) => {
    await page.goto("/book-appointment");
    const submit = page.getByRole("button", { name: "Book Free Consultation" });
    await submit.click();
    await expectFieldError(page, "First name", "First name must be at least 2 characters");
    await expectFieldError(page, "Last name", "Last name must be at least 2 characters");
    await expectFieldError(page, "Work email", "Please enter a valid email address");
    await expectFieldError(page, "Company", "Company name must be at least 2 characters");
    await expectFieldError(page, "Job title", "Job title must be at least 2 characters");
    await expectFieldError(page, "Phone", "Please enter a valid phone number");

    const email = unique("consult");
    await page.getByLabel("First name").fill("Ada");
    await page.getByLabel("Last name").fill("Lovelace");
    await page.getByLabel("Work email").fill(email);
    await page.getByLabel("Phone").fill("+44 20 7946 0958");
    await page.getByLabel("Company").fill("Analytical Engines");
    await page.getByLabel("Job title").fill("Head of Talent");
    await page.getByLabel(/What would you like to discuss/).fill("Hiring three ML engineers.");
    await page.getByRole("checkbox", { name: "Send me product updates" }).check();

    await failNextPost(page, "/api/leads/consultations");
    await submit.click();
    await expect(toast(page, "Something went wrong. Please try again.")).toBeVisible();
    await expect(page.getByLabel("Company")).toHaveValue("Analytical Engines");
    await expect(page.getByRole("checkbox", { name: "Send me product updates" })).toBeChecked();

    await submit.click();
    const success = "Booking request submitted successfully! We'll contact you within 24 hours.";
    await expect(page.getByRole("status").getByText(success)).toBeVisible();
    await expect(toast(page, success)).toBeVisible();
    expect(await findLeads("consultations", email)).toMatchObject([
      {
        firstName: "Ada",
        company: "Analytical Engines",
        phone: "+44 20 7946 0958",
        message: "Hiring three ML engineers.",
        marketingOptIn: false,
        updatesOptIn: true,
      },
    ]);
  });
});

test.describe("contact us", () => {
  test("field errors, success, and a server error that keeps the input", async ({ page }) => {
    await page.goto("/contact");
    const submit = page.getByRole("button", { name: "Send Message" });
    await submit.click();
    await expectFieldError(page, "First name", "First name is required");
    await expectFieldError(page, "Last name", "Last name is required");
    await expectFieldError(page, "Email", "Please enter a valid email address");
    await expectFieldError(page, "Message", "Message must be at least 10 characters");

    const email = unique("contact");
    const message = "<b>Hello</b> =1+1, I have a question about my interview.";
    await page.getByLabel("First name").fill("Ada");
    await page.getByLabel("Last name").fill("Lovelace");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel(/Subject/).fill("My interview");
    await page.getByLabel("Message").fill(message);
    await expect(page.getByText(`${message.length}/5000`)).toBeVisible();

    await failNextPost(page, "/api/leads/contact-messages");
    await submit.click();
    await expect(toast(page, "Something went wrong. Please try again.")).toBeVisible();
    await expect(page.getByLabel("Message")).toHaveValue(message);

    await submit.click();
    await expect(page.getByRole("heading", { name: "Thank you!" })).toBeVisible();
    expect(await findLeads("contact-messages", email)).toMatchObject([{ subject: "My interview", message }]);
  });
});

test.describe("footer newsletter", () => {
  test("field error, success, and a server error that keeps the input", async ({ page }) => {
    await page.goto("/about");
    const footer = page.getByRole("contentinfo");
    // The form's code loads once the footer nears the viewport.
    await footer.scrollIntoViewIfNeeded();
    const field = footer.getByRole("textbox", { name: "Email address" });
    const subscribe = footer.getByRole("button", { name: "Subscribe" });
    await subscribe.click();
    await expect(footer.getByText("Please enter a valid email address")).toBeVisible();

    const email = unique("news");
    await field.fill(email);
    await failNextPost(page, "/api/leads/newsletter");
    await subscribe.click();
    await expect(toast(page, "Something went wrong. Please try again.")).toBeVisible();
    await expect(field).toHaveValue(email);

    await subscribe.click();
    await expect(footer.getByRole("heading", { name: "You're subscribed" })).toBeVisible();
    expect(await findLeads("newsletter", email)).toMatchObject([{ email }]);
  });
});

test.describe("resume-only upload", () => {
  const resume = (name: string, buffer: Buffer, mimeType = "application/pdf") => ({ name, mimeType, buffer });

  test("field errors, then a valid PDF is stored and offers the interview", async ({ page, browser, baseURL }) => {
    await page.goto("/upload-resume");
    const submit = page.getByRole("button", { name: "Submit Resume" });
    await submit.click();
    await expectFieldError(page, "Full name", "Name must be at least 2 characters");
    await expectFieldError(page, "Email", "Please enter a valid email address");
    await expectFieldError(page, "Resume", "Please upload your resume");

    const email = unique("resume");
    await page.getByLabel("Full name").fill("Ada Lovelace");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByRole("combobox", { name: /Role interest/ }).click();
    await page.getByRole("option", { name: "Data Science" }).click();
    await page.getByLabel("Resume").setInputFiles(resume("ada.pdf", tinyPdf("Ada Lovelace")));
    await submit.click();

    await expect(page.getByRole("heading", { name: "Your resume was successfully submitted!" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Apply with a video interview" })).toHaveAttribute("href", "/apply");
    const [lead] = await findLeads("resumes", email);
    expect(lead).toMatchObject({ name: "Ada Lovelace", roleInterest: "Data Science", file: { name: "ada.pdf" } });

    // The admin console lists it with a working download link.
    const context = await browser.newContext({ baseURL, storageState: await admin.storageState() });
    try {
      const adminPage = await context.newPage();
      await adminPage.goto(`/admin/leads?kind=resumes&search=${encodeURIComponent(email)}`);
      await expect(adminPage.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
      const link = adminPage.getByRole("link", { name: /ada\.pdf/ }).first();
      await expect(link).toBeVisible();
      const download = await context.request.get((await link.getAttribute("href"))!);
      expect(download.status()).toBe(200);
      expect(Buffer.from(await download.body()).equals(tinyPdf("Ada Lovelace"))).toBe(true);
    } finally {
      await context.close();
    }
  });

  test("a text file renamed .pdf is refused by its bytes and the input is kept", async ({ page }) => {
    await page.goto("/upload-resume");
    const email = unique("fake-pdf");
    await page.getByLabel("Full name").fill("Ada Lovelace");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page
      .getByLabel("Resume")
      .setInputFiles(resume("resume.pdf", Buffer.from("just some plain text\n".repeat(40))));
    await page.getByRole("button", { name: "Submit Resume" }).click();

    const alert = page.getByRole("alert").filter({ has: page.getByRole("heading", { name: "Error" }) });
    await expect(alert).toContainText("Please upload a PDF or DOCX file");
    await expectFieldError(page, "Resume", "Please upload a PDF or DOCX file");
    await expect(toast(page, "There was a problem submitting your resume.")).toBeVisible();
    await expect(page.getByLabel("Full name")).toHaveValue("Ada Lovelace");
    expect(await findLeads("resumes", email)).toEqual([]);
  });

  test("a server error shows the inline alert and the toast, keeping the input", async ({ page }) => {
    await page.goto("/upload-resume");
    // The upload tries a 5xx three times in all (two retries) before it gives up.
    await failNextPost(page, "/api/leads/resumes", 3);
    const email = unique("resume-500");
    await page.getByLabel("Full name").fill("Ada Lovelace");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Resume").setInputFiles(resume("ada.pdf", tinyPdf()));
    await page.getByRole("button", { name: "Submit Resume" }).click();
    await expect(page.getByRole("heading", { name: "Error" })).toBeVisible();
    await expect(toast(page, "There was a problem submitting your resume.")).toBeVisible();
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
    expect(await findLeads("resumes", email)).toEqual([]);
  });

  test("a passing server error is retried and the upload succeeds", async ({ page }) => {
    await page.goto("/upload-resume");
    await failNextPost(page, "/api/leads/resumes");
    const email = unique("resume-retry");
    await page.getByLabel("Full name").fill("Ada Lovelace");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Resume").setInputFiles(resume("ada.pdf", tinyPdf()));
    await page.getByRole("button", { name: "Submit Resume" }).click();
    await expect(page.getByRole("heading", { name: "Your resume was successfully submitted!" })).toBeVisible();
    expect(await findLeads("resumes", email)).toHaveLength(1);
  });

  test("shows the upload's progress, and Cancel stops it and keeps the input", async ({ page }) => {
    await page.goto("/upload-resume");
    // Hold the upload in flight until the test is done with it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/leads/resumes", async (route) => {
      await held;
      await route.abort().catch(() => undefined);
    });
    const email = unique("resume-cancel");
    await page.getByLabel("Full name").fill("Ada Lovelace");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Resume").setInputFiles(resume("ada.pdf", tinyPdf()));
    await page.getByRole("button", { name: "Submit Resume" }).click();

    const bar = page.getByRole("progressbar", { name: "Upload progress" });
    await expect(bar).toBeVisible();
    await expect(page.getByRole("button", { name: "Uploading..." })).toBeDisabled();
    await page.getByRole("button", { name: "Cancel" }).click();

    await expect(bar).toBeHidden();
    await expect(page.getByRole("button", { name: "Submit Resume" })).toBeEnabled();
    await expect(page.getByRole("heading", { name: "Error" })).toHaveCount(0);
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
    release();
    expect(await findLeads("resumes", email)).toEqual([]);
  });
});

test.describe("admin console", () => {
  test("lists leads per kind with search and an Export CSV link", async ({ browser, baseURL }) => {
    const email = unique("console");
    const created = await admin.post("/api/leads/newsletter", { data: { email } });
    expect(created.ok()).toBe(true);
    const context = await browser.newContext({ baseURL, storageState: await admin.storageState() });
    try {
      const page = await context.newPage();
      await page.goto("/admin/leads");
      await page.getByRole("tab", { name: /Newsletter/ }).click();
      await expect(page).toHaveURL(/kind=newsletter/);
      await page.getByRole("searchbox", { name: "Search newsletter" }).fill(email);
      await expect(page).toHaveURL(/search=/);
      await expect(page.getByRole("link", { name: email }).first()).toBeVisible();
      const exportLink = page.getByRole("link", { name: /Export CSV/ });
      await expect(exportLink).toHaveAttribute("href", "/api/admin/leads/newsletter/export.csv");
      const csv = await context.request.get("/api/admin/leads/newsletter/export.csv");
      expect(csv.headers()["content-disposition"]).toMatch(/^attachment;/);
      expect(await csv.text()).toContain(email);
    } finally {
      await context.close();
    }
  });
});
