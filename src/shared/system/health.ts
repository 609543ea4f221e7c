import { z } from "zod";
import { defineContract } from "../http/contract";

export const healthResponseSchema = z.object({
  status: z.literal("ok"),
  version: z.string(),
  database: z.enum(["pglite", "postgres"]),
  uptimeSeconds: z.number(),
});

export const healthContract = defineContract({
  method: "GET",
  path: "/api/health",
  summary: "Liveness and database check",
  tags: ["system"],
  // The database is not reachable.
  errorStatuses: [503],
  response: healthResponseSchema,
});

export const clientNotFoundSchema = z.object({
  path: z.string().min(1).max(2048),
  referrer: z.string().max(2048).optional(),
});

/** The browser reports an unknown client route here, so 404s show up in the server logs. */
export const clientNotFoundContract = defineContract({
  method: "POST",
  path: "/api/client-events/not-found",
  summary: "Log a client-side route that matched nothing",
  tags: ["system"],
  body: clientNotFoundSchema,
  response: z.object({ ok: z.literal(true) }),
  successStatus: 202,
});

export const clientConfigContract = defineContract({
  method: "GET",
  path: "/api/client-config",
  summary: "What the browser needs to know about this deployment",
  tags: ["system"],
  response: z.object({
    environment: z.enum(["development", "production", "test"]),
    /** The development-only 'Enterprise Admin Access' on /login. */
    devAdminEnabled: z.boolean(),
  }),
});
