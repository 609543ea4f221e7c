import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { APP_VERSION } from "../version";
import { describeResponses, documentStatuses } from "./documented-statuses";

/**
 * OpenAPI document at /api/docs/json, built from the same zod contracts; a reference UI at /api/docs.
 * Register before any route: each route's statuses are filled in as it is added.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  documentStatuses(app);
  await app.register(swagger, {
    openapi: {
      info: { title: "OneTake API", version: APP_VERSION, description: "The HTTP API behind OneTake." },
    },
    transform: (route) => describeResponses(jsonSchemaTransform(route)),
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });
}
