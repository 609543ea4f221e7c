import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, profiles } from "../../../db/schema";
import { createCandidate } from "../../../testing/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../testing/test-app";
import { testDrivers } from "../../../testing/test-database";
import { candidateMayReceive, sendCandidateEmail, type CandidateEmailKind } from "./candidate-may-receive";

const kinds: CandidateEmailKind[] = ["applicationUpdates", "newJobAlerts", "interviewReminders"];
const rendered = { subject: "Your application moved on", text: "Hello", html: "<p>Hello</p>" };

describe.each(testDrivers())("candidateMayReceive on %s", (driver) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ driver });
  });

  afterAll(async () => {
    await t?.close();
  });

  const candidateWith = async (preferences: Record<string, boolean> | null) => {
    const candidate = await createCandidate(t.database.db, {}, { emailVerified: true });
    await t.database.db
      .update(profiles)
      .set({ notificationPreferences: preferences })
      .where(eq(profiles.id, candidate.userId));
    return candidate;
  };

  it("allows every kind by default (nothing stored)", async () => {
    const { userId } = await candidateWith(null);
    for (const kind of kinds) expect(await candidateMayReceive(t.database.db, userId, kind)).toBe(true);
  });

  it("honours each kind's own switch", async () => {
    const { userId } = await candidateWith({ newJobAlerts: false });
    expect(await candidateMayReceive(t.database.db, userId, "newJobAlerts")).toBe(false);
    expect(await candidateMayReceive(t.database.db, userId, "applicationUpdates")).toBe(true);
    expect(await candidateMayReceive(t.database.db, userId, "interviewReminders")).toBe(true);
  });

  it("the master switch turns every kind off", async () => {
    const { userId } = await candidateWith({
      emailNotifications: false,
      applicationUpdates: true,
      newJobAlerts: true,
      interviewReminders: true,
    });
    for (const kind of kinds) expect(await candidateMayReceive(t.database.db, userId, kind)).toBe(false);
  });

  it("sends nothing to a profile that does not exist", async () => {
    expect(await candidateMayReceive(t.database.db, "no-such-profile", "applicationUpdates")).toBe(false);
  });

  it("sendCandidateEmail queues the mail only when allowed, and it is delivered", async () => {
    const allowed = await candidateWith(null);
    const refused = await candidateWith({ applicationUpdates: false });
    const services = t.app.services;
    const [queued, skipped] = await services.db.transaction(async (tx) => [
      await sendCandidateEmail(
        services,
        tx,
        { profileId: allowed.userId, email: allowed.email },
        "applicationUpdates",
        {
          ...rendered,
        },
      ),
      await sendCandidateEmail(
        services,
        tx,
        { profileId: refused.userId, email: refused.email },
        "applicationUpdates",
        {
          ...rendered,
        },
      ),
    ]);
    expect(queued).toEqual(expect.any(String));
    expect(skipped).toBeNull();
    await expect
      .poll(
        async () => (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, allowed.email))).length,
        {
          timeout: 15_000,
        },
      )
      .toBe(1);
    const toRefused = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, refused.email));
    expect(toRefused).toEqual([]);
  });
});
