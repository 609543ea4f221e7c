import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { evaluationScratchDir } from "./domain/evaluation/pipeline/run-evaluation";
import { createTestApp, type TestApp } from "./testing/test-app";
import { blobKey } from "./plugins/storage/blob-key";
import { LocalDiskBlobStore } from "./plugins/storage/local-disk-blob-store";

/*
 * A process killed mid-upload leaves the store's temporary files behind (decision 0072: two after a
 * kill -9). The next start removes them at once rather than an hour later, and keeps the blobs.
 */
describe("what a stopped process left behind, at start", () => {
  let t: TestApp | undefined;
  let root: string | undefined;
  afterEach(async () => {
    await t?.close();
    if (root) await fs.rm(root, { recursive: true, force: true });
  });

  it("removes an interrupted upload's temporary files and keeps the stored blobs", async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), "onetake-leftovers-"));
    const store = new LocalDiskBlobStore(root);
    const kept = blobKey("recordings", "kept.webm");
    await store.put(kept, Buffer.from("kept"), { contentType: "video/webm" });
    const directory = path.join(root, "recordings");
    const leftovers = [`cut.webm~0123456789abcdef.tmp`, `cut.webm~0123456789abcdef.meta.tmp`];
    for (const name of leftovers) await fs.writeFile(path.join(directory, name), "partial");

    t = await createTestApp({ blobs: store });

    const names = await fs.readdir(directory);
    for (const name of leftovers) expect(names).not.toContain(name);
    expect((await store.stat(kept))?.size).toBe(4);
  });

  it("removes the recording copies of evaluations that were running when the process stopped", async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), "onetake-leftovers-"));
    const scratch = path.join(evaluationScratchDir(root), "3f1d7c1e-0000-4000-8000-000000000001-abc123");
    await fs.mkdir(scratch, { recursive: true });
    await fs.writeFile(path.join(scratch, "recording.webm"), "a full copy of a recording");

    t = await createTestApp({ env: { DATA_DIR: root } });

    await expect(fs.stat(scratch)).rejects.toMatchObject({ code: "ENOENT" });
  });
});
