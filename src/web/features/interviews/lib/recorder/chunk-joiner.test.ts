import { describe, expect, it } from "vitest";
import { ChunkJoiner } from "./chunk-joiner";

/** A piece of `size` bytes, each byte `fill` (so joined bytes show their order). */
const piece = (size: number, fill = 1) => new Blob([new Uint8Array(size).fill(fill)], { type: "video/webm" });
const bytesOf = async (blob: Blob) => [...new Uint8Array(await blob.arrayBuffer())];

describe("the chunk joiner: no chunk under the server's floor but a segment's last (decision 0076)", () => {
  it("sends a piece at or above the floor as it is, one seq each", () => {
    const joiner = new ChunkJoiner(100);
    const first = piece(100);
    expect(joiner.push(first)).toEqual({ seq: 0, bytes: first });
    expect(joiner.push(piece(250))?.seq).toBe(1);
    expect(joiner.nextSeq).toBe(2);
    expect(joiner.end()).toBeNull();
  });

  it("holds small pieces back and sends them joined, in order, once they reach the floor", async () => {
    const joiner = new ChunkJoiner(100);
    expect(joiner.push(piece(40, 1))).toBeNull();
    expect(joiner.push(piece(40, 2))).toBeNull();
    const joined = joiner.push(piece(30, 3));
    expect(joined?.seq).toBe(0);
    expect(joined?.bytes.size).toBe(110);
    expect(joined?.bytes.type).toBe("video/webm");
    expect(await bytesOf(joined!.bytes)).toEqual([
      ...Array<number>(40).fill(1),
      ...Array<number>(40).fill(2),
      ...Array<number>(30).fill(3),
    ]);
    // The next piece starts a new chunk with the next seq: seqs stay dense.
    expect(joiner.push(piece(120))?.seq).toBe(1);
  });

  it("joins a held piece with a large one after it rather than sending it alone", () => {
    const joiner = new ChunkJoiner(100);
    expect(joiner.push(piece(10))).toBeNull();
    expect(joiner.push(piece(500))).toMatchObject({ seq: 0, bytes: { size: 510 } });
  });

  it("sends what is held when the recorder stops, as the segment's last chunk, however small", async () => {
    const joiner = new ChunkJoiner(100);
    expect(joiner.push(piece(150))?.seq).toBe(0);
    expect(joiner.push(piece(20, 7))).toBeNull();
    expect(joiner.push(piece(5, 8))).toBeNull();
    const last = joiner.end();
    expect(last?.seq).toBe(1);
    expect(await bytesOf(last!.bytes)).toEqual([...Array<number>(20).fill(7), ...Array<number>(5).fill(8)]);
    expect(joiner.end()).toBeNull();
  });

  it("while a piece is held, the next chunk with bytes is the held one's seq (where a question mark points)", () => {
    const joiner = new ChunkJoiner(100);
    joiner.push(piece(100));
    expect(joiner.nextSeq).toBe(1);
    joiner.push(piece(10));
    // A question marked now begins in chunk 1: the held bytes go out under it.
    expect(joiner.nextSeq).toBe(1);
    expect(joiner.push(piece(95))?.seq).toBe(1);
    expect(joiner.nextSeq).toBe(2);
  });

  it("ignores empty pieces: they neither hold a seq nor count towards the floor", () => {
    const joiner = new ChunkJoiner(100);
    expect(joiner.push(piece(0))).toBeNull();
    expect(joiner.end()).toBeNull();
    expect(joiner.nextSeq).toBe(0);
    expect(joiner.push(piece(60))).toBeNull();
    expect(joiner.push(piece(0))).toBeNull();
    expect(joiner.nextSeq).toBe(0);
    expect(joiner.push(piece(40))).toMatchObject({ seq: 0, bytes: { size: 100 } });
  });
});
