import { describe, expect, it } from "vitest";
import { mapBounded } from "./bounded-parallel";

/** A task the test finishes by hand, so no timing is assumed. */
function gate<T>() {
  let open: (value: T) => void = () => undefined;
  let fail: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((resolve, reject) => {
    open = resolve;
    fail = reject;
  });
  return { promise, open, fail };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("mapBounded", () => {
  it("runs at most `limit` items at once and keeps the items' order", async () => {
    const gates = [0, 1, 2, 3, 4].map(() => gate<string>());
    const started: number[] = [];
    const all = mapBounded(
      gates,
      (item, index) => {
        started.push(index);
        return item.promise;
      },
      { limit: 2 },
    );
    await settle();
    expect(started).toEqual([0, 1]);
    gates[1]?.open("b");
    await settle();
    expect(started).toEqual([0, 1, 2]);
    gates[0]?.open("a");
    gates[2]?.open("c");
    await settle();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    gates[4]?.open("e");
    gates[3]?.open("d");
    expect(await all).toEqual(["a", "b", "c", "d", "e"]);
  });

  it("starts nothing more after a failure, waits for the running items, then throws the first error", async () => {
    const gates = [0, 1, 2, 3].map(() => gate<number>());
    const started: number[] = [];
    let settled = false;
    const all = mapBounded(
      gates,
      (item, index) => {
        started.push(index);
        return item.promise;
      },
      { limit: 2 },
    ).finally(() => (settled = true));
    all.catch(() => undefined);
    await settle();
    gates[0]?.fail(new Error("first"));
    await settle();
    expect(started).toEqual([0, 1]);
    expect(settled).toBe(false);
    gates[1]?.fail(new Error("second"));
    await expect(all).rejects.toThrow("first");
    expect(started).toEqual([0, 1]);
  });

  it("stops starting items once the signal is aborted", async () => {
    const controller = new AbortController();
    const started: number[] = [];
    const all = mapBounded(
      [0, 1, 2],
      async (item) => {
        started.push(item);
        if (item === 0) controller.abort(new Error("stopped"));
        return item;
      },
      { limit: 1, signal: controller.signal },
    );
    await expect(all).rejects.toThrow("stopped");
    expect(started).toEqual([0]);
  });

  it("answers an empty list at once, and treats a limit below one as one", async () => {
    expect(await mapBounded([], async () => 1)).toEqual([]);
    expect(await mapBounded([1, 2], async (item) => item * 2, { limit: 0 })).toEqual([2, 4]);
  });
});
