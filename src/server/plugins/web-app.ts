import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { noIndexPagePrefixes } from "@shared/content/public-pages";
import type { ApiErrorBody } from "@shared/http/contract";
import { ErrorCode } from "@shared/http/error-codes";

const WEB_DIST_DIR = path.resolve(fileURLToPath(new URL("../../../dist/web", import.meta.url)));

function isApiPath(url: string): boolean {
  return url === "/api" || url.startsWith("/api/") || url.startsWith("/api?");
}

/** A page request: GET, or HEAD (monitors, link checkers), which answers the same without a body. */
function isPageRead(method: string): boolean {
  return method === "GET" || method === "HEAD";
}

/**
 * Serves the built React app. Any GET or HEAD that is not /api and not a file gets index.html,
 * so client routes load; unknown /api paths get a JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, webDir = WEB_DIST_DIR): Promise<void> {
  const hasBuild = fs.existsSync(path.join(webDir, "index.html"));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      // scripts/precompress.ts writes .br/.gz beside each asset at build time.
      preCompressed: true,
      setHeaders(reply, filePath) {
        // Vite fingerprints everything under assets/, so those never change.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.raw.url ?? "/";
    if (isPageRead(request.method) && !isApiPath(url) && hasBuild) {
      if (noIndexPagePrefixes.some((prefix) => url.startsWith(prefix)))
        reply.header("x-robots-tag", "noindex, nofollow");
      return reply.header("cache-control", "no-cache").sendFile("index.html");
    }
    const body: ApiErrorBody = {
      error: ErrorCode.notFound,
      message: `No route for ${request.method} ${url.split("?")[0]}`,
    };
    if (isPageRead(request.method) && !isApiPath(url) && !hasBuild) {
      body.message = "The web app is not built. Run `npm run build`, or use `npm run dev`.";
    }
    return reply.status(404).send(body);
  });
}
