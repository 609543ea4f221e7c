import { Readable } from "node:stream";
import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError, notFound } from "../../errors";
import type { BlobDownload } from "./blob-download";
import { RangeNotSatisfiableError, type BlobStore, type ByteRange } from "./blob-store";
import { resolveByteRange } from "./byte-range";
import { contentDisposition } from "./content-disposition";
import { parseRangeHeader, toByteRange } from "./range-header";

const RANGE_NOT_SATISFIABLE = "The requested range is outside the file.";

/**
 * Sends a blob as a download: the stored Content-Type with `nosniff`, a safe Content-Disposition,
 * Content-Length, `Accept-Ranges: bytes`, a single `Range` as 206 (416 past the end) and HEAD
 * with the same headers and no body (the blob is only stat'ed, never read).
 */
export async function sendBlob(
  request: FastifyRequest,
  reply: FastifyReply,
  blobs: BlobStore,
  download: BlobDownload,
): Promise<FastifyReply> {
  const requested = parseRangeHeader(request.headers.range);
  try {
    if (request.method === "HEAD") {
      const info = await blobs.stat(download.key);
      if (!info) throw notFound(download.missingMessage);
      const range = requested ? resolveByteRange(toByteRange(requested, info.size), info.size) : undefined;
      setHeaders(reply, download, { contentType: info.contentType, size: info.size, range });
      // Fastify drops a HEAD body; an empty stream keeps the Content-Length set above (undefined would reset it to 0).
      return reply.send(Readable.from([]));
    }
    let range: ByteRange | undefined = requested && "suffix" in requested ? undefined : requested;
    if (requested && "suffix" in requested) {
      // A suffix needs the size first; keys are never rewritten, so it cannot change in between.
      const info = await blobs.stat(download.key);
      if (!info) throw notFound(download.missingMessage);
      range = toByteRange(requested, info.size);
    }
    const read = await blobs.get(download.key, range);
    if (!read) throw notFound(download.missingMessage);
    setHeaders(reply, download, { contentType: read.contentType, size: read.size, range: read.range });
    return reply.send(read.stream);
  } catch (error) {
    if (!(error instanceof RangeNotSatisfiableError)) throw error;
    reply.header("content-range", `bytes */${error.size}`);
    throw new AppError(416, "range_not_satisfiable", RANGE_NOT_SATISFIABLE);
  }
}

function setHeaders(
  reply: FastifyReply,
  download: BlobDownload,
  body: { contentType: string; size: number; range: { start: number; end: number } | undefined },
): void {
  reply
    .type(body.contentType)
    .header("x-content-type-options", "nosniff")
    .header("content-disposition", contentDisposition(download.filename, download.disposition))
    .header("accept-ranges", "bytes")
    .header("cache-control", download.cacheControl ?? "private, no-store");
  if (download.contentSecurityPolicy) reply.header("content-security-policy", download.contentSecurityPolicy);
  if (body.range) {
    const { start, end } = body.range;
    reply
      .status(206)
      .header("content-range", `bytes ${start}-${end}/${body.size}`)
      .header("content-length", end - start + 1);
  } else {
    reply.header("content-length", body.size);
  }
}
