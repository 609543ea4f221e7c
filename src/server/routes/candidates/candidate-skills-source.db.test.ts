import { readFile } from "node:fs/promises";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { candidateSkills, candidates, profiles } from "../../db/schema";
import { STRONG_PASSWORD, createCandidate, createCompany, signIn, uniqueIp } from "../../testing/accounts-fixtures";
import { attachCandidateResume } from "../../testing/candidate-fixtures";
import { createTestApp, type TestApp } from "../../testing/test-app";

const migration = path.resolve(import.meta.dirname, "../../db/migrations/0022_candidate_skills_one_source.sql");

/** One source of skills (decision 0043): the wizard's, the settings' and the pool's are the same list. */
describe("a candidate's skills", () => {
  let t: TestApp;
  let company: string;

  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {}, remoteAddress: uniqueIp() });

  async function wizardCandidate(skills: string) {
    const account = await createCandidate(t.database.db, { skills }, { emailVerified: true });
    const [row] = await t.database.db.select().from(candidates).where(eq(candidates.profileId, account.userId));
    await attachCandidateResume(t.database.db, row!.id);
    await t.database.db.update(profiles).set({ publicProfileEnabled: true }).where(eq(profiles.id, account.userId));
    const cookie = await signIn(t.app, account.email, STRONG_PASSWORD, uniqueIp());
    return { ...account, candidateId: row!.id, cookie };
  }

  const poolIds = async (query: string) =>
    ((await get(`/api/candidates?${query}`, company)).json() as { items: { id: string }[] }).items.map((i) => i.id);

  beforeAll(async () => {
    t = await createTestApp();
    const owner = await createCompany(t.database.db, {}, { emailVerified: true, status: "verified" });
    company = await signIn(t.app, owner.email, STRONG_PASSWORD, uniqueIp());
  });
  afterAll(() => t.close());

  it("typed in the apply wizard, they show in Settings → Resume, on the public profile and in the pool", async () => {
    const ada = await wizardCandidate("Zymurgy, RAG");

    const career = await get("/api/candidates/me/career", ada.cookie);
    expect(career.json().skills).toEqual([
      { name: "RAG", yearsExperience: 0 },
      { name: "Zymurgy", yearsExperience: 0 },
    ]);
    expect(
      (await get(`/api/public/candidates/${ada.userId}`)).json().skills.map((s: { name: string }) => s.name),
    ).toEqual(["RAG", "Zymurgy"]);
    expect(await poolIds("skills=zymurgy")).toContain(ada.candidateId);
  });

  it("saved in settings, they replace the wizard's everywhere: profile, pool filter and pool search", async () => {
    const ada = await wizardCandidate("Quillwork, Python");
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/candidates/me/career/skills",
      payload: {
        skills: [
          { name: "Python", yearsExperience: 6 },
          { name: "Gravlax", yearsExperience: 2 },
        ],
      },
      headers: { cookie: ada.cookie },
      remoteAddress: uniqueIp(),
    });
    expect(saved.statusCode).toBe(200);

    const profile = (await get(`/api/public/candidates/${ada.userId}`)).json();
    expect(profile.skills).toEqual([
      { name: "Python", yearsExperience: 6 },
      { name: "Gravlax", yearsExperience: 2 },
    ]);
    expect(await poolIds("skills=gravlax")).toContain(ada.candidateId);
    expect(await poolIds("search=gravlax")).toContain(ada.candidateId);
    expect(await poolIds("skills=quillwork")).not.toContain(ada.candidateId);
  });

  it("the migration gives wizard-only rows their skills and writes the array from the rows", async () => {
    const db = t.database.db;
    const wizardOnly = await wizardCandidate("Placeholder");
    const both = await wizardCandidate("Placeholder");
    // The state before this change: the wizard wrote only the array (one name too long for settings,
    // one repeated in another case); a settings save wrote rows and an array of the same names.
    await db.delete(candidateSkills).where(eq(candidateSkills.candidateId, wizardOnly.candidateId));
    await db
      .update(candidates)
      .set({ skills: ["Kotlin", " kotlin ", "x".repeat(70), "SQL"] })
      .where(eq(candidates.id, wizardOnly.candidateId));
    await db
      .update(candidates)
      .set({ skills: ["SQL", "Go"] })
      .where(eq(candidates.id, both.candidateId));
    await db.delete(candidateSkills).where(eq(candidateSkills.candidateId, both.candidateId));
    await db.insert(candidateSkills).values([
      { candidateId: both.candidateId, skillName: "SQL", yearsExperience: 1 },
      { candidateId: both.candidateId, skillName: "Go", yearsExperience: 3 },
    ]);

    const text = await readFile(migration, "utf8");
    for (const statement of text.split("--> statement-breakpoint")) await db.execute(sql.raw(statement));

    const rows = async (candidateId: string) =>
      (
        await db
          .select({ name: candidateSkills.skillName, years: candidateSkills.yearsExperience })
          .from(candidateSkills)
          .where(eq(candidateSkills.candidateId, candidateId))
      ).sort((a, b) => a.name.localeCompare(b.name));
    const array = async (candidateId: string) =>
      (await db.select({ skills: candidates.skills }).from(candidates).where(eq(candidates.id, candidateId)))[0]!
        .skills;

    expect(await rows(wizardOnly.candidateId)).toEqual([
      { name: "Kotlin", years: 0 },
      { name: "SQL", years: 0 },
      { name: "x".repeat(60), years: 0 },
    ]);
    expect(await array(wizardOnly.candidateId)).toEqual(["Kotlin", "SQL", "x".repeat(60)]);
    expect(await rows(both.candidateId)).toEqual([
      { name: "Go", years: 3 },
      { name: "SQL", years: 1 },
    ]);
    expect(await array(both.candidateId)).toEqual(["SQL", "Go"]);
    expect(await poolIds("skills=kotlin")).toContain(wizardOnly.candidateId);
  });
});
