import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

// After `vite build`: writes .br and .gz beside every text asset, so the server sends compressed
// files (@fastify/static preCompressed) without compressing on each request.

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|xml|webmanifest)$/;

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

const root = path.resolve(process.argv[2] ?? "dist/web");
let count = 0;
for await (const file of walk(root)) {
  const body = await fs.readFile(file);
  if (body.length < 1024) continue;
  await fs.writeFile(`${file}.gz`, await gzip(body, { level: 9 }));
  await fs.writeFile(`${file}.br`, await brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
  count += 1;
}
console.log(`Precompressed ${count} files in ${path.relative(process.cwd(), root) || "."}`);
