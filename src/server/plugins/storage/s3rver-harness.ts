import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3BlobStoreOptions } from "./s3-blob-store";

export interface RunningS3rver {
  /** Options for an S3BlobStore that talks to this server with the real SDK. */
  storeOptions: S3BlobStoreOptions;
  stop(): Promise<void>;
}

/** Starts s3rver (an S3-protocol server) on a random loopback port with one empty bucket; for tests. */
export async function startS3rver(): Promise<RunningS3rver> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), "onetake-s3rver-"));
  const bucket = "onetake-test";
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    storeOptions: {
      bucket,
      region: "us-east-1",
      endpoint: `http://127.0.0.1:${port}`,
      // s3rver checks signatures against its one built-in account.
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
      forcePathStyle: true,
    },
    async stop() {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
