import type { ChangeFeedHandlers } from "./account-change-feed";
import { GenerationalCache } from "./generational-cache";

/**
 * A small cache of query results that depend on account data (the candidate pool's pages):
 * emptied by any announced account change, storing nothing while the change feed is down, and
 * never storing a result whose query an announcement overtook (see GenerationalCache).
 */
export class SnapshotCache<V> extends GenerationalCache<V> implements ChangeFeedHandlers {
  changed(): void {
    this.clear();
  }

  listening(): void {
    this.resume();
  }

  lost(): void {
    this.suspend();
  }
}
