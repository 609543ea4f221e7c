import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import type { MultipartFile, MultipartValue } from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import type { UploadContract } from "@shared/http/binary-contract";
import { type AppError, badRequest, payloadTooLarge, unsupportedMediaType } from "../../errors";
import { blobKey, type BlobArea } from "./blob-key";
import { BlobTooLargeError, type BlobStore } from "./blob-store";
import { sniffFileType } from "./sniff-file-type";
import type { StoredUpload } from "./stored-upload";
import { findNul, nulRefused } from "../refuse-nul";

export interface ReceivedUpload {
  /** The text fields as sent (first value per name), not yet validated. */
  fields: Record<string, string>;
  /** Undefined when no file came, or it was skipped because fields before it were already wrong. */
  stored: StoredUpload | undefined;
  /** Whether the request carried a (non-empty) file part in the contract's field. */
  sawFile: boolean;
}

const NOT_MULTIPART = "Please send the form as multipart/form-data.";
export const MALFORMED_MULTIPART =
  "The upload could not be read: the form data is incomplete or malformed. Please try again.";

/** A DOCX is recognised from its zip entries; 64 KiB holds them for any ordinary document. */
const SNIFF_SAMPLE_BYTES = 64 * 1024;

type Services = { blobs: BlobStore };

/**
 * Reads a multipart request the way an upload contract describes it. Text fields are checked as
 * they arrive, so a form whose fields are already wrong never stores its file. The file is judged
 * by its first bytes (415 for a type the contract does not take) and streamed into the BlobStore
 * under a fresh key in `area`, which refuses more than the contract's limit while it streams
 * (413). A malformed body (no boundary, cut short, broken headers) is a 400, never a 500. On any
 * error the blob written so far is deleted; on success the caller owns it.
 */
export async function receiveUpload(
  request: FastifyRequest,
  contract: UploadContract,
  services: Services,
  area: BlobArea,
): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw unsupportedMediaType(NOT_MULTIPART);
  const fields: Record<string, string> = {};
  let stored: StoredUpload | undefined;
  let sawFile = false;
  try {
    for await (const part of multipartParts(request, contract)) {
      if (findNul(part.type === "file" ? part.filename : part.value)) throw nulRefused(part.fieldname);
      if (part.type === "field") {
        if (!Object.hasOwn(fields, part.fieldname)) fields[part.fieldname] = fieldText(part);
        continue;
      }
      // A browser sends an empty, nameless part for a file input left empty.
      const isTheFile = part.fieldname === contract.file.field && !sawFile && part.filename !== "";
      if (isTheFile) sawFile = true;
      if (!isTheFile || fieldsSoFarInvalid(contract, fields)) {
        await discard(part.file);
        continue;
      }
      stored = await storeFile(services, contract, area, part);
    }
    return { fields, stored, sawFile };
  } catch (error) {
    if (stored) await services.blobs.delete(stored.key).catch(() => undefined);
    throw error;
  }
}

/** The parser's parts, with its own errors turned into answers a client can act on. */
async function* multipartParts(
  request: FastifyRequest,
  contract: UploadContract,
): AsyncGenerator<MultipartFile | MultipartValue> {
  try {
    yield* request.parts();
  } catch (error) {
    throw clientError(error, contract) ?? error;
  }
}

async function storeFile(
  services: Services,
  contract: UploadContract,
  area: BlobArea,
  part: MultipartFile,
): Promise<StoredUpload> {
  const rule = contract.file;
  // Remember a parse error on the file itself (a body cut short): it is the client's, not ours.
  let bodyError: unknown;
  part.file.once("error", (error) => (bodyError = error));
  const sniffed = await sniffFileType(part.file, { sampleSize: SNIFF_SAMPLE_BYTES }).catch((error: unknown) => {
    throw clientError(bodyError ?? error, contract) ?? error;
  });
  const type = rule.accept.find((candidate) => candidate.mime === sniffed.type?.mime);
  if (!type) {
    sniffed.stream.destroy();
    throw unsupportedMediaType(rule.messages.type, { [rule.field]: rule.messages.type });
  }
  const key = blobKey(area, `${randomUUID()}.${type.ext}`);
  try {
    const info = await services.blobs.put(key, sniffed.stream, { contentType: type.mime, maxBytes: rule.maxBytes });
    // The parser cuts a file off at its own limit; a cut file is too large, never "complete".
    if (part.file.truncated) throw new BlobTooLargeError(rule.maxBytes);
    return {
      key,
      contentType: type.mime,
      ext: type.ext,
      byteSize: info.size,
      originalName: originalName(part.filename),
    };
  } catch (error) {
    await services.blobs.delete(key).catch(() => undefined);
    if (error instanceof BlobTooLargeError)
      throw payloadTooLarge(rule.messages.size, { [rule.field]: rule.messages.size });
    throw (bodyError ? clientError(bodyError, contract) : undefined) ?? error;
  }
}

/**
 * The answer for an error raised while parsing the body, or undefined for one that is ours.
 * busboy's own errors ("Boundary not found", "Unexpected end of form", "Malformed part header")
 * carry no status; @fastify/multipart's carry a 4xx one that the error handler already answers.
 */
function clientError(error: unknown, contract: UploadContract): AppError | undefined {
  if (!(error instanceof Error)) return undefined;
  const code = "code" in error ? error.code : undefined;
  if (code === "FST_REQ_FILE_TOO_LARGE") {
    const { messages, field } = contract.file;
    return payloadTooLarge(messages.size, { [field]: messages.size });
  }
  if (code === "FST_MP_PREMATURE_CLOSE" || isBusboyError(error)) return badRequest(MALFORMED_MULTIPART);
  return undefined;
}

function isBusboyError(error: Error): boolean {
  const status = "statusCode" in error ? error.statusCode : undefined;
  return (
    status === undefined &&
    /^(Multipart: Boundary not found|Unexpected end of (form|multipart data)|Malformed (part|content|urlencoded)|Part terminated early)/i.test(
      error.message,
    )
  );
}

/** Whether a field that has already arrived is wrong (fields still to come are not judged yet). */
function fieldsSoFarInvalid(contract: UploadContract, fields: Record<string, string>): boolean {
  const parsed = contract.fields.safeParse(fields);
  return !parsed.success && parsed.error.issues.some((issue) => Object.hasOwn(fields, String(issue.path[0])));
}

function fieldText(part: MultipartValue): string {
  return typeof part.value === "string" ? part.value : JSON.stringify(part.value);
}

/** Reads a part to its end without keeping it (the parser caps it at its own file limit). */
async function discard(stream: Readable): Promise<void> {
  for await (const _chunk of stream) continue;
}

/** The uploaded file's own name, for display: no path, no control characters, at most 200 characters. */
function originalName(filename: string): string | null {
  const base = filename.split(/[\\/]/).pop() ?? "";
  // eslint-disable-next-line no-control-regex -- the point is to remove control characters
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return clean ? clean.slice(0, 200) : null;
}
