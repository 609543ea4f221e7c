import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { startS3rver, type RunningS3rver } from "../plugins/storage/s3rver-harness";
import { startServerProcess, type ServerProcess } from "./server-process";

export interface ServerPair {
  servers: [ServerProcess, ServerProcess];
  s3: RunningS3rver;
  stop(): Promise<void>;
}

/**
 * Two real server processes as a deployment runs them behind a load balancer: one PostgreSQL
 * database, one S3 bucket (s3rver), one AUTH_SECRET, TRUST_PROXY on, and a data directory each
 * (a data directory has one server). `env` is added to both, `each[i]` to server i alone.
 */
export async function startServerPair(
  databaseUrl: string,
  env: Record<string, string> = {},
  each: [Record<string, string>, Record<string, string>] = [{}, {}],
): Promise<ServerPair> {
  const s3 = await startS3rver();
  const { storeOptions } = s3;
  const secret = randomBytes(32).toString("base64url");
  const dataDirs = await Promise.all(
    ["a", "b"].map((name) => fs.mkdtemp(path.join(os.tmpdir(), `onetake-pair-${name}-`))),
  );
  const started = await Promise.allSettled(
    dataDirs.map((dataDir, index) =>
      startServerProcess({
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        AUTH_SECRET: secret,
        TRUST_PROXY: "true",
        S3_BUCKET: storeOptions.bucket,
        S3_REGION: storeOptions.region,
        S3_ENDPOINT: storeOptions.endpoint ?? "",
        S3_ACCESS_KEY_ID: storeOptions.credentials?.accessKeyId ?? "",
        S3_SECRET_ACCESS_KEY: storeOptions.credentials?.secretAccessKey ?? "",
        S3_FORCE_PATH_STYLE: "true",
        ...env,
        ...each[index],
      }),
    ),
  );
  const servers = started.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
  const stop = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await s3.stop();
    await Promise.all(dataDirs.map((dataDir) => fs.rm(dataDir, { recursive: true, force: true })));
  };
  const failed = started.find((result) => result.status === "rejected");
  if (failed) {
    await stop();
    throw failed.reason;
  }
  return { servers: servers as [ServerProcess, ServerProcess], s3, stop };
}
