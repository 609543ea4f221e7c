import { describe, expect, it } from "vitest";
import { looksLikeMp3 } from "./mp3-bytes";

/** An MPEG-1 Layer III frame header: 128 kbit/s, 44.1 kHz. */
const FRAME = [0xff, 0xfb, 0x90, 0x64];

function id3(body: number): number[] {
  // A 10-byte ID3v2.4 header whose syncsafe size says `body` bytes follow.
  return [0x49, 0x44, 0x33, 4, 0, 0, (body >> 21) & 0x7f, (body >> 14) & 0x7f, (body >> 7) & 0x7f, body & 0x7f];
}

describe("looksLikeMp3", () => {
  it("takes a bare MP3 frame and one after an ID3 tag", () => {
    expect(looksLikeMp3(Uint8Array.from([...FRAME, 0, 0, 0, 0]))).toBe(true);
    expect(looksLikeMp3(Uint8Array.from([...id3(200), ...new Array<number>(200).fill(0), ...FRAME]))).toBe(true);
  });

  it("refuses what a server answers instead of audio, and other formats", () => {
    const bytes = (text: string) => new TextEncoder().encode(text);
    expect(looksLikeMp3(bytes("<html><body>Bad gateway</body></html>"))).toBe(false);
    expect(looksLikeMp3(bytes('{"error":"no such model"}'))).toBe(false);
    expect(looksLikeMp3(bytes("RIFF\u0000\u0000\u0000\u0000WAVEfmt "))).toBe(false);
    expect(looksLikeMp3(bytes("OggS"))).toBe(false);
    // AAC in ADTS has the same sync but layer 00.
    expect(looksLikeMp3(Uint8Array.from([0xff, 0xf1, 0x50, 0x80, 0, 0]))).toBe(false);
    // A tag with nothing after it, and nothing at all.
    expect(looksLikeMp3(Uint8Array.from(id3(20)))).toBe(false);
    expect(looksLikeMp3(new Uint8Array())).toBe(false);
  });
});
