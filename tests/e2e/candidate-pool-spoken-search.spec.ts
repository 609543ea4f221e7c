import { expect, test, type Page } from "@playwright/test";
import type { CandidatePoolPage } from "../../src/shared/candidates/contracts";
import { formatMomentClock } from "../../src/web/components/media/chapter-time";
import { verifiedCandidate } from "./fixtures/accounts";
import { seriousAxeViolations } from "./fixtures/axe";
import { pageAs, SPOKEN_ANSWERS, waitUntilEvaluated } from "./fixtures/evaluation";
import { expectFitsWidth } from "./fixtures/layout";
import { startNetworkAttempt, uploadAndFinish } from "./fixtures/recordings";
import { makeSpokenWebm } from "./fixtures/spoken-media";
import { approvedCompany, signedInRequest, waitUntilWatchable } from "./fixtures/watching";
import { currentTime } from "./fixtures/video";

/*
 * The pool's search also finds what candidates said (decision 0035): a company searches a word
 * of a candidate's recorded answer, reads the sentence with the word marked and the time, and
 * the link opens the candidate's profile with the player at that second. The interview is real:
 * recorded through the API with spoken answers and transcribed in the background by the suite's
 * fake OpenAI-compatible server.
 */

async function expectPlayerAt(page: Page, profileId: string, seconds: number) {
  await expect(page).toHaveURL(`/candidate-profile/${profileId}?t=${seconds}`);
  const video = page.locator("video");
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThanOrEqual(1);
  await expect.poll(() => currentTime(video)).toBeCloseTo(seconds, 1);
  // Cued, not playing: the reviewer presses play.
  expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
}

test("a company searches a word a candidate said, reads the sentence and its time, and opens the profile at that second", async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const candidate = await verifiedCandidate(baseURL!, request);
  const candidateApi = await signedInRequest(baseURL!, candidate.email, candidate.password);
  const company = await approvedCompany(baseURL!, request);
  const companyApi = await signedInRequest(baseURL!, company.email, company.password);
  const spoken = await makeSpokenWebm(SPOKEN_ANSWERS);
  const attempt = await startNetworkAttempt(candidateApi);
  await uploadAndFinish(candidateApi, attempt, spoken.webm, spoken.questionStartSeconds);
  await waitUntilWatchable(candidateApi, attempt.interviewId);
  const view = await waitUntilEvaluated(companyApi, attempt.interviewId);
  const me = (await (await candidateApi.get("/api/me")).json()) as { user: { id: string } };
  const name = `${candidate.firstName} ${candidate.lastName}`;

  // A long word of the first answer as transcribed, said a few seconds in (so the link's second
  // is not where the player starts anyway) and not said before in that answer.
  const firstAnswer = view.questions[0]?.transcript?.words.map((word) => word.text.replace(/[^A-Za-z]/g, "")) ?? [];
  const said = firstAnswer.find(
    (word, index) => index >= 8 && word.length >= 7 && !firstAnswer.slice(0, index).includes(word),
  );
  expect(said, JSON.stringify(firstAnswer)).toBeDefined();
  const search = said!.toLowerCase();
  const answer = (await (
    await companyApi.get(`/api/candidates?search=${search}&pageSize=100`)
  ).json()) as CandidatePoolPage;
  const hit = answer.items.find((item) => item.profileId === me.user.id)?.spokenHit;
  expect(hit?.interviewId).toBe(attempt.interviewId);
  // The sentence starts at or before the word, inside the answer it was said in.
  const answerWords = view.questions[hit!.questionIndex]!.transcript!.words;
  const saidAt = answerWords.find((word) => word.text.replace(/[^A-Za-z]/g, "") === said)!.start;
  expect(hit!.startSeconds).toBeGreaterThan(0);
  expect(hit!.startSeconds).toBeLessThanOrEqual(Math.floor(saidAt));
  expect(hit!.startSeconds).toBeGreaterThanOrEqual(Math.floor(spoken.questionStartSeconds[hit!.questionIndex]!));
  const time = formatMomentClock(hit!.startSeconds);

  const page = await pageAs(browser, baseURL!, companyApi);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/candidates");
  await page.getByRole("searchbox", { name: "Search candidates" }).fill(search);
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name, exact: true }) });
  const sentence = row.getByTestId("spoken-hit");
  await expect(sentence).toContainText("Said in the interview:");
  await expect(sentence.locator("mark").first()).toHaveText(new RegExp(`^${said}$`, "i"));
  const link = row.getByRole("link", { name: `Watch from ${time}` });
  await expect(link).toHaveText(time);
  expect(await seriousAxeViolations(page)).toEqual([]);

  await link.click();
  await expectPlayerAt(page, me.user.id, hit!.startSeconds);

  // On a phone, by keyboard: the card shows the same sentence, and Enter on its time opens the profile there.
  await page.goBack();
  await expectFitsWidth(page, 375);
  const card = page.getByRole("listitem").filter({ has: page.getByRole("link", { name, exact: true }) });
  const phoneLink = card.getByRole("link", { name: `Watch from ${time}` });
  await expect(phoneLink).toBeVisible();
  await phoneLink.focus();
  await page.keyboard.press("Enter");
  await expectPlayerAt(page, me.user.id, hit!.startSeconds);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.context().close();
});
