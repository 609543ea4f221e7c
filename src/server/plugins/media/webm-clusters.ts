/*
 * Finds the Matroska Clusters of a WebM recording while its chunks arrive, so a window of it can
 * be decoded from a cluster near the cursor: the header bytes followed by the bytes from that
 * cluster on form a WebM that ffmpeg reads with the whole recording's timestamps.
 *
 * Chunks are arbitrary slices of one stream (a second of MediaRecorder output, 64 KB in tests, a
 * single byte); nothing here depends on where they are cut. The scan is a byte search for the
 * Cluster ID, kept honest by requiring the head a real Cluster starts with: a valid size, then a
 * Timecode element. A payload that happens to hold that whole head as well would still be
 * counted (at least seven chance bytes in a row); ffmpeg then skips the garbage and starts at the
 * next real cluster, so a window must not assume its audio starts where it asked.
 */

const CLUSTER_ID = [0x1f, 0x43, 0xb6, 0x75] as const;
const TIMECODE_ID = 0xe7;
const SEGMENT_ID = 0x18538067;
const INFO_ID = 0x1549a966;
const TIMECODE_SCALE_ID = 0x2ad7b1;

/** Matroska's default (1 ms per tick); Chrome's, Firefox's and ffmpeg's WebM all use it. */
const DEFAULT_TIMECODE_SCALE_NS = 1_000_000;

/**
 * The header is kept only until the first Cluster, to read its TimecodeScale. Browser headers
 * are under 1 KB; past this the default scale is assumed.
 */
const HEADER_KEEP_LIMIT = 64 * 1024;

export interface ClusterHit {
  /** The chunk the Cluster ID starts in (an ID cut by a chunk boundary belongs to the earlier chunk). */
  seq: number;
  /** Where the Cluster ID starts inside that chunk. */
  offset: number;
  /** Where the Cluster ID starts in the whole stream. */
  streamOffset: number;
  /** The cluster's timecode in milliseconds, with the header's TimecodeScale applied. */
  timecodeMs: number;
}

/**
 * Everything one call needs from the calls before it: plain numbers and arrays, so it can be
 * stored as JSON between runs. Small once the first Cluster is found (a few dozen numbers).
 */
export interface ClusterScanState {
  /** Stream bytes scanned so far: the stream offset of the next chunk's first byte. */
  position: number;
  /** Stream bytes before the first Cluster (EBML header, Segment head, Info, Tracks); null until it is found. */
  headerBytes: number | null;
  timecodeScaleNs: number;
  /**
   * The stream's last bytes, from the earliest place a Cluster head may still start: the last 3
   * bytes (an ID that may go on in the next chunk) or an ID whose head is not complete yet. A
   * head is at most 29 bytes (ID, 8-byte size, Timecode ID, 8-byte size, 8-byte value), so is this.
   */
  tail: number[];
  /** Stream offsets of Cluster IDs whose head goes on past `position`; each is decided once it is complete. */
  pending: number[];
  /** Where each chunk holding part of `tail` starts in the stream, to report a hit against the chunk it starts in. */
  chunkStarts: { seq: number; start: number }[];
  /** The stream's first bytes while no Cluster is found yet (at most HEADER_KEEP_LIMIT). */
  headerPrefix: number[];
}

export interface ClusterScan {
  clusters: ClusterHit[];
  state: ClusterScanState;
}

export function initialClusterScanState(): ClusterScanState {
  return {
    position: 0,
    headerBytes: null,
    timecodeScaleNs: DEFAULT_TIMECODE_SCALE_NS,
    tail: [],
    pending: [],
    chunkStarts: [],
    headerPrefix: [],
  };
}

type ByteAt = (streamOffset: number) => number;

/** A head is complete and valid (its timecode in ticks), not one (null), or goes on past the bytes so far. */
type HeadReading = { ticks: number } | null | "incomplete";

/**
 * Scans chunk `seq`, the next slice of the stream after the ones `carry` has seen, and returns
 * the Clusters whose head ends in it (including one whose ID started in an earlier chunk) and the
 * state for the next chunk. Every Cluster is reported exactly once, wherever the chunks are cut.
 */
export function scanClusters(bytes: Uint8Array, seq: number, carry: ClusterScanState): ClusterScan {
  const tailStart = carry.position - carry.tail.length;
  const end = carry.position + bytes.length;
  const byteAt: ByteAt = (at) =>
    at < carry.position ? (carry.tail[at - tailStart] ?? -1) : (bytes[at - carry.position] ?? -1);
  const chunkStarts = [...carry.chunkStarts, { seq, start: carry.position }];

  const found: { streamOffset: number; ticks: number }[] = [];
  const pending: number[] = [];
  const examine = (at: number) => {
    const head = readClusterHead(byteAt, at, end);
    if (head === "incomplete") pending.push(at);
    else if (head) found.push({ streamOffset: at, ticks: head.ticks });
  };

  // Earlier IDs come first: each was at least 4 bytes before the previous chunk's end.
  for (const at of carry.pending) examine(at);
  // The previous chunk's last 3 bytes could not be checked for a whole ID until now.
  for (let at = Math.max(0, carry.position - 3); at < carry.position && at + 4 <= end; at++) examine(at);
  for (let index = bytes.indexOf(CLUSTER_ID[0]); index !== -1; index = bytes.indexOf(CLUSTER_ID[0], index + 1)) {
    if (carry.position + index + 4 > end) break;
    examine(carry.position + index);
  }

  let headerBytes = carry.headerBytes;
  let timecodeScaleNs = carry.timecodeScaleNs;
  let headerPrefix = carry.headerPrefix;
  if (headerBytes === null && headerPrefix.length < HEADER_KEEP_LIMIT) {
    headerPrefix = headerPrefix.concat(Array.from(bytes.subarray(0, HEADER_KEEP_LIMIT - headerPrefix.length)));
  }
  const first = found[0];
  if (headerBytes === null && first) {
    headerBytes = first.streamOffset;
    if (headerPrefix.length >= headerBytes) {
      timecodeScaleNs = readTimecodeScale(Uint8Array.from(headerPrefix.slice(0, headerBytes))) ?? timecodeScaleNs;
    }
    headerPrefix = [];
  }

  const nextTailStart = Math.max(0, Math.min(pending[0] ?? Infinity, end - 3));
  const tail: number[] = [];
  for (let at = nextTailStart; at < end; at++) tail.push(byteAt(at));

  const clusters = found.map(({ streamOffset, ticks }) => {
    const chunk = chunkHolding(chunkStarts, streamOffset);
    return {
      seq: chunk.seq,
      offset: streamOffset - chunk.start,
      streamOffset,
      timecodeMs: (ticks * timecodeScaleNs) / DEFAULT_TIMECODE_SCALE_NS,
    };
  });

  return {
    clusters,
    state: {
      position: end,
      headerBytes,
      timecodeScaleNs,
      tail,
      pending,
      chunkStarts: chunkStarts.slice(chunkIndexHolding(chunkStarts, nextTailStart)),
      headerPrefix,
    },
  };
}

/** Scans a whole run of chunks in order, from `carry` (the stream's start by default). */
export function scanClusterChunks(
  chunks: readonly { seq: number; bytes: Uint8Array }[],
  carry: ClusterScanState = initialClusterScanState(),
): ClusterScan {
  const clusters: ClusterHit[] = [];
  let state = carry;
  for (const chunk of chunks) {
    const scan = scanClusters(chunk.bytes, chunk.seq, state);
    clusters.push(...scan.clusters);
    state = scan.state;
  }
  return { clusters, state };
}

/** The last chunk starting at or before `at`: an empty chunk shares its start with the next one. */
function chunkIndexHolding(chunkStarts: readonly { start: number }[], at: number): number {
  let found = 0;
  for (const [index, chunk] of chunkStarts.entries()) if (chunk.start <= at) found = index;
  return found;
}

function chunkHolding(chunkStarts: readonly { seq: number; start: number }[], at: number) {
  const chunk = chunkStarts[chunkIndexHolding(chunkStarts, at)];
  if (!chunk) throw new Error("webm-clusters: a hit outside the chunks seen");
  return chunk;
}

/** Reads the Cluster head at `at`: the ID, a size, then a Timecode element of 1-8 bytes. */
function readClusterHead(byteAt: ByteAt, at: number, end: number): HeadReading {
  for (const [index, id] of CLUSTER_ID.entries()) if (byteAt(at + index) !== id) return null;
  let cursor = at + CLUSTER_ID.length;
  const size = readVint(byteAt, cursor, end);
  if (size === null || size === "incomplete") return size;
  cursor += size.length;
  if (cursor >= end) return "incomplete";
  if (byteAt(cursor) !== TIMECODE_ID) return null;
  cursor += 1;
  const timecodeSize = readVint(byteAt, cursor, end);
  if (timecodeSize === null || timecodeSize === "incomplete") return timecodeSize;
  if (timecodeSize.unknown || timecodeSize.value < 1 || timecodeSize.value > 8) return null;
  // A known Cluster size must at least hold its own Timecode element.
  if (!size.unknown && size.value < 1 + timecodeSize.length + timecodeSize.value) return null;
  cursor += timecodeSize.length;
  if (cursor + timecodeSize.value > end) return "incomplete";
  let ticks = 0;
  for (let index = 0; index < timecodeSize.value; index++) ticks = ticks * 256 + byteAt(cursor + index);
  return { ticks };
}

/** An EBML variable-size integer: its length (1-8) by its leading zeros; all value bits set means "unknown". */
function readVint(
  byteAt: ByteAt,
  at: number,
  end: number,
): { length: number; value: number; unknown: boolean } | null | "incomplete" {
  if (at >= end) return "incomplete";
  const first = byteAt(at);
  if (first <= 0) return null;
  const length = Math.clz32(first) - 23;
  if (at + length > end) return "incomplete";
  const firstBits = first & (0xff >> length);
  let value = firstBits;
  let allOnes = firstBits === 0xff >> length;
  for (let index = 1; index < length; index++) {
    const byte = byteAt(at + index);
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { length, value, unknown: allOnes };
}

/**
 * The TimecodeScale in the header's Info, walking the elements by their sizes (the Segment is
 * entered, whatever its size). Undefined when the header does not say or cannot be walked.
 */
export function readTimecodeScale(header: Uint8Array): number | undefined {
  const byteAt: ByteAt = (at) => header[at] ?? -1;
  let cursor = 0;
  while (cursor < header.length) {
    const element = readElementHead(byteAt, cursor, header.length);
    if (!element) return undefined;
    if (element.id === SEGMENT_ID) {
      cursor = element.dataStart;
      continue;
    }
    if (element.size === null) return undefined;
    if (element.id === INFO_ID) {
      const infoEnd = Math.min(element.dataStart + element.size, header.length);
      for (let child = element.dataStart; child < infoEnd;) {
        const field = readElementHead(byteAt, child, infoEnd);
        if (!field || field.size === null) return undefined;
        if (field.id === TIMECODE_SCALE_ID && field.size >= 1 && field.size <= 8) {
          let scale = 0;
          for (let index = 0; index < field.size; index++) scale = scale * 256 + byteAt(field.dataStart + index);
          return scale > 0 ? scale : undefined;
        }
        child = field.dataStart + field.size;
      }
      return undefined;
    }
    cursor = element.dataStart + element.size;
  }
  return undefined;
}

function readElementHead(
  byteAt: ByteAt,
  at: number,
  end: number,
): { id: number; size: number | null; dataStart: number } | null {
  const first = byteAt(at);
  if (first <= 0) return null;
  const idLength = Math.clz32(first) - 23;
  if (idLength > 4 || at + idLength > end) return null;
  let id = 0;
  for (let index = 0; index < idLength; index++) id = id * 256 + byteAt(at + index);
  const size = readVint(byteAt, at + idLength, end);
  if (size === null || size === "incomplete") return null;
  return { id, size: size.unknown ? null : size.value, dataStart: at + idLength + size.length };
}
