import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { describeHostileBodies, measureHostileBodies, type HostileBodyFigures } from "./hostile-chunk-bodies";
import { RssSampler } from "./rss-sampler";
import { benchWebm, sliceBySeconds } from "./recording-media";
import { inParallel, RecorderClient, recorderEmail, sha256Hex, type BenchSession } from "./recording-client";

// The recording figures (decisions 0016, 0018 and 0038; `npm run bench`, `BENCH_ONLY=recording` for these alone):
// - finish -> completed for 1, 5 and 20 minutes of media (60/300/1200 chunks of ~180 KB);
// - finalize (join, remux, poster, checks) per minute of real WebM;
// - the server's RSS while it ingests 500 MB in 1-second (~420 KB) chunks;
// - chunk ingest throughput against a plain write of the same bytes to the same disk;
// - the server's RSS while 16 requests send 60 MiB JSON bodies to the chunk route (refused unread).
// Chunks go up `UPLOAD_CONCURRENCY` at a time, as the browser's bounded queue sends them.

/** How many candidates one run needs: one per recording. */
export const RECORDERS_NEEDED = 7;
const UPLOAD_CONCURRENCY = 3;
const FINISH_SIZES = [1, 5, 20] as const;
const FINISH_CHUNK_BYTES = 180 * 1024;
const INGEST_CHUNK_BYTES = 420 * 1024;
const INGEST_TOTAL_BYTES = Number(process.env.BENCH_INGEST_MB ?? 500) * 1024 * 1024;
const FINALIZE_MINUTES = [1, 5] as const;
const RSS_GROWTH_LIMIT_MB = 64;
/** Chunks another recorder sends first, so the RSS baseline is that of a server that has taken chunks before. */
const WARM_UP_CHUNKS = 60;

export interface RecordingTarget {
  baseUrl: string;
  serverPid: number | undefined;
  dataDir: string;
  runId: string;
  password: string;
}

export interface RecordingFigures {
  finishMs: { minutes: number; chunks: number; megabytes: number; ms: number }[];
  finalize: {
    sessionId: string;
    minutes: number;
    megabytes: number;
    seconds: number;
    secondsPerMinute: number;
    durationSeconds: number;
  }[];
  /** The finalize task's own run time (pg-boss started -> completed), per minute of media. */
  finalizeTaskSeconds?: { minutes: number; seconds: number; secondsPerMinute: number }[];
  /** (5 min - 1 min) / 4 of the task's own run times: the cost of each further minute of media. */
  finalizeMarginalSecondsPerMinute?: number;
  ingest: {
    megabytes: number;
    chunks: number;
    seconds: number;
    megabytesPerSecond: number;
    plainSyncedMegabytesPerSecond: number;
    plainUnsyncedMegabytesPerSecond: number;
    ratioToSynced: number;
    ratioToUnsynced: number;
    rssBeforeMb: number | null;
    rssPeakMb: number | null;
    rssGrowthMb: number | null;
  };
  /** 16 × 60 MiB JSON bodies to random sessions: refused before they are read. */
  hostileBodies: HostileBodyFigures;
}

const mb = (bytes: number) => bytes / (1024 * 1024);
const round = (value: number, digits = 1) => Number(value.toFixed(digits));

/**
 * The ingest chunks: random bytes from a small pool, each made unique by its seq, so the same
 * bytes can be produced twice (for the server, then for the plain write) without holding 500 MB.
 */
function ingestChunk(pool: Buffer[], seq: number, size: number): Buffer<ArrayBuffer> {
  const chunk = Buffer.allocUnsafe(size);
  pool[seq % pool.length]!.copy(chunk, 0, 0, size);
  chunk.writeUInt32BE(seq, 0);
  return chunk;
}

async function uploadAll(
  client: RecorderClient,
  session: BenchSession,
  chunks: Buffer<ArrayBuffer>[],
): Promise<string[]> {
  const hashes = chunks.map((chunk) => sha256Hex(chunk));
  await inParallel(chunks.length, UPLOAD_CONCURRENCY, (seq) =>
    client.putChunk(session, seq, chunks[seq]!, hashes[seq]!),
  );
  return hashes;
}

async function measureFinish(client: RecorderClient, minutes: number) {
  const count = minutes * 60;
  const chunks = Array.from({ length: count }, () => randomBytes(FINISH_CHUNK_BYTES));
  const session = await client.open();
  const hashes = await uploadAll(client, session, chunks);
  const started = performance.now();
  await client.finish(session, hashes);
  const ms = performance.now() - started;
  session.stop();
  return {
    session,
    figures: { minutes, chunks: count, megabytes: round(mb(count * FINISH_CHUNK_BYTES)), ms: round(ms) },
  };
}

async function measureFinalize(client: RecorderClient, minutes: number) {
  const bytes = await fs.readFile(await benchWebm(minutes));
  const chunks = sliceBySeconds(bytes, minutes * 60);
  const session = await client.open();
  const hashes = await uploadAll(client, session, chunks);
  await client.finish(session, hashes);
  session.stop();
  const finished = performance.now();
  const settled = await client.settled(session.interviewId);
  if (settled.status !== "ready") throw new Error(`the ${minutes}-minute recording ended ${settled.status}`);
  const seconds = (settled.at - finished) / 1000;
  return {
    sessionId: session.sessionId,
    minutes,
    megabytes: round(mb(bytes.length)),
    seconds: round(seconds, 2),
    secondsPerMinute: round(seconds / minutes, 2),
    durationSeconds: settled.durationSeconds ?? 0,
  };
}

/** Writes the same chunks to files on the data directory's disk, as many at once as the upload sent. */
async function plainWrite(dataDir: string, pool: Buffer[], count: number, flush: boolean): Promise<number> {
  const directory = await fs.mkdtemp(path.join(dataDir, "bench-plain-write-"));
  try {
    const started = performance.now();
    await inParallel(count, UPLOAD_CONCURRENCY, async (seq) => {
      const chunk = ingestChunk(pool, seq, INGEST_CHUNK_BYTES);
      sha256Hex(chunk); // the client hashes each chunk before sending it too
      await fs.writeFile(path.join(directory, `${seq}.part`), chunk, { flush });
    });
    return (performance.now() - started) / 1000;
  } finally {
    await fs.rm(directory, { recursive: true, force: true });
  }
}

async function measureIngest(client: RecorderClient, warmUp: RecorderClient, target: RecordingTarget) {
  const count = Math.ceil(INGEST_TOTAL_BYTES / INGEST_CHUNK_BYTES);
  const pool = Array.from({ length: 16 }, () => randomBytes(INGEST_CHUNK_BYTES));
  const first = await warmUp.open();
  await uploadAll(
    warmUp,
    first,
    Array.from({ length: WARM_UP_CHUNKS }, (_, seq) => ingestChunk(pool, seq, INGEST_CHUNK_BYTES)),
  );
  first.stop();
  const session = await client.open();
  const sampler = target.serverPid === undefined ? undefined : new RssSampler(target.serverPid);
  const before = sampler ? await sampler.baseline(1000) : null;
  sampler?.start();
  const started = performance.now();
  await inParallel(count, UPLOAD_CONCURRENCY, async (seq) => {
    const chunk = ingestChunk(pool, seq, INGEST_CHUNK_BYTES);
    await client.putChunk(session, seq, chunk, sha256Hex(chunk));
  });
  const seconds = (performance.now() - started) / 1000;
  const peak = sampler ? await sampler.stop() : null;
  session.stop();
  const synced = await plainWrite(target.dataDir, pool, count, true);
  const unsynced = await plainWrite(target.dataDir, pool, count, false);
  const megabytes = mb(count * INGEST_CHUNK_BYTES);
  return {
    megabytes: round(megabytes),
    chunks: count,
    seconds: round(seconds, 2),
    megabytesPerSecond: round(megabytes / seconds),
    plainSyncedMegabytesPerSecond: round(megabytes / synced),
    plainUnsyncedMegabytesPerSecond: round(megabytes / unsynced),
    ratioToSynced: round(synced / seconds, 3),
    ratioToUnsynced: round(unsynced / seconds, 3),
    rssBeforeMb: before === null ? null : round(before),
    rssPeakMb: peak === null ? null : round(peak),
    rssGrowthMb: before === null || peak === null ? null : round(peak - before),
  };
}

export async function benchRecording(target: RecordingTarget): Promise<RecordingFigures> {
  const clients: RecorderClient[] = [];
  for (let index = 0; index < RECORDERS_NEEDED; index += 1)
    clients.push(
      await RecorderClient.signIn(target.baseUrl, recorderEmail(target.runId, index), target.password, index),
    );
  // Made before anything is measured: encoding must not share the CPU with a measurement.
  for (const minutes of FINALIZE_MINUTES) await benchWebm(minutes);

  console.log(
    `\nRecording: ingesting ${round(mb(INGEST_TOTAL_BYTES))} MB in ${INGEST_CHUNK_BYTES / 1024} KB chunks ...`,
  );
  const ingest = await measureIngest(clients[0]!, clients[RECORDERS_NEEDED - 1]!, target);

  console.log("Recording: 16 × 60 MiB JSON bodies to the chunk route ...");
  const hostileBodies = await measureHostileBodies(target.baseUrl, target.serverPid);

  console.log("Recording: finish -> completed at 1, 5 and 20 minutes ...");
  const finishMs: RecordingFigures["finishMs"] = [];
  const pending: { client: RecorderClient; interviewId: string }[] = [];
  for (const [index, minutes] of FINISH_SIZES.entries()) {
    const { session, figures } = await measureFinish(clients[1 + index]!, minutes);
    finishMs.push(figures);
    pending.push({ client: clients[1 + index]!, interviewId: session.interviewId });
  }
  // These chunks are random bytes: their finalize tasks fail at ffmpeg. Let them end first, so
  // the finalize figures below have the worker to themselves.
  for (const { client, interviewId } of pending) await client.settled(interviewId);

  console.log("Recording: finalizing 1 and 5 minutes of WebM ...");
  const finalize: RecordingFigures["finalize"] = [];
  for (const [index, minutes] of FINALIZE_MINUTES.entries())
    finalize.push(await measureFinalize(clients[1 + FINISH_SIZES.length + index]!, minutes));
  const figures = { finishMs, finalize, ingest, hostileBodies };
  printRecording(figures);
  return figures;
}

function printRecording(f: RecordingFigures): void {
  const rows: [string, string][] = [];
  for (const each of f.finishMs)
    rows.push([
      `finish -> completed, ${each.minutes} min`,
      `${each.ms.toFixed(1)} ms   (${each.chunks} chunks, ${each.megabytes} MB)`,
    ]);
  for (const each of f.finalize)
    rows.push([
      `finalize, ${each.minutes} min WebM`,
      `${each.seconds.toFixed(2)} s = ${each.secondsPerMinute.toFixed(2)} s per minute of media   ` +
        `(${each.megabytes} MB, stored duration ${each.durationSeconds} s)`,
    ]);
  const i = f.ingest;
  rows.push([
    "chunk ingest over HTTP",
    `${i.megabytesPerSecond} MB/s   (${i.megabytes} MB in ${i.chunks} chunks, ${i.seconds} s)`,
  ]);
  rows.push([
    "plain write, same bytes and disk",
    `${i.plainSyncedMegabytesPerSecond} MB/s flushed (as the store does), ${i.plainUnsyncedMegabytesPerSecond} MB/s unflushed`,
  ]);
  rows.push([
    "ingest / plain write",
    `${(100 * i.ratioToSynced).toFixed(1)}% of the flushed write, ${(100 * i.ratioToUnsynced).toFixed(1)}% of the unflushed`,
  ]);
  rows.push([
    "server RSS during the ingest",
    i.rssGrowthMb === null
      ? "unknown (the server is not this run's child)"
      : `${i.rssBeforeMb} MB before, ${i.rssPeakMb} MB peak: growth ${i.rssGrowthMb} MB ` +
        `(${i.rssGrowthMb < RSS_GROWTH_LIMIT_MB ? "within" : "OVER"} the ${RSS_GROWTH_LIMIT_MB} MB limit; ` +
        `before = after another recorder's ${WARM_UP_CHUNKS} chunks)`,
  ]);
  rows.push(["16 × 60 MiB JSON to the chunk route", describeHostileBodies(f.hostileBodies)]);
  const width = Math.max(...rows.map(([name]) => name.length));
  console.log("");
  for (const [name, value] of rows) console.log(`${name.padEnd(width)}   ${value}`);
  console.log(
    "\nFinalize times run from the finish answer until recording-status reads ready, polled every 100 ms; " +
      "they include the worker's queue polling (up to 2 s).",
  );
}

/** Prints the finalize tasks' run times read from pg-boss after the server stopped, and returns them. */
export function printTaskTimes(
  figures: RecordingFigures,
  secondsBySession: Record<string, number>,
): NonNullable<RecordingFigures["finalizeTaskSeconds"]> {
  const times = figures.finalize.flatMap((each) => {
    const seconds = secondsBySession[each.sessionId];
    return seconds === undefined
      ? []
      : [{ minutes: each.minutes, seconds: round(seconds, 2), secondsPerMinute: round(seconds / each.minutes, 2) }];
  });
  for (const each of times)
    console.log(
      `finalize task alone, ${each.minutes} min: ${each.seconds.toFixed(2)} s = ` +
        `${each.secondsPerMinute.toFixed(2)} s per minute of media (pg-boss started -> completed)`,
    );
  const [short, long] = times;
  if (short && long) {
    figures.finalizeMarginalSecondsPerMinute = round(
      (long.seconds - short.seconds) / (long.minutes - short.minutes),
      2,
    );
    console.log(
      `finalize task, each further minute: ${figures.finalizeMarginalSecondsPerMinute.toFixed(2)} s ` +
        `((${long.minutes} min - ${short.minutes} min) / ${long.minutes - short.minutes})`,
    );
  }
  return times;
}
