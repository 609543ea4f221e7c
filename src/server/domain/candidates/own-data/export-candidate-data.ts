import { PassThrough, type Readable } from "node:stream";
import { inArray } from "drizzle-orm";
import { ZipFile } from "yazl";
import { accessMessages } from "@shared/accounts/access";
import { files } from "../../../db/schema";
import type { Actor } from "../../../plugins/auth/actor";
import type { BlobKey } from "../../../plugins/storage/blob-store";
import type { AppServices } from "../../../services";
import { requireSignedIn } from "../../accounts/access";
import { forbidden } from "../../../errors";
import { readCandidateDataScope } from "./candidate-data-scope";
import { CANDIDATE_DATA_TABLES, readCandidateRows } from "./candidate-data-tables";

const EXPORT_FORMAT = "onetake-candidate-export/1";

/** Formats already compressed: stored as they are, so the export costs no CPU for them. */
const STORED_TYPES = /^(video|audio|image)\/|^application\/(pdf|zip|vnd\.openxmlformats)/;

const EXTENSIONS: Record<string, string> = {
  "application/pdf": "pdf",
  "application/msword": "doc",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
  "video/mp4": "mp4",
  "video/webm": "webm",
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "audio/mpeg": "mp3",
};

/**
 * The signed-in candidate's data as a zip stream: data.json (every row the product keeps about
 * them, secrets left out) and each of their stored files under files/. Only the candidate
 * themselves may ask, e-mail verified or not: it is their data either way. Rows are read before
 * the stream starts (a few queries); the files are read from the BlobStore one at a time as the
 * zip is written, so nothing large is held in memory.
 */
export async function exportCandidateData(
  services: Pick<AppServices, "db" | "blobs" | "log">,
  actor: Actor | null,
): Promise<Readable> {
  const caller = requireSignedIn(actor);
  if (caller.userType !== "candidate") throw forbidden(accessMessages.onlyFor("candidate"));
  const scope = await readCandidateDataScope(services.db, caller.userId);
  const tables: Record<string, Record<string, unknown>[]> = {};
  for (const [name, entry] of Object.entries(CANDIDATE_DATA_TABLES)) {
    tables[name] = await readCandidateRows(services.db, entry, scope);
  }
  const fileRows =
    scope.fileIds.length > 0
      ? await services.db
          .select({ id: files.id, kind: files.kind, storageKey: files.storageKey, contentType: files.contentType })
          .from(files)
          .where(inArray(files.id, scope.fileIds))
      : [];
  const included: { id: string; kind: string; path: string; contentType: string; storageKey: BlobKey }[] = [];
  const missing: string[] = [];
  for (const file of fileRows) {
    const key = file.storageKey as BlobKey;
    if (!(await services.blobs.stat(key))) {
      missing.push(file.id);
      continue;
    }
    const extension = EXTENSIONS[file.contentType] ?? "bin";
    included.push({ ...file, storageKey: key, path: `files/${file.kind}/${file.id}.${extension}` });
  }

  const zip = new ZipFile();
  const data = {
    format: EXPORT_FORMAT,
    exportedAt: new Date().toISOString(),
    tables,
    files: included.map(({ id, kind, path, contentType }) => ({ id, kind, path, contentType })),
    filesNoLongerStored: missing,
  };
  zip.addBuffer(Buffer.from(JSON.stringify(data, null, 2)), "data.json");
  for (const file of included) {
    zip.addReadStreamLazy(file.path, { compress: !STORED_TYPES.test(file.contentType) }, (callback) => {
      services.blobs.get(file.storageKey).then(
        (read) => {
          // Deleted between the listing and now: an empty entry rather than a broken zip.
          callback(null, read ? read.stream : emptyStream());
        },
        (error: unknown) => callback(error, emptyStream()),
      );
    });
  }
  zip.end();
  const output = new PassThrough();
  zip.outputStream.on("error", (error) => {
    services.log.error({ err: error }, "candidate data export failed while streaming");
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  zip.outputStream.pipe(output);
  return output;
}

function emptyStream(): Readable {
  const stream = new PassThrough();
  stream.end();
  return stream;
}
