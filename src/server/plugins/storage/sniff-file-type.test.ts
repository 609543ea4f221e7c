import { Readable } from "node:stream";
import { crc32 } from "node:zlib";
import { describe, expect, it } from "vitest";
import { sniffFileType } from "./sniff-file-type";

const PDF = Buffer.from(
  "%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n",
  "latin1",
);
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from([0, 0, 0, 13]),
  Buffer.from("IHDR"),
  Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89]),
]);
// The Compound File Binary signature: a legacy Word .doc (or .xls, .msg, ...).
const CFB = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>
</Types>`;
const DOCUMENT = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Jane Doe</w:t></w:r></w:p></w:body></w:document>`;
const DOCX_MIME = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

describe("sniffFileType", () => {
  it.each([
    ["a PDF", PDF, { ext: "pdf", mime: "application/pdf" }],
    ["a PNG", PNG, { ext: "png", mime: "image/png" }],
    ["a legacy .doc (CFB)", CFB, { ext: "cfb", mime: "application/x-cfb" }],
    [
      "a DOCX",
      storedZip([
        ["[Content_Types].xml", CONTENT_TYPES],
        ["word/document.xml", DOCUMENT],
      ]),
      { ext: "docx", mime: DOCX_MIME },
    ],
    ["a plain ZIP", storedZip([["notes.txt", "hello"]]), { ext: "zip", mime: "application/zip" }],
  ])("recognises %s by its bytes", async (_name, bytes, expected) => {
    const { type } = await sniffFileType(Readable.from([bytes]));
    expect(type).toEqual(expected);
  });

  it("recognises a DOCX whose [Content_Types].xml comes after a large document (as LibreOffice writes them)", async () => {
    const bigDocument = DOCUMENT.replace("Jane Doe", "x".repeat(20_000));
    const docx = storedZip([
      ["word/document.xml", bigDocument],
      ["[Content_Types].xml", CONTENT_TYPES],
    ]);

    const { type, stream } = await sniffFileType(Readable.from([docx]));

    expect(type?.ext).toBe("docx");
    expect((await readAll(stream)).equals(docx)).toBe(true);
  });

  it("finds no type for plain text or an empty stream", async () => {
    expect((await sniffFileType(Readable.from([Buffer.from("Just a plain text résumé.\n")]))).type).toBeUndefined();
    const empty = await sniffFileType(Readable.from([]));
    expect(empty.type).toBeUndefined();
    expect((await readAll(empty.stream)).length).toBe(0);
  });

  it("hands back every byte, the sampled ones first, however the input is chunked", async () => {
    const body = Buffer.concat([PDF, Buffer.alloc(100_000, 0x41), Buffer.from("%%EOF")]);
    const oneByteChunks = Array.from(body.subarray(0, 5000), (byte) => Buffer.from([byte]));
    const input = Readable.from([...oneByteChunks, body.subarray(5000)]);

    const { type, stream } = await sniffFileType(input);

    expect(type?.ext).toBe("pdf");
    expect((await readAll(stream)).equals(body)).toBe(true);
  });

  it("reads no more than the sample before the caller decides", async () => {
    let produced = 0;
    const input = Readable.from(
      (async function* () {
        for (let index = 0; index < 1000; index += 1) {
          produced += 1024;
          yield index === 0 ? Buffer.concat([PDF, Buffer.alloc(1024 - PDF.length)]) : Buffer.alloc(1024);
        }
      })(),
      { objectMode: false, highWaterMark: 1024 },
    );

    const { stream } = await sniffFileType(input);

    expect(produced).toBeLessThan(64 * 1024);
    stream.destroy();
  });

  it("destroys the input when the caller abandons the returned stream", async () => {
    const input = Readable.from([PDF, Buffer.alloc(10_000), Buffer.alloc(10_000)], { objectMode: false });
    const { stream } = await sniffFileType(input);

    for await (const chunk of stream) {
      expect(chunk.length).toBeGreaterThan(0);
      break;
    }

    // Node ends an abandoned stream iterator by destroying the stream with an AbortError.
    if (!input.destroyed) await new Promise((resolve) => input.once("close", resolve));
    expect(input.destroyed).toBe(true);
  });

  it("passes on an error from the input", async () => {
    const input = Readable.from(
      (async function* () {
        yield PDF;
        yield Buffer.alloc(10_000);
        throw new Error("client went away");
      })(),
      { objectMode: false },
    );
    const { stream } = await sniffFileType(input);
    await expect(readAll(stream)).rejects.toThrow("client went away");
  });
});

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** A ZIP archive with uncompressed ("stored") entries: enough structure for format detection. */
function storedZip(entries: [name: string, content: string][]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of entries) {
    const nameBytes = Buffer.from(name);
    const data = Buffer.from(content);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // version made by
    central.writeUInt16LE(20, 6); // version needed
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const centralDirectory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralDirectory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, centralDirectory, end]);
}
