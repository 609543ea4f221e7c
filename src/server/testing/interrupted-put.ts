import { Readable } from "node:stream";
import { blobKey } from "../plugins/storage/blob-key";
import { LocalDiskBlobStore } from "../plugins/storage/local-disk-blob-store";

/*
 * A child process for the orphan-sweep test: starts a put into the local store at argv[2] whose
 * body sends one chunk and then never ends, so the test can kill -9 it mid-upload.
 */
const root = process.argv[2];
if (!root) throw new Error("usage: interrupted-put.ts <store root>");

const body = new Readable({ read() {} });
body.push(Buffer.from("%PDF-1.4\n" + "x".repeat(64 * 1024)));
const store = new LocalDiskBlobStore(root);
void store.put(blobKey("lead-resumes", "interrupted.pdf"), body, { contentType: "application/pdf" });
// Keep the process alive until it is killed.
setInterval(() => undefined, 60_000);
