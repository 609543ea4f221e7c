import type { z } from "zod";

/*
 * Contracts for endpoints whose body is a file: an upload (multipart/form-data, one file plus
 * text fields) and a download (bytes with Range support). Like JSON contracts, the server route
 * and the browser client are both built from the same object; this module stays free of
 * anything but types so it can ship to the browser.
 */

/** One accepted file format, judged by the file's bytes on the server. */
export interface FileType {
  readonly ext: string;
  readonly mime: string;
}

export interface UploadFileRule {
  /** The multipart field that carries the file. */
  readonly field: string;
  /** The formats accepted, judged by the bytes (never by the browser's type or the name). */
  readonly accept: readonly FileType[];
  /** The most bytes accepted; the server refuses more while the file streams in. */
  readonly maxBytes: number;
  /** What the visitor reads when the file is missing (400), of another type (415) or too large (413). */
  readonly messages: { readonly required: string; readonly type: string; readonly size: string };
}

export interface UploadContract<
  Fields extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
  Params extends z.ZodType | undefined = z.ZodType | undefined,
> {
  readonly kind: "upload";
  readonly method: "POST" | "PUT";
  /** Fastify-style path, e.g. "/api/candidates/:id/resume". */
  readonly path: string;
  readonly summary: string;
  readonly tags?: string[];
  readonly params?: Params;
  /** The text fields (multipart values are strings). Send them before the file: the server checks them first. */
  readonly fields: Fields;
  readonly file: UploadFileRule;
  readonly response: Response;
  readonly successStatus?: 200 | 201;
}

export interface DownloadContract<
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
> {
  readonly kind: "download";
  readonly method: "GET";
  readonly path: string;
  readonly summary: string;
  readonly tags?: string[];
  readonly params?: Params;
  /** Options such as `?download=1` (save rather than show). */
  readonly query?: Query;
}

export function defineUploadContract<
  Fields extends z.ZodType,
  Response extends z.ZodType,
  Params extends z.ZodType | undefined = undefined,
>(contract: Omit<UploadContract<Fields, Response, Params>, "kind">): UploadContract<Fields, Response, Params> {
  return { kind: "upload", ...contract };
}

export function defineDownloadContract<
  Params extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
>(contract: Omit<DownloadContract<Params, Query>, "kind" | "method">): DownloadContract<Params, Query> {
  return { kind: "download", method: "GET", ...contract };
}

/** The value for a file picker's `accept` attribute: every extension and type the contract takes. */
export function acceptAttribute(rule: UploadFileRule): string {
  return rule.accept.flatMap((type) => [`.${type.ext}`, type.mime]).join(",");
}
