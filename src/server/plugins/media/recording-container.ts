import { open } from "node:fs/promises";
import { MediaToolError } from "./ffmpeg";

/** WebM from Chromium and Firefox recorders, MP4 from Safari's. */
export type RecordingContainer = "webm" | "mp4";

const EBML_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);
const FTYP = Buffer.from("ftyp", "latin1");

/** Judges a recording's container from its first bytes; a MediaToolError for anything else. */
export async function recordingContainer(filePath: string): Promise<RecordingContainer> {
  const head = await readHead(filePath, 12);
  if (head.subarray(0, 4).equals(EBML_MAGIC)) return "webm";
  if (head.subarray(4, 8).equals(FTYP)) return "mp4";
  throw new MediaToolError("invalid-input", `not a WebM or MP4 recording: ${filePath}`);
}

/** Fails with a MediaToolError when the file cannot be read, so callers get one error type. */
export async function assertReadable(filePath: string): Promise<void> {
  await readHead(filePath, 1);
}

async function readHead(filePath: string, length: number): Promise<Buffer> {
  let handle;
  try {
    handle = await open(filePath, "r");
  } catch (error) {
    throw new MediaToolError("invalid-input", `cannot read ${filePath}`, "", { cause: error });
  }
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, 0);
    if (bytesRead === 0) throw new MediaToolError("invalid-input", `empty file: ${filePath}`);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
