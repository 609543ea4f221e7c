import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { once } from "node:events";
import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { files } from "../../db/schema";
import { blobKey } from "../../plugins/storage/blob-key";
import { LocalDiskBlobStore } from "../../plugins/storage/local-disk-blob-store";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { testDrivers } from "../../testing/test-database";
import { ORPHAN_GRACE_MS, sweepOrphanBlobs } from "./sweep-orphan-blobs";

const tempId = () => randomUUID().replaceAll("-", "").slice(0, 16);

async function exists(file: string): Promise<boolean> {
  return fs.stat(file).then(
    () => true,
    () => false,
  );
}

async function waitFor<T>(check: () => Promise<T | undefined>, what: string, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe.each(testDrivers())("orphan blob sweep on %s", (driver) => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    t = await createTestApp({ driver, startWorker: false });
    const { blobs } = t.app.services;
    if (!(blobs instanceof LocalDiskBlobStore)) throw new Error("these tests need the local blob store");
    root = blobs.root;
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

  it("removes temp files an interrupted upload left, once stale, and never one being written", async () => {
    const { blobs } = t.app.services;
    const directory = path.join(root, "lead-resumes");
    await fs.mkdir(directory, { recursive: true });
    const base = path.join(directory, `${randomUUID()}.pdf`);
    const id = tempId();
    const staleData = `${base}~${id}.tmp`;
    const staleMeta = `${base}~${id}.meta.tmp`;
    const fresh = `${path.join(directory, `${randomUUID()}.pdf`)}~${tempId()}.tmp`;
    const orphanSidecar = path.join(directory, `${randomUUID()}.pdf~meta.json`);
    await fs.writeFile(staleData, "%PDF-1.4 half an upload");
    await fs.writeFile(staleMeta, '{"contentType":"application/pdf"}');
    await fs.writeFile(fresh, "%PDF-1.4 still arriving");
    await fs.writeFile(orphanSidecar, '{"contentType":"application/pdf"}');
    // A real blob, as old as the stale files: its sidecar is not a leftover.
    const blob = blobKey("lead-resumes", `${randomUUID()}.pdf`);
    await blobs.put(blob, Buffer.from("%PDF-1.4 a blob"), { contentType: "application/pdf" });
    await t.app.services.db
      .insert(files)
      .values({ kind: "lead_resume", storageKey: blob, contentType: "application/pdf", byteSize: 15 });
    const longAgo = new Date(Date.now() - ORPHAN_GRACE_MS - 60_000);
    for (const file of [
      staleData,
      staleMeta,
      orphanSidecar,
      `${path.join(root, blob)}~blob`,
      `${path.join(root, blob)}~meta.json`,
    ]) {
      await fs.utimes(file, longAgo, longAgo);
    }

    const result = await sweepOrphanBlobs(t.app.services);
    expect(result.temporaries).toBe(3);
    expect(await exists(staleData)).toBe(false);
    expect(await exists(staleMeta)).toBe(false);
    expect(await exists(orphanSidecar)).toBe(false);
    expect(await exists(fresh)).toBe(true);
    const read = await blobs.get(blob);
    expect(read?.contentType).toBe("application/pdf");
    read?.stream.destroy();
    await fs.rm(fresh);
  });

  it("cleans up after a process killed with SIGKILL in the middle of an upload", async () => {
    const child = spawn(process.execPath, ["--import", "tsx", "src/server/testing/interrupted-put.ts", root], {
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const directory = path.join(root, "lead-resumes");
    const temp = await waitFor(async () => {
      if (child.exitCode !== null) throw new Error(`the child exited early: ${stderr}`);
      const names = await fs.readdir(directory).catch(() => [] as string[]);
      const name = names.find((each) => each.startsWith("interrupted.pdf~") && each.endsWith(".tmp"));
      if (!name) return undefined;
      const { size } = await fs.stat(path.join(directory, name));
      return size > 0 ? path.join(directory, name) : undefined;
    }, "the upload's temp file");
    const exited = once(child, "exit");
    child.kill("SIGKILL");
    const [, signal] = (await exited) as [number | null, NodeJS.Signals | null];
    expect(signal).toBe("SIGKILL");
    expect(await exists(temp)).toBe(true);

    // Just after the crash it could still be a slow upload: kept.
    expect((await sweepOrphanBlobs(t.app.services)).temporaries).toBe(0);
    expect(await exists(temp)).toBe(true);
    // Once nothing has written to it for the grace period, it goes.
    const later = await sweepOrphanBlobs(t.app.services, { now: new Date(Date.now() + ORPHAN_GRACE_MS + 5_000) });
    expect(later.temporaries).toBe(1);
    expect(await exists(temp)).toBe(false);
  });
});
