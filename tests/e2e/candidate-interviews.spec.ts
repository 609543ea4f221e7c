import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { tinyPdf } from "../../src/server/testing/test-files";
import {
  NETWORK_INTERVIEW_TITLE,
  interviewResetMessages,
} from "../../src/shared/interviews/candidate-interview-contracts";
import { INTERVIEW_NOT_FOUND } from "../../src/shared/interviews/interview-messages";
import { verifiedCandidate } from "./fixtures/accounts";
import { makeTestWebm, recordNetworkInterview, startNetworkAttempt, uploadAndFinish } from "./fixtures/recordings";
import { seriousAxeViolations } from "./fixtures/axe";
import { waitUntilEvaluated } from "./fixtures/evaluation";
import { signInCandidate } from "./fixtures/sign-in";
import { expectFitsAPhone, expectFitsWidth } from "./fixtures/layout";

/** The candidate's side of interviews: the dashboard card, My Interviews, the interview page and Redo. */

let media: Buffer;
test.beforeAll(async () => {
  media = await makeTestWebm();
});

test("the dashboard card, My Interviews and the interview page follow the recording", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const account = await verifiedCandidate(baseURL!, request);
  await signInCandidate(page, account);

  // Nothing recorded yet.
  await expect(page.getByRole("heading", { name: "Your Next Interview" })).toBeVisible();
  await expect(page.getByText("You have no upcoming interviews.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Record your interview", exact: true })).toHaveAttribute(
    "href",
    "/interview",
  );

  // An attempt in progress is the next interview.
  const attempt = await startNetworkAttempt(page.request);
  await page.reload();
  // The attempt also shows under Latest applications; this is the Your Next Interview card.
  const nextInterview = page.getByRole("region", { name: "Your Next Interview" });
  await expect(nextInterview.getByText(NETWORK_INTERVIEW_TITLE)).toBeVisible();
  await expect(page.getByRole("link", { name: "Start", exact: true })).toHaveAttribute("href", "/interview");
  expect(await seriousAxeViolations(page)).toEqual([]);
  await expectFitsAPhone(page);

  // Finished: nothing upcoming, and the recording is a click away.
  await uploadAndFinish(page.request, attempt, media);
  const detailPath = `/candidate-interview/${attempt.interviewId}`;
  await page.reload();
  await expect(page.getByText("You have no upcoming interviews.")).toBeVisible();
  await expect(page.getByRole("link", { name: /^View Recording/ })).toHaveAttribute("href", detailPath);

  // My Interviews: from the sidebar, Upcoming then Past.
  await page.getByRole("link", { name: "My Interviews" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "My Interviews" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Upcoming" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { name: "No upcoming interviews" })).toBeVisible();
  // The interview is recorded: Upcoming does not offer to record it again.
  await expect(page.getByText("Your OneTake interview is recorded")).toBeVisible();
  await expect(page.getByRole("link", { name: "Record your OneTake interview" })).toHaveCount(0);
  // The tabs answer the keyboard: arrow keys move between them.
  await page.getByRole("tab", { name: "Upcoming" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page).toHaveURL(/status=past/);
  await expect(page.getByRole("tab", { name: "Past" })).toBeFocused();
  await expect(page.getByRole("heading", { name: NETWORK_INTERVIEW_TITLE })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await expectFitsAPhone(page);
  await page.getByRole("link", { name: "View Recording" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${detailPath}$`));

  // The interview page: the player once processing is done, the download and the resume.
  await expect(page.getByRole("heading", { level: 1, name: NETWORK_INTERVIEW_TITLE })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Recording" })).toHaveAttribute("aria-selected", "true");
  await expect(page.locator("video")).toBeVisible({ timeout: 30_000 });
  // Beside the sidebar at 768 px the header's actions wrap under the title instead of pushing the page wide.
  await expectFitsWidth(page, 768);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByText("3 of 3 re-records left")).toBeVisible();
  const download = page.getByRole("link", { name: "Download" });
  await expect(download).toHaveAttribute("href", `/api/interviews/${attempt.interviewId}/recording?download=1`);
  await expect(download).toHaveAttribute("download", `interview-recording-${attempt.interviewId}.webm`);
  // At 1280 px the player has most of the page's width, and the questions are its chapters only.
  const main = await page.locator("main").boundingBox();
  const video = await page.locator("video").boundingBox();
  expect(video!.width).toBeGreaterThan(main!.width * 0.55);
  await expect(page.getByRole("heading", { name: "Questions", exact: true })).toHaveCount(0);
  await download.click();
  const toast = page.getByText("Download Started");
  await expect(toast).toBeVisible();
  // The toast never covers the page's heading.
  const heading = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
  const toastBox = (await toast.boundingBox())!;
  expect(toastBox.y > heading.y + heading.height || toastBox.y + toastBox.height < heading.y).toBe(true);
  // No resume: View Resume is disabled, not an error toast.
  await expect(page.getByRole("button", { name: /View Resume/ })).toBeDisabled();
  expect(await seriousAxeViolations(page)).toEqual([]);
  // The interview is evaluated in the background (decision 0050); its seconds of test tone are
  // too little speech to score, and the feedback says so rather than inventing a score.
  await waitUntilEvaluated(page.request, attempt.interviewId);
  await page.getByRole("tab", { name: "AI Feedback" }).click();
  await expect(page.getByText("No overall score: no criterion had enough evidence to be scored.")).toBeVisible();
  await expect(page.getByText("The answer has under 10 seconds of speech: too little to score.").first()).toBeVisible();
  await expectFitsAPhone(page);

  // An id that is not the candidate's.
  await page.goto("/candidate-interview/00000000-0000-4000-8000-000000000000");
  await expect(page.getByText(INTERVIEW_NOT_FOUND)).toBeVisible();
});

test("Redo resets the interview and opens 'Record Your Interview'; the fourth re-record is refused", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const account = await verifiedCandidate(baseURL!, request);
  await signInCandidate(page, account);
  const interviewId = await recordNetworkInterview(page.request, media);
  const detailPath = `/candidate-interview/${interviewId}`;

  await page.goto(detailPath);
  await page.getByRole("button", { name: "Redo Interview" }).click();
  const confirm = page.getByRole("dialog", { name: "Redo this interview?" });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Redo Interview" }).click();
  await expect(page.getByText(interviewResetMessages.success)).toBeVisible();

  const record = page.getByRole("dialog", { name: "Record Your Interview" });
  await expect(record).toBeVisible();
  await expect(record.getByText("2 of 3 re-records left for this interview.")).toBeVisible();
  await record.getByLabel("Attach a resume (optional)").setInputFiles({
    name: "cv.pdf",
    mimeType: "application/pdf",
    buffer: tinyPdf("Ada Tester"),
  });
  await expect(page.getByText("Resume selected")).toBeVisible();
  await expect(record.getByText("cv.pdf is attached to this interview.")).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await expectFitsAPhone(page);
  await record.getByRole("button", { name: "Start recording" }).click();
  await expect(page).toHaveURL(/\/interview$/);
  // The recorder page holds the interview's lease; leaving hands it back for the takes below.
  await expect(page.getByRole("heading", { level: 1, name: "Your AI interview" })).toBeVisible();
  await page.goto(detailPath);
  const { sessionId } = (await (await page.request.post("/api/interviews/network/attempts", { data: {} })).json()) as {
    sessionId: string;
  };
  const probe = { token: randomBytes(16).toString("hex") };
  // Free well before it could lapse (30 s): the page gave it back as it left.
  await expect
    .poll(
      async () => (await page.request.post(`/api/recording-sessions/${sessionId}/lease`, { data: probe })).status(),
      {
        timeout: 5_000,
      },
    )
    .toBe(200);
  await page.request.post(`/api/recording-sessions/${sessionId}/lease/release`, { data: probe });

  // Two more takes, each reset through the API, then a fourth take.
  for (let take = 2; take <= 4; take++) {
    await recordNetworkInterview(page.request, media);
    if (take < 4) {
      const reset = await page.request.post(`/api/interviews/${interviewId}/reset`, { data: {} });
      expect(reset.status(), await reset.text()).toBe(200);
    }
  }

  await page.goto(detailPath);
  await expect(page.getByText("0 of 3 re-records left")).toBeVisible();
  await page.getByRole("button", { name: "Redo Interview" }).click();
  await page
    .getByRole("dialog", { name: "Redo this interview?" })
    .getByRole("button", { name: "Redo Interview" })
    .click();
  // The toast carries the server's own sentence.
  const refused = page.locator("[data-sonner-toast]").filter({ hasText: interviewResetMessages.failure });
  await expect(refused).toContainText(interviewResetMessages.limitReached);
  await expect(page.getByRole("dialog", { name: "Record Your Interview" })).toBeHidden();
});
