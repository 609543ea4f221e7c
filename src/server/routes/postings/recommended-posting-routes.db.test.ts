import { encodeMatchDetail } from "@shared/matching/match-detail";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessMessages } from "@shared/accounts/access";
import { ErrorCode } from "@shared/http/error-codes";
import type { RecommendedPostings } from "@shared/matching/match-contracts";
import type { MatchReasons } from "@shared/matching/match-reasons";
import { matchScores } from "../../db/schema";
import { signedInCallers } from "../../testing/company-callers";
import { applyDirectly, callAs, insertPosting, poolCandidate } from "../../testing/company-candidate-fixtures";
import { storedMatch } from "../../testing/stored-match-fixtures";
import { errorOf } from "../../testing/inject-as";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { testDrivers } from "../../testing/test-database";

const RECOMMENDED = "/api/candidates/me/recommended-postings";

/** Stored reasons as the matching task writes them: Python met on the profile, Kubernetes missing. */
function reasonsFor(interviewId: string): MatchReasons {
  return {
    skills: [
      {
        skill: "Python",
        status: "met",
        years: 4,
        source: "profile",
        transcript: null,
        evidence: "claimed",
        excerpt: null,
      },
      {
        skill: "PyTorch",
        status: "met",
        years: null,
        source: "transcript",
        transcript: { interviewId, questionIndex: 2, text: "I trained the models in PyTorch.", startSeconds: 252 },
        evidence: "shown",
        excerpt: null,
      },
      {
        skill: "Kubernetes",
        status: "missing",
        years: null,
        source: null,
        transcript: null,
        evidence: null,
        excerpt: null,
      },
    ],
    level: { fit: "meets", candidateYears: 4, postingLevel: "mid" },
    title: { similarity: 0.5 },
    location: { fit: "compatible", postingType: "Remote" },
    evaluationScore: null,
    claimedSkills: null,
    breakdown: { skills: 40, level: 20, title: 5, location: 10 },
  };
}

describe.each(testDrivers())("'Recommended for you' on %s", (driver) => {
  let t: TestApp;
  let callers: Awaited<ReturnType<typeof signedInCallers>>;
  const ids = {} as Record<"best" | "second" | "tieA" | "tieB" | "applied" | "paused" | "internal" | "pending", string>;
  const interviewId = "11111111-1111-4111-8111-111111111111";

  const score = (candidateId: string, jobPostingId: string, value: number) =>
    t.database.db
      .insert(matchScores)
      .values(
        storedMatch({ candidateId, jobPostingId, score: value, detail: encodeMatchDetail(reasonsFor(interviewId)) }),
      );

  beforeAll(async () => {
    t = await createTestApp({ driver, env: { DEV_ADMIN_ENABLED: "true" } });
    callers = await signedInCallers(t, { poolCandidate: true });
    const { db } = t.database;
    const a = callers.companyA.enterpriseId;
    const b = callers.companyB.enterpriseId;
    ids.best = (await insertPosting(db, b, { title: "ML Engineer", skills: ["Python"], experienceLevel: "mid" })).id;
    ids.second = (await insertPosting(db, a, { title: "Data Engineer" })).id;
    ids.tieA = (await insertPosting(db, a, { title: "Tie one" })).id;
    ids.tieB = (await insertPosting(db, a, { title: "Tie two" })).id;
    ids.applied = (await insertPosting(db, a, { title: "Already applied" })).id;
    ids.paused = (await insertPosting(db, a, { title: "Paused role", status: "paused" })).id;
    ids.internal = (await insertPosting(db, a, { title: "Internal role", visibility: "internal" })).id;
    ids.pending = (await insertPosting(db, callers.pending.enterpriseId, { title: "Unverified company's role" })).id;
    const me = callers.candidate.candidateId;
    await score(me, ids.best, 93);
    await score(me, ids.second, 80);
    await score(me, ids.tieA, 60);
    await score(me, ids.tieB, 60);
    await score(me, ids.applied, 99);
    await score(me, ids.paused, 98);
    await score(me, ids.internal, 97);
    await score(me, ids.pending, 96);
    await applyDirectly(db, me, ids.applied);
  });

  afterAll(async () => {
    await t?.close();
  });

  const recommended = async (query = "") => {
    const response = await callAs(t, callers.cookies.candidate)("GET", `${RECOMMENDED}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<RecommendedPostings>();
  };

  it("lists the candidate's matches on the job board, best first, without postings they applied to", async () => {
    const page = await recommended("?pageSize=20");
    const [low, high] = [ids.tieA, ids.tieB].sort();
    expect(page.items.map((item) => item.id)).toEqual([ids.best, ids.second, low, high]);
    expect(page.total).toBe(4);
    expect(page.items.map((item) => item.matchScore)).toEqual([93, 80, 60, 60]);
    const [best] = page.items;
    expect(best).toMatchObject({
      title: "ML Engineer",
      companyName: callers.companyB.input.companyName,
      experienceLevel: "mid",
      matchReasons: reasonsFor(interviewId),
      matchSummary: { met: ["Python", "PyTorch"], missing: ["Kubernetes"], unclear: [], level: "meets" },
    });
    expect(best).not.toHaveProperty("applicationId");
  });

  it("pages on the server, the posting id breaking ties so pages never overlap", async () => {
    const first = await recommended("?pageSize=3&page=1");
    const second = await recommended("?pageSize=3&page=2");
    expect(first.items).toHaveLength(3);
    expect(second.items).toHaveLength(1);
    expect(second.total).toBe(4);
    const all = [...first.items, ...second.items].map((item) => item.id);
    expect(new Set(all).size).toBe(4);
    expect(all).not.toContain(ids.applied);
  });

  it("refuses a page size over the limit with a clear message", async () => {
    const response = await callAs(t, callers.cookies.candidate)("GET", `${RECOMMENDED}?pageSize=500`);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).error).toBe(ErrorCode.validation);
  });

  it("shows another candidate only their own matches: none stored is an empty page", async () => {
    const other = await poolCandidate(t);
    const response = await callAs(t, other.cookie)("GET", RECOMMENDED);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<RecommendedPostings>()).toMatchObject({ items: [], total: 0 });
    await score(other.candidateId, ids.second, 70);
    const own = (await callAs(t, other.cookie)("GET", RECOMMENDED)).json<RecommendedPostings>();
    expect(own.items.map((item) => [item.id, item.matchScore])).toEqual([[ids.second, 70]]);
    // The first candidate's list is unchanged by the other's match.
    expect((await recommended()).items.find((item) => item.id === ids.second)?.matchScore).toBe(80);
  });

  it("refuses anonymous callers (401), companies of any state and admins (403)", async () => {
    const anonymous = await callAs(t, undefined)("GET", RECOMMENDED);
    expect(anonymous.statusCode).toBe(401);
    expect(errorOf(anonymous).error).toBe(ErrorCode.unauthorized);
    for (const cookie of [
      callers.cookies.companyA,
      callers.cookies.companyB,
      callers.cookies.pending,
      callers.cookies.admin,
    ]) {
      const refused = await callAs(t, cookie)("GET", RECOMMENDED);
      expect(refused.statusCode).toBe(403);
      expect(errorOf(refused)).toEqual({ error: ErrorCode.forbidden, message: accessMessages.onlyFor("candidate") });
    }
  });
});
