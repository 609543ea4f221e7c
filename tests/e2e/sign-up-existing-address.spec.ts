import { expect, test } from "@playwright/test";
import {
  mailTo,
  newCompany,
  ownClientAddress,
  registerCandidate,
  registerCompany,
  waitForMail,
} from "./fixtures/accounts";
import { submitApplyWizard, submitCompanyRegistration } from "./fixtures/sign-up-forms";

const NOTICE_SUBJECT = /someone tried to create a onetake account/i;

// Sign-up never tells anyone which addresses have accounts (decision 0004): an address that has
// one gets the same screen as a new one, and its owner an e-mail.
test.describe("signing up with an address that already has an account", () => {
  test.beforeEach(async ({ page }) => {
    await page.context().setExtraHTTPHeaders(ownClientAddress());
  });

  test("the apply wizard shows the usual check-your-e-mail screen and the owner is told", async ({
    page,
    request,
    baseURL,
  }) => {
    const owner = await registerCandidate(request);
    await page.goto("/apply");
    await submitApplyWizard(page, owner.email);
    await expect(page.getByText("Account created! Please check your email to verify your account.")).toBeVisible();
    await expect(page).toHaveURL(/\/candidate-registration-success$/);

    const [notice] = await waitForMail(request, owner.email, NOTICE_SUBJECT);
    expect(notice!.links).toEqual([`${baseURL}/login?tab=candidate`, `${baseURL}/forgot-password`]);
    // One verification e-mail (the first sign-up's): nothing was made for the second.
    const subjects = (await mailTo(request, owner.email)).map((message) => message.subject);
    expect(subjects.filter((subject) => /confirm your email/i.test(subject))).toHaveLength(1);
  });

  test("company registration shows the usual check-your-e-mail screen and the owner is told", async ({
    page,
    request,
    baseURL,
  }) => {
    const owner = await registerCompany(request, newCompany());
    await page.goto("/register-company");
    await submitCompanyRegistration(page, owner.email);
    await expect(page.getByText("Account created successfully")).toBeVisible();
    await expect(page.getByText("Please check your email for verification instructions.")).toBeVisible();
    await expect(page).toHaveURL(/\/company-registration-success$/);

    const [notice] = await waitForMail(request, owner.email, NOTICE_SUBJECT);
    expect(notice!.links).toEqual([`${baseURL}/login?tab=company`, `${baseURL}/forgot-password`]);
  });
});
