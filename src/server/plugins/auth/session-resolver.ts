import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { IncomingHttpHeaders } from "node:http";
import type { DatabaseHandle } from "../../db/client";
import {
  ACCOUNT_CHANGED_CHANNEL,
  listenForAccountChanges,
  type ChangeFeed,
  type ChangeFeedHandlers,
} from "./account-change-feed";
import { accountFactsOf, prepareSessionStatements, type AccountFacts, type SessionStatements } from "./account-facts";
import { actorOf, resolveActor, type Actor } from "./actor";
import { ChangeFeedBarrier } from "./change-feed-barrier";
import type { Auth } from "./create-auth";
import { SessionCache } from "./session-cache";
import { readCookie, verifySignedValue } from "./session-cookie";

/** At most this long may a cached session outlive a change whose announcement was lost. */
const SESSION_CACHE_TTL_MS = 30_000;
const MAX_CACHED_SESSIONS = 20_000;

interface CachedSession {
  userId: string;
  actor: Actor;
  expiresAt: number;
  /** When better-auth would extend the session (expiresAt - expiresIn + updateAge). */
  refreshDueAt: number;
}

interface AuthSettings {
  cookieName: string;
  dontRememberCookieName: string;
  secret: string;
  expiresInMs: number;
  updateAgeMs: number;
}

/**
 * The per-request session path: verify the signed cookie here, read session, user, profile
 * and company with one prepared statement, and keep the result in a cache that the database's
 * change feed empties (decision 0014). better-auth stays the writer of sessions: when a
 * session is due for its daily extension or has expired, its own getSession handles it.
 */
export class SessionResolver {
  private readonly cache = new SessionCache<CachedSession>({
    ttlMs: SESSION_CACHE_TTL_MS,
    maxEntries: MAX_CACHED_SESSIONS,
  });
  private readonly inFlight = new Map<string, { generation: number; lookup: Promise<CachedSession | null> }>();
  /** The facts read with each cached actor, for accountOf without a query. */
  private readonly accounts = new WeakMap<Actor, AccountFacts>();
  private readonly statements: SessionStatements;
  private settings: AuthSettings | undefined;
  private feed: ChangeFeed | undefined;
  private readonly watchers = new Set<ChangeFeedHandlers>();
  private readonly barrier = new ChangeFeedBarrier(async (payload) => {
    await this.database.db.execute(sql`select pg_notify(${ACCOUNT_CHANGED_CHANNEL}, ${payload})`);
  });

  constructor(
    private readonly auth: Auth,
    private readonly database: DatabaseHandle,
    private readonly log: FastifyBaseLogger,
  ) {
    this.statements = prepareSessionStatements(database.db);
  }

  async start(): Promise<void> {
    const context = await this.auth.$context;
    this.settings = {
      cookieName: context.authCookies.sessionToken.name,
      dontRememberCookieName: context.authCookies.dontRememberToken.name,
      secret: context.secret,
      expiresInMs: context.sessionConfig.expiresIn * 1000,
      updateAgeMs: context.sessionConfig.updateAge * 1000,
    };
    this.feed = await listenForAccountChanges(
      this.database,
      {
        changed: (userId) => {
          if (this.barrier.pass(userId)) return;
          this.cache.dropUser(userId);
          for (const watcher of this.watchers) watcher.changed(userId);
        },
        listening: () => {
          this.cache.resume();
          for (const watcher of this.watchers) watcher.listening();
        },
        lost: (reason) => {
          this.cache.suspend();
          for (const watcher of this.watchers) watcher.lost(reason);
        },
      },
      this.log,
    );
  }

  /**
   * After a request that may have written: wait until every change committed so far has
   * reached this server's caches, so the same client's next request reads its own write.
   * Other servers follow within the feed's delay. If the feed does not answer, forget everything.
   */
  async catchUp(): Promise<void> {
    if (!this.cache.isActive) return;
    if (await this.barrier.wait()) return;
    this.log.warn("session change feed did not catch up in time; the session cache starts over");
    this.cache.suspend();
    for (const watcher of this.watchers) watcher.lost("barrier timed out");
    this.cache.resume();
    for (const watcher of this.watchers) watcher.listening();
  }

  async close(): Promise<void> {
    await this.feed?.close();
  }

  /**
   * Lets another cache follow the same change feed. It hears `listening` at once if the feed
   * is listening now; until then it must store nothing.
   */
  watchAccountChanges(watcher: ChangeFeedHandlers): () => void {
    this.watchers.add(watcher);
    if (this.cache.isActive) watcher.listening();
    return () => this.watchers.delete(watcher);
  }

  async resolve(headers: IncomingHttpHeaders): Promise<Actor | null> {
    const settings = this.settings;
    const header = headers.cookie;
    if (!settings) throw new Error("SessionResolver.start() was not awaited");
    if (!header?.includes("session_token=")) return null;
    const signed = readCookie(header, settings.cookieName);
    if (!signed) return null;

    const session = this.cache.get(signed) ?? (await this.load(signed, settings));
    if (!session) return null;
    const now = Date.now();
    const refreshDue = now >= session.refreshDueAt && !readCookie(header, settings.dontRememberCookieName);
    // Expired or due for extension: better-auth deletes or extends the row (which announces
    // the change, so this cached entry goes too).
    if (now >= session.expiresAt || refreshDue) return resolveActor(this.auth, headers);
    return session.actor;
  }

  /** The profile and company read with this actor's session; a query only for actors from elsewhere. */
  async accountOf(actor: Actor): Promise<AccountFacts> {
    return this.accounts.get(actor) ?? this.statements.accountByUserId(actor.userId);
  }

  /**
   * Concurrent requests with the same cookie share one lookup, unless a change was announced
   * since it began (it may have read the row before the change).
   */
  private load(signed: string, settings: AuthSettings): Promise<CachedSession | null> {
    const generation = this.cache.currentGeneration();
    const pending = this.inFlight.get(signed);
    if (pending?.generation === generation) return pending.lookup;
    const lookup = this.lookup(signed, settings, generation).finally(() => {
      if (this.inFlight.get(signed)?.lookup === lookup) this.inFlight.delete(signed);
    });
    this.inFlight.set(signed, { generation, lookup });
    return lookup;
  }

  private async lookup(signed: string, settings: AuthSettings, generation: number): Promise<CachedSession | null> {
    const token = verifySignedValue(signed, settings.secret);
    if (!token) return null;
    const row = await this.statements.sessionByToken(token);
    if (!row) return null;
    const actor = Object.freeze(actorOf({ ...row, id: row.userId }, row.sessionId));
    this.accounts.set(actor, accountFactsOf(row));
    const expiresAt = row.expiresAt.getTime();
    const session: CachedSession = {
      userId: row.userId,
      actor,
      expiresAt,
      refreshDueAt: expiresAt - settings.expiresInMs + settings.updateAgeMs,
    };
    this.cache.set(signed, session, generation);
    return session;
  }
}
