import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { EMAIL_CANNOT_BE_CHANGED } from "../../src/shared/candidates/candidate-settings-contracts";
import { bundledFfmpegPath } from "../../src/server/plugins/media/bundled-ffmpeg";
import { runFfmpeg } from "../../src/server/plugins/media/ffmpeg";
import { ownClientAddress, verifiedCandidate, type CandidateAccount } from "./fixtures/accounts";
import { seriousAxeViolations } from "./fixtures/axe";
import { expectFitsAPhone } from "./fixtures/layout";

/** /candidate-settings: the Profile and Notifications tabs (decision 0026). */

let picture: Buffer;
test.beforeAll(async () => {
  const scratch = await mkdtemp(path.join(os.tmpdir(), "onetake-e2e-avatar-"));
  try {
    const output = path.join(scratch, "me.png");
    const ffmpeg = { path: process.env.FFMPEG_PATH ?? bundledFfmpegPath() };
    await runFfmpeg(ffmpeg, [
      "-loglevel",
      "error",
      "-y",
      "-f",
      "lavfi",
      "-i",
      "testsrc=size=400x300",
      "-frames:v",
      "1",
      output,
    ]);
    picture = await readFile(output);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
});

async function signIn(page: Page, account: CandidateAccount) {
  await page.context().setExtraHTTPHeaders(ownClientAddress());
  await page.goto("/login?tab=candidate");
  await page.getByLabel("Email", { exact: true }).fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/candidate-dashboard$/);
}

test("a candidate edits the profile, uploads a picture and turns a notification off, and all of it is stored", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const account = await verifiedCandidate(baseURL!, request);
  await signIn(page, account);

  await page
    .getByRole("navigation", { name: /candidate/i })
    .getByRole("link", { name: "Settings" })
    .click();
  await expect(page).toHaveURL(/\/candidate-settings$/);
  await expect(page.getByRole("heading", { level: 1, name: "Candidate Profile Settings" })).toBeVisible();

  const email = page.getByLabel("Email", { exact: true });
  await expect(email).toHaveValue(account.email);
  await expect(email).toBeDisabled();
  await expect(page.getByText(EMAIL_CANNOT_BE_CHANGED)).toBeVisible();
  await expect(page.getByLabel("First name", { exact: true })).toHaveValue(account.firstName);

  // A wrong website is refused in the form, with the company rule's message.
  await page.getByLabel("Website (optional)").fill("not a website");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Please enter a valid URL.")).toBeVisible();

  await page.getByLabel("First name", { exact: true }).fill("Adelaide");
  await page.getByLabel("Location (optional)").fill("Lisbon, Portugal");
  await page.getByLabel("Website (optional)").fill("adelaide.dev");
  await page.getByLabel("Bio (optional)").fill("I evaluate retrieval systems.");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Profile updated successfully")).toBeVisible();

  await page
    .getByLabel("Profile picture file")
    .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: picture });
  await expect(page.getByText("Avatar uploaded successfully")).toBeVisible();
  const avatar = page.getByRole("img", { name: /Profile picture of Adelaide/ });
  await expect(avatar).toBeVisible();
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);

  // A file that is not a picture is refused with the spec's toast.
  await page
    .getByLabel("Profile picture file")
    .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: Buffer.from("<html><script>1</script></html>") });
  await expect(page.getByText("Failed to upload avatar")).toBeVisible();

  await page.getByRole("tab", { name: "Notifications" }).click();
  const alerts = page.getByRole("checkbox", { name: "New job alerts" });
  for (const name of ["Email notifications", "Application updates", "New job alerts", "Interview reminders"]) {
    await expect(page.getByRole("checkbox", { name })).toBeChecked();
  }
  await alerts.click();
  await expect(alerts).not.toBeChecked();
  await page.getByRole("button", { name: "Save preferences" }).click();
  await expect(page.getByText("Preferences saved")).toBeVisible();
  // The consents given in the apply wizard can be withdrawn here at any time (decision 0044).
  const marketing = page.getByRole("checkbox", { name: "Marketing communications" });
  await expect(page.getByRole("checkbox", { name: "SMS notifications" })).toBeChecked();
  await expect(marketing).toBeChecked();
  await marketing.click();
  const consentSaved = page.waitForResponse((r) => r.url().endsWith("/api/candidates/me/consents") && r.ok());
  await page.getByRole("button", { name: "Save consent" }).click();
  await consentSaved;
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The open tab is kept in the address, so the reload comes back to Notifications.
  await page.reload();
  await expect(page.getByRole("checkbox", { name: "New job alerts" })).not.toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Marketing communications" })).not.toBeChecked();
  await expect(page.getByRole("checkbox", { name: "SMS notifications" })).toBeChecked();
  await page.getByRole("tab", { name: "Profile" }).click();
  await expect(page.getByLabel("First name", { exact: true })).toHaveValue("Adelaide");
  await expect(page.getByLabel("Location (optional)")).toHaveValue("Lisbon, Portugal");
  await expect(page.getByLabel("Website (optional)")).toHaveValue("https://adelaide.dev");
  await expect(page.getByLabel("Bio (optional)")).toHaveValue("I evaluate retrieval systems.");
  await expect(page.getByRole("img", { name: /Profile picture of Adelaide/ })).toBeVisible();
  // The sidebar shows the small size next to the candidate's (new) name.
  const sidebar = page.locator("aside");
  await expect(sidebar.getByText("Adelaide", { exact: false })).toBeVisible();
  await expect(sidebar.locator('img[src*="/avatar?size=64"]')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await expectFitsAPhone(page);

  await page.getByRole("tab", { name: "Notifications" }).click();
  await expect(page.getByRole("checkbox", { name: "New job alerts" })).not.toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Application updates" })).toBeChecked();
  await expectFitsAPhone(page);
});
