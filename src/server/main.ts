import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { DataDirLockedError } from "./db/data-dir-lock";
import { openConfiguredDatabase } from "./db/open-database";
import { ensureDevAdmin } from "./domain/accounts/dev-admin";
import { SessionSecretMismatchError } from "./plugins/auth/session-secret";

async function main(): Promise<void> {
  const config = loadConfig();
  const opened = await openConfiguredDatabase(config, (error) => {
    console.error(`The data-directory lock was lost (${error.message}); stopping to protect the database.`);
    process.exit(1);
  });
  const app = await buildApp({ config, database: opened.database });
  if (config.devAdminEnabled) {
    const admin = await ensureDevAdmin(app.services);
    app.log.info(`Dev admin ${admin.email}: use 'Enterprise Admin Access' on /login`);
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      app.log.warn(`${signal} again: exiting now`);
      process.exit(1);
    }
    stopping = true;
    app.log.info(`${signal}: finishing in-flight requests and tasks`);
    try {
      // Stops accepting connections, waits for in-flight requests, runs onClose (task worker, mail).
      await app.close();
      await opened.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));

  await app.listen({ host: config.host, port: config.port });
  // A parent process that started this server with an IPC channel (and PORT=0) learns the port the OS chose.
  const address = app.server.address();
  if (process.send && process.connected && typeof address === "object" && address)
    process.send({ listening: { port: address.port } });
  app.log.info(
    `OneTake ${config.env} on ${config.publicUrl} (database: ${opened.database.kind}, files: ${config.storage.kind}, ` +
      `mail: ${app.services.mailTransport.kind}, AI: ${config.ai.kind})`,
  );
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof SessionSecretMismatchError
  ) {
    console.error(error.message);
  } else {
    console.error("OneTake failed to start:", error);
  }
  process.exit(1);
});
