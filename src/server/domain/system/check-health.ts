import type { z } from "zod";
import type { healthContract } from "@shared/system/health";
import { pingDatabase } from "../../db/client";
import type { AppServices } from "../../services";
import { APP_VERSION } from "../../version";
import { serviceUnavailable } from "../../errors";

type Health = z.output<typeof healthContract.response>;

/** What a load balancer asks: is this process up, and can it reach its database? */
export async function checkHealth(services: Pick<AppServices, "db" | "database" | "log">): Promise<Health> {
  try {
    await pingDatabase(services.db);
  } catch (error) {
    services.log.error({ err: error }, "health check: database unreachable");
    throw serviceUnavailable("The database is not reachable.");
  }
  return {
    status: "ok",
    version: APP_VERSION,
    database: services.database.kind,
    uptimeSeconds: Math.round(process.uptime()),
  };
}
