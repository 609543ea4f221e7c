import pg from "pg";
import type { FastifyBaseLogger } from "fastify";
import type { DatabaseHandle } from "../../db/client";

/** The channel migration 0002's triggers announce a changed user's id on. */
export const ACCOUNT_CHANGED_CHANNEL = "onetake_account_changed";
/** How the feed's connection names itself in pg_stat_activity. */
export const CHANGE_FEED_APPLICATION_NAME = "onetake-session-feed";

export interface ChangeFeedHandlers {
  /** A session, user, profile or company row of this user changed or went away. */
  changed(userId: string): void;
  /** The feed is listening: from now on no change goes unannounced. */
  listening(): void;
  /** The feed stopped listening: changes may be missed until `listening` again. */
  lost(reason: string): void;
}

export interface ChangeFeed {
  close(): Promise<void>;
}

const RECONNECT_DELAY_MS = 1_000;
const HEARTBEAT_INTERVAL_MS = 5_000;
const HEARTBEAT_TIMEOUT_MS = 3_000;

/**
 * Listens for account changes on the database. PostgreSQL: one dedicated connection (not from
 * the pool) that LISTENs, is checked every few seconds, and reconnects when it drops. PGlite:
 * its in-process LISTEN, which cannot be lost.
 */
export async function listenForAccountChanges(
  database: DatabaseHandle,
  handlers: ChangeFeedHandlers,
  log: FastifyBaseLogger,
): Promise<ChangeFeed> {
  if (database.kind === "pglite") {
    const unlisten = await database.lite.listen(ACCOUNT_CHANGED_CHANNEL, (payload) => {
      if (payload) handlers.changed(payload);
    });
    handlers.listening();
    return {
      close: async () => {
        handlers.lost("closing");
        await unlisten();
      },
    };
  }
  const feed = new PostgresChangeFeed(database.url, handlers, log);
  await feed.connect();
  return feed;
}

class PostgresChangeFeed implements ChangeFeed {
  private client: pg.Client | undefined;
  private closed = false;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private heartbeatTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly url: string,
    private readonly handlers: ChangeFeedHandlers,
    private readonly log: FastifyBaseLogger,
  ) {}

  async connect(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({
      connectionString: this.url,
      keepAlive: true,
      application_name: CHANGE_FEED_APPLICATION_NAME,
    });
    client.on("notification", (message) => {
      if (message.channel === ACCOUNT_CHANGED_CHANNEL && message.payload) this.handlers.changed(message.payload);
    });
    client.on("error", (error) => this.drop(client, error.message));
    client.on("end", () => this.drop(client, "connection ended"));
    try {
      await client.connect();
      await client.query(`LISTEN ${ACCOUNT_CHANGED_CHANNEL}`);
    } catch (error) {
      this.log.warn(`session change feed: cannot listen (${(error as Error).message}); sessions are not cached`);
      client.removeAllListeners("end");
      void client.end().catch(() => undefined);
      this.scheduleReconnect();
      return;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.handlers.listening();
    this.heartbeatTimer = setInterval(() => void this.heartbeat(client), HEARTBEAT_INTERVAL_MS).unref();
  }

  /** A connection can die without an error reaching us (a half-open socket): ask it something. */
  private async heartbeat(client: pg.Client): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("heartbeat timed out")), HEARTBEAT_TIMEOUT_MS);
    });
    try {
      await Promise.race([client.query("SELECT 1"), timeout]);
    } catch (error) {
      this.drop(client, (error as Error).message);
    } finally {
      clearTimeout(timer);
    }
  }

  private drop(client: pg.Client, reason: string): void {
    if (this.client !== client) return;
    this.client = undefined;
    clearInterval(this.heartbeatTimer);
    this.handlers.lost(reason);
    if (!this.closed) this.log.warn(`session change feed lost (${reason}); sessions are not cached until it is back`);
    void client.end().catch(() => undefined);
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closed || this.reconnectTimer) return;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      void this.connect();
    }, RECONNECT_DELAY_MS).unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.reconnectTimer);
    const client = this.client;
    if (client) {
      this.drop(client, "closing");
      await client.end().catch(() => undefined);
    }
  }
}
