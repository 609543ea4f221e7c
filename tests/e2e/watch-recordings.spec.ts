import { expect, test, type Locator } from "@playwright/test";
import { registerCompany, verifiedCandidate, verifyEmail, type CandidateAccount } from "./fixtures/accounts";
import { makeTestWebm, startNetworkAttempt, uploadAndFinish } from "./fixtures/recordings";
import { approvedCompany, signedInRequest, waitUntilWatchable } from "./fixtures/watching";
import { seriousAxeViolations } from "./fixtures/axe";
import { expectFitsWidth } from "./fixtures/layout";
import { currentTime } from "./fixtures/video";

/** A company watches a candidate's interview; a candidate shares it by link and revokes it (decisions 0021, 0022). */

const QUESTION_STARTS = [0, 2, 4, 6];
const RECORDED_SECONDS = 8;

/** A verified candidate with a finished network interview; returns its id. */
async function candidateWithRecording(baseURL: string, request: Parameters<typeof verifiedCandidate>[1]) {
  const candidate = await verifiedCandidate(baseURL, request);
  const api = await signedInRequest(baseURL, candidate.email, candidate.password);
  const attempt = await startNetworkAttempt(api);
  await uploadAndFinish(api, attempt, await makeTestWebm(RECORDED_SECONDS), QUESTION_STARTS);
  await waitUntilWatchable(api, attempt.interviewId);
  return { candidate, api, interviewId: attempt.interviewId };
}

const fullName = (candidate: CandidateAccount) => `${candidate.firstName} ${candidate.lastName}`;

/** Waits until the player has the recording's metadata (its duration), so seeking is possible. */
async function waitForMetadata(video: Locator) {
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThanOrEqual(1);
  const duration = await video.evaluate((element: HTMLVideoElement) => element.duration);
  expect(Math.abs(duration - RECORDED_SECONDS)).toBeLessThanOrEqual(1);
}

test("a company opens a candidate from the pool and watches: a chapter seeks, the speed changes, keys work", async ({
  browser,
  request,
  baseURL,
}) => {
  const { candidate, interviewId } = await candidateWithRecording(baseURL!, request);
  const company = await approvedCompany(baseURL!, request);
  const companyApi = await signedInRequest(baseURL!, company.email, company.password);
  const context = await browser.newContext({ baseURL, storageState: await companyApi.storageState() });
  const page = await context.newPage();
  const recordingStatuses: number[] = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname === `/api/interviews/${interviewId}/recording`) {
      recordingStatuses.push(response.status());
    }
  });

  await page.goto(`/candidates?search=${encodeURIComponent(candidate.lastName)}`);
  await page.getByRole("link", { name: fullName(candidate) }).click();
  await expect(page).toHaveURL(/\/candidate-profile\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1, name: fullName(candidate) })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Skills", exact: true })).toBeVisible();
  await expect(page.getByText("PyTorch")).toBeVisible();

  const video = page.locator("video");
  await waitForMetadata(video);
  // The browser streams the recording with Range requests.
  await expect.poll(() => recordingStatuses).toContain(206);

  const questions = page.getByRole("navigation", { name: "Questions" });
  await expect(questions.getByRole("button")).toHaveCount(QUESTION_STARTS.length);
  const third = questions.getByRole("button", { name: /Question 3:/ });
  await third.click();
  await video.evaluate((element: HTMLVideoElement) => element.pause());
  expect(await currentTime(video)).toBeGreaterThanOrEqual(3.9);
  expect(await currentTime(video)).toBeLessThan(6);
  await expect(third).toHaveAttribute("aria-current", "true");

  const speed = page.getByRole("group", { name: "Playback speed" });
  await speed.getByRole("button", { name: "Speed 1.5×" }).click();
  await expect(speed.getByRole("button", { name: "Speed 1.5×" })).toHaveAttribute("aria-pressed", "true");
  await expect(speed.getByRole("button", { name: "Speed 1×" })).toHaveAttribute("aria-pressed", "false");
  expect(await video.evaluate((element: HTMLVideoElement) => element.playbackRate)).toBe(1.5);

  // Keys work anywhere in the player: j goes back 10 s (to the start), 2 jumps to question 2.
  await page.keyboard.press("j");
  await expect.poll(() => currentTime(video)).toBeLessThan(1);
  await expect(questions.getByRole("button", { name: /Question 1:/ })).toHaveAttribute("aria-current", "true");
  await page.keyboard.press("2");
  await video.evaluate((element: HTMLVideoElement) => element.pause());
  expect(await currentTime(video)).toBeGreaterThanOrEqual(1.9);
  await expect(questions.getByRole("button", { name: /Question 2:/ })).toHaveAttribute("aria-current", "true");

  expect(await seriousAxeViolations(page)).toEqual([]);
  await expectFitsWidth(page, 375);
  await expect(questions.getByRole("button", { name: /Question 4:/ })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await context.close();
});

test("a pending company is refused a candidate's profile as it is the pool", async ({ browser, request, baseURL }) => {
  const candidate = await verifiedCandidate(baseURL!, request);
  const candidateApi = await signedInRequest(baseURL!, candidate.email, candidate.password);
  const me = (await (await candidateApi.get("/api/me")).json()) as { user: { id: string } };
  const company = await registerCompany(request);
  await verifyEmail(baseURL!, request, company.email);
  const companyApi = await signedInRequest(baseURL!, company.email, company.password);
  const context = await browser.newContext({ baseURL, storageState: await companyApi.storageState() });
  const page = await context.newPage();
  await page.goto(`/candidate-profile/${me.user.id}`);
  await expect(page.getByRole("heading", { name: "Your company is awaiting verification" })).toBeVisible();
  await expect(page.getByText(candidate.lastName)).toHaveCount(0);
  await context.close();
});

test("a share link opens the recording and its questions to anyone, and shows not found once revoked", async ({
  browser,
  request,
  baseURL,
}) => {
  const { candidate, api, interviewId } = await candidateWithRecording(baseURL!, request);
  const created = await api.post(`/api/interviews/${interviewId}/share-link`, { data: {} });
  expect(created.status(), await created.text()).toBe(201);
  const { path } = (await created.json()) as { path: string };

  const anonymous = await browser.newContext({ baseURL });
  const page = await anonymous.newPage();
  const document = await page.goto(path);
  expect(document?.headers()["x-robots-tag"]).toContain("noindex");
  await expect(page.getByRole("heading", { level: 1, name: "Shared interview" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  // The recording and its questions, nothing about the candidate.
  await expect(page.getByText(candidate.lastName)).toHaveCount(0);
  // Four questions were reached (chapters); the other three are listed under the player.
  await expect(page.getByRole("navigation", { name: "Questions" }).getByRole("button")).toHaveCount(4);
  const unreached = page.getByRole("heading", { name: "Questions the recording did not reach" });
  await expect(unreached).toBeVisible();
  await expect(
    page.getByRole("listitem").filter({ hasText: "What questions would you ask an employer" }),
  ).toBeVisible();

  const video = page.locator("video");
  await waitForMetadata(video);
  const second = page.getByRole("navigation", { name: "Questions" }).getByRole("button", { name: /Question 2:/ });
  await second.click();
  await video.evaluate((element: HTMLVideoElement) => element.pause());
  expect(await currentTime(video)).toBeGreaterThanOrEqual(1.9);
  await expect(second).toHaveAttribute("aria-current", "true");

  expect(await seriousAxeViolations(page)).toEqual([]);
  await expectFitsWidth(page, 375);

  const revoked = await api.delete(`/api/interviews/${interviewId}/share-link`);
  expect(await revoked.json()).toEqual({ revoked: true });
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Interview not found" })).toBeVisible();
  await expect(page.locator("video")).toHaveCount(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await anonymous.close();
});
