import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { files } from "../../db/schema";
import { blobKey } from "../../plugins/storage/blob-key";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { testDrivers } from "../../testing/test-database";
import { ORPHAN_GRACE_MS, sweepOrphanBlobs } from "./sweep-orphan-blobs";

describe.each(testDrivers())("orphan blob sweep on %s", (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ driver, startWorker: false });
  });
  afterAll(() => t.close());

  it("removes only old blobs that no file row points to", async () => {
    const { blobs, db } = t.app.services;
    const kept = blobKey("lead-resumes", `${randomUUID()}.pdf`);
    const orphan = blobKey("lead-resumes", `${randomUUID()}.pdf`);
    await blobs.put(kept, Buffer.from("%PDF-1.4 kept"), { contentType: "application/pdf" });
    await blobs.put(orphan, Buffer.from("%PDF-1.4 orphan"), { contentType: "application/pdf" });
    await db
      .insert(files)
      .values({ kind: "lead_resume", storageKey: kept, contentType: "application/pdf", byteSize: 13 });

    const now = await sweepOrphanBlobs(t.app.services);
    expect(now.deleted).toBe(0);
    expect(await blobs.stat(orphan)).not.toBeNull();

    const later = await sweepOrphanBlobs(t.app.services, { now: new Date(Date.now() + ORPHAN_GRACE_MS + 5_000) });
    expect(later.deleted).toBe(1);
    expect(await blobs.stat(orphan)).toBeNull();
    expect(await blobs.stat(kept)).not.toBeNull();
  });
});
