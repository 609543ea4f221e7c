import { expect, test } from "@playwright/test";
import { accessMessages } from "../../src/shared/accounts/access";
import { latestMailLink, ownClientAddress } from "./fixtures/accounts";
import { STRONG_PASSWORD } from "./fixtures/account-data";
import { seriousAxeViolations } from "./fixtures/axe";
import { signInCompany } from "./fixtures/sign-in";
import { approvedCompany } from "./fixtures/watching";

// A company's team (decisions 0082 and 0083): an Owner invites by e-mail, the invitee makes an
// account from the link and sees what their role allows; once removed, their next click is refused.
test("an Owner invites an interviewer, who joins from the e-mail's link and is refused once removed", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const company = await approvedCompany(baseURL!, request);
  await signInCompany(page, company);
  await page.goto("/enterprise-settings");
  await page.getByRole("tab", { name: "Team" }).click();

  const domain = company.email.split("@")[1]!;
  const invitee = `dana.kim-${Date.now().toString(36)}@${domain}`;
  const inviteForm = page.getByRole("form", { name: "Invite a team member" });
  await inviteForm.getByLabel("Work e-mail").fill(invitee);
  await inviteForm.getByRole("combobox", { name: "Role" }).click();
  await page.getByRole("option", { name: "Interviewer" }).click();
  await inviteForm.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText("Invitation sent")).toBeVisible();
  const open = page.getByRole("list", { name: "Open invitations" });
  await expect(open.getByRole("listitem").filter({ hasText: invitee })).toContainText("Interviewer");
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The invitee, in a browser of their own, opens the link and makes their account there.
  const link = await latestMailLink(request, invitee, /^Join .* on OneTake$/, "/join-company/");
  const theirs = await browser.newContext({ baseURL, extraHTTPHeaders: ownClientAddress() });
  const member = await theirs.newPage();
  await member.goto(link);
  await expect(member.getByRole("heading", { level: 1, name: `Join ${company.companyName} on OneTake` })).toBeVisible();
  await expect(member.getByText("You are invited as Interviewer")).toBeVisible();
  expect(await seriousAxeViolations(member)).toEqual([]);
  await member.getByLabel("First name").fill("Dana");
  await member.getByLabel("Last name").fill("Kim");
  await member.getByLabel("Create a password").fill(STRONG_PASSWORD);
  await member.getByLabel("Confirm password").fill(STRONG_PASSWORD);
  await member.getByRole("button", { name: "Create my account and join" }).click();
  await expect(member).toHaveURL(/\/enterprise-dashboard$/);

  // An interviewer's workspace: the dashboard and the team, not the pool or the postings.
  const nav = member.getByRole("navigation", { name: "Company workspace" }).first();
  await expect(nav.getByRole("link", { name: "Settings" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Candidates" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Job Postings" })).toHaveCount(0);
  await member.goto("/candidates");
  await expect(member.getByText("Your role in this company (Interviewer) does not allow this.")).toBeVisible();

  // The Owner sees them on the team and removes them.
  await page.reload();
  await page.getByRole("tab", { name: "Team" }).click();
  const team = page.getByRole("list", { name: "Team members" });
  await expect(team.getByRole("listitem").filter({ hasText: invitee })).toBeVisible();
  await page.getByRole("button", { name: "Remove Dana Kim" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Remove member" }).click();
  await expect(page.getByText("Member removed")).toBeVisible();
  await expect(team.getByRole("listitem").filter({ hasText: invitee })).toHaveCount(0);

  // Their very next click is refused by the server.
  await member
    .getByRole("navigation", { name: "Company workspace" })
    .first()
    .getByRole("link", { name: "Settings" })
    .click();
  // The refusal makes the app read the session again: it says why, instead of a failed page.
  await expect(member.getByRole("heading", { level: 1, name: "You have no company on OneTake" })).toBeVisible();
  await expect(member.getByText(accessMessages.noCompany)).toBeVisible();
  expect(await seriousAxeViolations(member)).toEqual([]);
  await theirs.close();
});
