import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessMessages } from "@shared/accounts/access";
import { candidateApplicationMessages } from "@shared/accounts/candidate-application";
import {
  avatarMessages,
  candidateNotificationDefaults,
  candidateProfileMessages as m,
  type CandidateSettingsView,
} from "@shared/candidates/candidate-settings-contracts";
import { files, profiles } from "../../db/schema";
import { runFfmpeg } from "../../plugins/media/ffmpeg";
import type { BlobKey } from "../../plugins/storage/blob-store";
import { createCandidate, createCompany, signIn, signInDevAdmin, uniqueIp } from "../../testing/accounts-fixtures";
import { attachCandidateResume } from "../../testing/candidate-fixtures";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { testDrivers } from "../../testing/test-database";
import { multipartBody } from "../../testing/test-files";

const SETTINGS = "/api/candidates/me/settings";
const PROFILE = "/api/candidates/me/profile";
const NOTIFICATIONS = "/api/candidates/me/notifications";
const AVATAR = "/api/candidates/me/avatar";
const avatarOf = (profileId: string, size = 256) => `/api/candidates/${profileId}/avatar?size=${size}`;

const validProfile = {
  firstName: "Ada",
  lastName: "Byron",
  bio: "I evaluate language models.",
  location: "London, UK",
  website: "ada.dev",
};

type Role = "candidate" | "other" | "pending" | "verified" | "admin";

describe.each(testDrivers())("candidate settings routes on %s", (driver) => {
  let t: TestApp;
  let scratch: string;
  let png: Buffer;
  let jpeg: Buffer;
  const cookies = {} as Record<Role, string>;
  const ids = {} as Record<"candidate" | "other", string>;

  const call = (method: "GET" | "PUT", url: string, cookie?: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      headers: cookie ? { cookie } : {},
      remoteAddress: uniqueIp(),
    });

  const uploadAvatar = (cookie: string | undefined, data: Buffer, filename = "me.png", contentType = "image/png") => {
    const body = multipartBody({}, { field: "avatar", filename, contentType, data });
    return t.app.inject({
      method: "PUT",
      url: AVATAR,
      payload: body.payload,
      headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
      remoteAddress: uniqueIp(),
    });
  };

  const errorOf = (response: LightMyRequestResponse) =>
    response.json<{ error: string; message: string; fields?: Record<string, string> }>();

  const avatarBlobs = async () => {
    const keys: string[] = [];
    for await (const key of t.app.services.blobs.list("avatars/")) keys.push(key);
    return keys.sort();
  };

  const picture = async (name: string, size: string, codec: string[]) => {
    const output = path.join(scratch, name);
    await runFfmpeg({ path: t.config.ffmpegPath }, [
      "-loglevel",
      "error",
      "-y",
      "-f",
      "lavfi",
      "-i",
      `testsrc=size=${size}`,
      "-frames:v",
      "1",
      ...codec,
      output,
    ]);
    return readFile(output);
  };

  beforeAll(async () => {
    t = await createTestApp({ driver, env: { DEV_ADMIN_ENABLED: "true" } });
    scratch = await mkdtemp(path.join(os.tmpdir(), "onetake-avatar-test-"));
    png = await picture("wide.png", "320x200", []);
    jpeg = await picture("tall.jpg", "120x300", ["-q:v", "4"]);
    const candidate = await createCandidate(t.database.db, {}, { emailVerified: true });
    const other = await createCandidate(t.database.db, { firstName: "Grace" }, { emailVerified: true });
    ids.candidate = candidate.userId;
    // Something to review, so the pool shows the candidate to a verified company (decision 0028).
    await attachCandidateResume(t.database.db, candidate.candidateId);
    ids.other = other.userId;
    cookies.candidate = await signIn(t.app, candidate.email, undefined, uniqueIp());
    cookies.other = await signIn(t.app, other.email, undefined, uniqueIp());
    for (const status of ["pending", "verified"] as const) {
      const company = await createCompany(t.database.db, {}, { emailVerified: true, status });
      cookies[status] = await signIn(t.app, company.email, undefined, uniqueIp());
    }
    cookies.admin = await signInDevAdmin(t.app);
  });

  afterAll(async () => {
    await t?.close();
    if (scratch) await rm(scratch, { recursive: true, force: true });
  });

  describe("access", () => {
    it.each([
      ["GET", SETTINGS, undefined],
      ["PUT", PROFILE, validProfile],
      ["PUT", NOTIFICATIONS, candidateNotificationDefaults],
    ] as const)("%s %s: anonymous 401; companies and admins 403", async (method, url, payload) => {
      const anonymous = await call(method, url, undefined, payload);
      expect(anonymous.statusCode).toBe(401);
      expect(errorOf(anonymous)).toMatchObject({ error: "unauthorized", message: accessMessages.signInRequired });
      for (const role of ["pending", "verified", "admin"] as const) {
        const refused = await call(method, url, cookies[role], payload);
        expect(refused.statusCode, role).toBe(403);
        expect(errorOf(refused), role).toMatchObject({ error: "forbidden" });
      }
    });

    it("refuses an avatar upload from anonymous (401), companies and admins (403), storing nothing", async () => {
      expect((await uploadAvatar(undefined, png)).statusCode).toBe(401);
      for (const role of ["pending", "verified", "admin"] as const) {
        expect((await uploadAvatar(cookies[role], png)).statusCode, role).toBe(403);
      }
      expect(await avatarBlobs()).toEqual([]);
    });
  });

  describe("profile and notifications", () => {
    it("reads the candidate's own profile with every notification on by default", async () => {
      const me = await call("GET", "/api/me", cookies.candidate);
      expect(me.json<{ user: Record<string, unknown> }>().user).not.toHaveProperty("avatarUrl");
      const response = await call("GET", SETTINGS, cookies.candidate);
      expect(response.statusCode).toBe(200);
      const view = response.json<CandidateSettingsView>();
      expect(view.profile).toMatchObject({ firstName: "Ada", lastName: "Lovelace", avatar: null });
      expect(view.profile.email).toMatch(/^ada-.*@example\.com$/);
      expect(view.notifications).toEqual(candidateNotificationDefaults);
    });

    it("saves the profile (website with https added), never the e-mail, and only the caller's", async () => {
      const before = (await call("GET", SETTINGS, cookies.candidate)).json<CandidateSettingsView>();
      const saved = await call("PUT", PROFILE, cookies.candidate, { ...validProfile, email: "new@example.com" });
      expect(saved.statusCode).toBe(200);
      expect(saved.json<CandidateSettingsView>().profile).toMatchObject({
        ...validProfile,
        website: "https://ada.dev",
        email: before.profile.email,
      });
      const reread = (await call("GET", SETTINGS, cookies.candidate)).json<CandidateSettingsView>();
      expect(reread.profile.lastName).toBe("Byron");
      expect(reread.profile.email).toBe(before.profile.email);

      const other = (await call("GET", SETTINGS, cookies.other)).json<CandidateSettingsView>();
      expect(other.profile).toMatchObject({ firstName: "Grace", lastName: "Lovelace", website: "" });
      expect(other.profile.bio).not.toBe(validProfile.bio);

      // The other candidate's save changes only their own row.
      await call("PUT", PROFILE, cookies.other, { ...validProfile, firstName: "Grace", lastName: "Hopper" });
      const mine = (await call("GET", SETTINGS, cookies.candidate)).json<CandidateSettingsView>();
      expect(mine.profile.firstName).toBe("Ada");
    });

    it.each([
      [{ website: "not a url" }, "website", m.website],
      [{ firstName: "A" }, "firstName", m.firstName],
      [{ bio: "x".repeat(501) }, "bio", m.bio],
    ])("refuses %j with the form's message", async (change, field, message) => {
      const response = await call("PUT", PROFILE, cookies.candidate, { ...validProfile, ...change });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).fields?.[field]).toBe(message);
    });

    it("shows and saves the wizard's job title, phone, LinkedIn and preferred roles, for the caller only", async () => {
      const before = (await call("GET", SETTINGS, cookies.candidate)).json<CandidateSettingsView>();
      // What the apply wizard collected is there to edit.
      expect(before.profile).toMatchObject({
        jobTitle: expect.stringMatching(/\S/),
        phone: expect.stringMatching(/\S/),
        preferredRoles: expect.stringMatching(/\S/),
      });
      const details = {
        jobTitle: "Staff ML Engineer",
        phone: "+44 20 7946 0958",
        linkedin: "linkedin.com/in/ada",
        preferredRoles: "Research Engineer, ML Platform",
      };
      const saved = await call("PUT", PROFILE, cookies.candidate, { ...validProfile, ...details });
      expect(saved.statusCode).toBe(200);
      const expected = { ...details, linkedin: "https://linkedin.com/in/ada" };
      expect(saved.json<CandidateSettingsView>().profile).toMatchObject(expected);
      expect((await call("GET", SETTINGS, cookies.candidate)).json<CandidateSettingsView>().profile).toMatchObject(
        expected,
      );
      // Left out, they keep their values; the other candidate's are untouched.
      await call("PUT", PROFILE, cookies.candidate, validProfile);
      expect((await call("GET", SETTINGS, cookies.candidate)).json<CandidateSettingsView>().profile).toMatchObject(
        expected,
      );
      const other = (await call("GET", SETTINGS, cookies.other)).json<CandidateSettingsView>();
      expect(other.profile.jobTitle).not.toBe(details.jobTitle);
    });

    it.each([
      [{ jobTitle: "A" }, "jobTitle", candidateApplicationMessages.jobTitle],
      [{ phone: "123" }, "phone", candidateApplicationMessages.phone],
      [{ linkedin: "x".repeat(301) }, "linkedin", candidateApplicationMessages.linkedin],
      [{ preferredRoles: "" }, "preferredRoles", candidateApplicationMessages.preferredRoles],
    ])("refuses the detail %j with the wizard's message, saving nothing", async (change, field, message) => {
      const before = (await call("GET", SETTINGS, cookies.candidate)).json<CandidateSettingsView>();
      const response = await call("PUT", PROFILE, cookies.candidate, {
        ...validProfile,
        firstName: "Changed",
        ...change,
      });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).fields?.[field]).toBe(message);
      expect((await call("GET", SETTINGS, cookies.candidate)).json<CandidateSettingsView>().profile).toEqual(
        before.profile,
      );
    });

    it("clears optional fields when sent empty", async () => {
      const response = await call("PUT", PROFILE, cookies.other, {
        firstName: "Grace",
        lastName: "Hopper",
        bio: "",
        location: "",
        website: "",
      });
      expect(response.json<CandidateSettingsView>().profile).toMatchObject({ bio: "", location: "", website: "" });
      const [row] = await t.database.db.select().from(profiles).where(eq(profiles.id, ids.other));
      expect(row).toMatchObject({ bio: null, location: null, website: null });
    });

    it("stores the notification switches for the caller only", async () => {
      const choice = { ...candidateNotificationDefaults, newJobAlerts: false, interviewReminders: false };
      const saved = await call("PUT", NOTIFICATIONS, cookies.candidate, choice);
      expect(saved.statusCode).toBe(200);
      expect(saved.json<CandidateSettingsView>().notifications).toEqual(choice);
      expect((await call("GET", SETTINGS, cookies.candidate)).json<CandidateSettingsView>().notifications).toEqual(
        choice,
      );
      expect((await call("GET", SETTINGS, cookies.other)).json<CandidateSettingsView>().notifications).toEqual(
        candidateNotificationDefaults,
      );
      const refused = await call("PUT", NOTIFICATIONS, cookies.candidate, { ...choice, newJobAlerts: "no" });
      expect(refused.statusCode).toBe(400);
    });
  });

  describe("avatar", () => {
    it("refuses a file that is not a PNG, JPEG or WebP by its bytes, whatever its name says (415)", async () => {
      const disguised = [
        Buffer.from("<!doctype html><html><body><script>alert(1)</script></body></html>"),
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        Buffer.from("%PDF-1.4\n%\u00e2\u00e3\n1 0 obj\n<< >>\nendobj\n"),
        Buffer.from("GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;"),
      ];
      for (const data of disguised) {
        const response = await uploadAvatar(cookies.candidate, data, "photo.png", "image/png");
        expect(response.statusCode, data.toString("latin1").slice(0, 20)).toBe(415);
        expect(errorOf(response).message).toBe(avatarMessages.type);
      }
      expect(await avatarBlobs()).toEqual([]);
    });

    it("refuses more than 2 MB (413) and a PNG header on garbage (415), storing nothing", async () => {
      const oversized = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024, 0)]);
      const large = await uploadAvatar(cookies.candidate, oversized);
      expect(large.statusCode).toBe(413);
      expect(errorOf(large).message).toBe(avatarMessages.size);

      const broken = Buffer.concat([png.subarray(0, 40), Buffer.alloc(200, 7)]);
      const unreadable = await uploadAvatar(cookies.candidate, broken);
      expect(unreadable.statusCode).toBe(415);
      expect(errorOf(unreadable).message).toBe(avatarMessages.unreadable);
      expect(await avatarBlobs()).toEqual([]);
    });

    it("stores the original as sent and serves square WebP sizes to the candidate with nosniff", async () => {
      const response = await uploadAvatar(cookies.candidate, png, "wide.png");
      expect(response.statusCode).toBe(200);
      const avatar = response.json<CandidateSettingsView>().profile.avatar;
      expect(avatar?.small).toContain(`/api/candidates/${ids.candidate}/avatar?size=64`);
      expect(avatar?.large).toContain("size=256");
      // The workspace header shows it: /api/me carries the small size once there is one.
      const me = await call("GET", "/api/me", cookies.candidate);
      expect(me.json<{ user: { avatarUrl?: string } }>().user.avatarUrl).toBe(avatar?.small);

      const [row] = await t.database.db.select().from(profiles).where(eq(profiles.id, ids.candidate));
      const [original] = await t.database.db
        .select()
        .from(files)
        .where(eq(files.id, row?.avatarFileId ?? ""));
      expect(original).toMatchObject({ kind: "avatar", contentType: "image/png", ownerId: ids.candidate });
      const stored = await t.app.services.blobs.get(original?.storageKey as BlobKey);
      const chunks: Buffer[] = [];
      for await (const chunk of stored?.stream ?? []) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).equals(png)).toBe(true);
      expect(await avatarBlobs()).toHaveLength(3);

      for (const [url, size] of [
        [avatar?.small ?? "", 64],
        [avatar?.large ?? "", 256],
      ] as const) {
        const served = await call("GET", url, cookies.candidate);
        expect(served.statusCode).toBe(200);
        expect(served.headers["content-type"]).toBe("image/webp");
        expect(served.headers["x-content-type-options"]).toBe("nosniff");
        expect(served.headers["cache-control"]).toBe("private, max-age=3600");
        expect(served.headers["content-disposition"]).toMatch(/^inline/);
        expect((await fileTypeFromBuffer(served.rawPayload))?.mime).toBe("image/webp");
        expect(webpSize(served.rawPayload)).toEqual({ width: size, height: size });
      }
    });

    it("replacing the avatar removes the old picture's rows and blobs", async () => {
      const before = await avatarBlobs();
      const response = await uploadAvatar(cookies.candidate, jpeg, "tall.jpg", "image/jpeg");
      expect(response.statusCode).toBe(200);
      const after = await avatarBlobs();
      expect(after).toHaveLength(3);
      expect(after.filter((key) => before.includes(key))).toEqual([]);
      const rows = await t.database.db.select().from(files).where(eq(files.ownerId, ids.candidate));
      expect(rows.map((file) => file.storageKey).sort()).toEqual(after);
      const large = response.json<CandidateSettingsView>().profile.avatar?.large ?? "";
      const served = await call("GET", large, cookies.candidate);
      expect(webpSize(served.rawPayload)).toEqual({ width: 256, height: 256 });
    });

    it("two uploads at once leave exactly one picture, with no rows or blobs of the other", async () => {
      const [first, second] = await Promise.all([
        uploadAvatar(cookies.candidate, png),
        uploadAvatar(cookies.candidate, jpeg, "tall.jpg", "image/jpeg"),
      ]);
      expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
      const rows = await t.database.db.select().from(files).where(eq(files.ownerId, ids.candidate));
      expect(rows).toHaveLength(3);
      expect(rows.map((file) => file.storageKey).sort()).toEqual(await avatarBlobs());
      const [row] = await t.database.db.select().from(profiles).where(eq(profiles.id, ids.candidate));
      expect(rows.map((file) => file.id)).toContain(row?.avatarFileId);
    });

    it("shows the avatar to whoever may see the candidate, and 404 to everyone else", async () => {
      const url = avatarOf(ids.candidate);
      const status = async (cookie?: string) => (await call("GET", url, cookie)).statusCode;
      // Private profile: the candidate, a verified company that sees them in its pool, an admin.
      expect(await status(cookies.candidate)).toBe(200);
      expect(await status(cookies.verified)).toBe(200);
      expect(await status(cookies.admin)).toBe(200);
      expect(await status(undefined)).toBe(404);
      expect(await status(cookies.other)).toBe(404);
      expect(await status(cookies.pending)).toBe(404);
      expect((await call("GET", `${url}&size=128`, cookies.candidate)).statusCode).toBe(400);
      expect((await call("GET", avatarOf(ids.other), cookies.other)).statusCode).toBe(404);

      await t.database.db.update(profiles).set({ publicProfileEnabled: true }).where(eq(profiles.id, ids.candidate));
      expect(await status(undefined)).toBe(200);
      // The public profile links the large size.
      const publicProfile = await call("GET", `/api/public/candidates/${ids.candidate}`);
      expect(publicProfile.json<{ avatarUrl: string }>().avatarUrl).toMatch(
        new RegExp(`^/api/candidates/${ids.candidate}/avatar\\?size=256&v=`),
      );
      expect(await status(cookies.other)).toBe(200);
      await t.database.db.update(profiles).set({ publicProfileEnabled: false }).where(eq(profiles.id, ids.candidate));
      expect(await status(undefined)).toBe(404);
    });
  });
});

/** Width and height of a lossy (VP8) WebP, read from its frame header. */
function webpSize(data: Buffer): { width: number; height: number } {
  const chunk = data.toString("latin1", 12, 16);
  if (chunk !== "VP8 ") throw new Error(`unexpected WebP chunk ${chunk}`);
  return { width: data.readUInt16LE(26) & 0x3fff, height: data.readUInt16LE(28) & 0x3fff };
}
