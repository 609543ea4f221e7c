import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { expect, request as apiRequest, test } from "@playwright/test";
import type { EvaluationView } from "../../src/shared/evaluation/evaluation-contracts";
import { startServerProcess, type ServerProcess } from "../../src/server/testing/server-process";
import { verifiedCandidate } from "./fixtures/accounts";
import { seriousAxeViolations } from "./fixtures/axe";
import { pageAs, SPOKEN_ANSWERS, waitUntilEvaluated } from "./fixtures/evaluation";
import { startNetworkAttempt, uploadAndFinish } from "./fixtures/recordings";
import { makeSpokenWebm } from "./fixtures/spoken-media";
import { signedInRequest, waitUntilWatchable } from "./fixtures/watching";

/*
 * With no AI provider configured, the offline transcript shows only the words pocketsphinx is sure
 * of (decision 0088). The suite's own server transcribes through the fake OpenAI-compatible server,
 * so this test starts a server of its own with the embedded defaults, records a spoken interview
 * through its API and reads the candidate's feedback: the unsure words are a gap, an answer unsure
 * for most of its speech says so, and each says why.
 */

let offline: ServerProcess;
let dataDir: string;

test.beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "onetake-e2e-offline-"));
  offline = await startServerProcess({
    NODE_ENV: "development",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    TRUST_PROXY: "true",
  });
});

test.afterAll(async () => {
  await offline?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

test("the offline transcript shows the words it believes, a gap for the rest, and says why", async ({ browser }) => {
  test.setTimeout(180_000);
  const baseURL = offline.baseUrl;
  const request = await apiRequest.newContext({ baseURL });
  const candidate = await verifiedCandidate(baseURL, request);
  const candidateApi = await signedInRequest(baseURL, candidate.email, candidate.password);
  const spoken = await makeSpokenWebm(SPOKEN_ANSWERS);
  const attempt = await startNetworkAttempt(candidateApi);
  await uploadAndFinish(candidateApi, attempt, spoken.webm, spoken.questionStartSeconds);
  await waitUntilWatchable(candidateApi, attempt.interviewId);
  const view: EvaluationView = await waitUntilEvaluated(candidateApi, attempt.interviewId);

  // What the server says: every word heard, each unsure one marked, the transcript only the rest.
  const answered = view.questions.filter((question) => question.transcript !== null);
  expect(answered.length).toBe(SPOKEN_ANSWERS.length);
  for (const question of answered) {
    const transcript = question.transcript!;
    expect(transcript).toMatchObject({ provider: "offline", rough: true });
    expect(transcript.words.every((word) => typeof word.confidence === "number")).toBe(true);
    const believed = transcript.words.filter((word) => !word.uncertain).map((word) => word.text);
    expect(transcript.text).toBe(transcript.withheld ? "" : believed.join(" "));
  }
  // An unsure word of a shown answer that the page has no other reason to show: not believed
  // anywhere, not in a question.
  const shownElsewhere = new Set(
    answered.flatMap((question) => [
      ...question.transcript!.words.filter((word) => !word.uncertain).map((word) => word.text.toLowerCase()),
      ...question.question.toLowerCase().split(/\W+/),
    ]),
  );
  const partial = answered.find((question) => !question.transcript!.withheld);
  const unsureWord = partial?.transcript!.words.find(
    (word) => word.uncertain && word.text.length >= 4 && !shownElsewhere.has(word.text.toLowerCase()),
  );
  expect(unsureWord, JSON.stringify(answered.map((question) => question.transcript!.words))).toBeDefined();

  const page = await pageAs(browser, baseURL, candidateApi);
  await page.goto(`/candidate-interview/${attempt.interviewId}`);
  await page.getByRole("tab", { name: "AI Feedback" }).click();
  const answer = page.getByRole("region", { name: new RegExp(`^Question ${partial!.number}:`) });
  await expect(answer).toBeVisible();
  await expect(answer.getByText("marks words the offline transcriber was unsure of")).toBeVisible();
  await expect(answer.getByText("A configured AI provider transcribes accurately.").first()).toBeVisible();
  await expect(answer.getByText("(unclear)").first()).toBeAttached();
  // The unsure word is not shown as said, anywhere on the page.
  await expect(page.getByText(new RegExp(`\\b${unsureWord!.text}\\b`, "i"))).toHaveCount(0);
  for (const question of answered.filter((entry) => entry.transcript!.withheld)) {
    const withheld = page.getByRole("region", { name: new RegExp(`^Question ${question.number}:`) });
    await expect(withheld.getByText("Too uncertain to transcribe offline")).toBeVisible();
  }
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The correction dialog offers everything heard, the unsure words marked.
  await answer.getByRole("button", { name: /Correct transcript/ }).click();
  const heard = page.getByRole("region", { name: "What the transcriber heard" });
  await expect(heard).toContainText(unsureWord!.text);
  await expect(heard.getByText("(unsure)").first()).toBeAttached();
  await request.dispose();
  await candidateApi.dispose();
});
