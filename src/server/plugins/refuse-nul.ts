import type { FastifyInstance } from "fastify";
import { ErrorCode } from "@shared/http/error-codes";
import { AppError } from "../errors";

export const NUL_MESSAGE = "Text cannot contain the NUL character (\\u0000).";

const MAX_DEPTH = 32;

/** A parsed JSON object, query or params (Fastify builds these on null-prototype objects), not a Buffer or stream. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const { constructor } = value as { constructor?: unknown };
  return constructor === undefined || constructor === Object;
}

/** The dotted path of the first string (or key) holding a NUL, or undefined when there is none. */
export function findNul(value: unknown, path = "", depth = 0): string | undefined {
  if (typeof value === "string") return value.includes("\u0000") ? path || "_" : undefined;
  if (depth > MAX_DEPTH) return undefined;
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : isPlainObject(value)
      ? Object.entries(value)
      : [];
  for (const [key, item] of entries) {
    const at = path ? `${path}.${key}` : key;
    if (key.includes("\u0000")) return at;
    const found = findNul(item, at, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** The 400 for a NUL in `field`. */
export function nulRefused(field: string): AppError {
  return new AppError(400, ErrorCode.validation, NUL_MESSAGE, { [field]: NUL_MESSAGE });
}

/**
 * Refuses a NUL anywhere in a path parameter, the query or a JSON body with a 400, for every route
 * (ours and better-auth's) in one place. PostgreSQL cannot store U+0000 in text and answers an
 * error the request would otherwise turn into a 500. Runs before schema validation, so the
 * field is named even where a schema would accept the string. Multipart forms are read as a
 * stream by their route, which checks its parts with `findNul` itself.
 */
export function registerRefuseNul(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    const field = findNul(request.params) ?? findNul(request.query) ?? findNul(request.body);
    if (field) throw nulRefused(field);
  });
}
