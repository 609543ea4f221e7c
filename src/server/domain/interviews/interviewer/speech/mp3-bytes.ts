/*
 * A speech server answers 200 with whatever it has: an HTML error page behind a proxy, JSON, or
 * audio in another format. Only bytes that open like an MP3 are served as audio/mpeg, so the page
 * falls back to the browser's voice instead of an <audio> that never plays.
 */

/** The size of an ID3v2 tag at the start, or 0 when there is none. */
function id3Length(bytes: Uint8Array): number {
  if (bytes.length < 10 || bytes[0] !== 0x49 || bytes[1] !== 0x44 || bytes[2] !== 0x33) return 0;
  // Four "syncsafe" bytes (7 bits each), after the 10-byte header; a footer adds 10 more.
  const size = ((bytes[6]! & 0x7f) << 21) | ((bytes[7]! & 0x7f) << 14) | ((bytes[8]! & 0x7f) << 7) | (bytes[9]! & 0x7f);
  const footer = (bytes[5]! & 0x10) !== 0 ? 10 : 0;
  return 10 + size + footer;
}

/** Whether an MPEG audio frame header starts at `at`: the 11-bit sync, a real layer, bitrate and rate. */
function isFrameHeader(bytes: Uint8Array, at: number): boolean {
  if (at + 4 > bytes.length) return false;
  const [b0, b1, b2] = [bytes[at]!, bytes[at + 1]!, bytes[at + 2]!];
  const sync = b0 === 0xff && (b1 & 0xe0) === 0xe0;
  const version = (b1 >> 3) & 0x03;
  // Layer 00 is reserved, which also tells AAC's ADTS (the same sync) apart.
  const layer = (b1 >> 1) & 0x03;
  const bitrate = (b2 >> 4) & 0x0f;
  const rate = (b2 >> 2) & 0x03;
  return sync && version !== 0x01 && layer !== 0x00 && bitrate !== 0x0f && rate !== 0x03;
}

/** Whether the bytes are MP3 audio: an MPEG audio frame at the start or right after an ID3v2 tag. */
export function looksLikeMp3(bytes: Uint8Array): boolean {
  const tag = id3Length(bytes);
  return isFrameHeader(bytes, tag);
}
