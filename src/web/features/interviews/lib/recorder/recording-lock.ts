/**
 * The Web Lock that keeps a second tab of this browser from recording the same interview: held
 * for as long as the page records, released by `release` or when the tab goes away. Answers
 * null when another tab holds it (after a short wait: a page that just closed, or React's
 * development double mount, lets go a moment later). Browsers without Web Locks get a no-op
 * lock; the server lease still guards them.
 */
export async function takeRecordingLock(interviewId: string, attempts = 5): Promise<(() => void) | null> {
  const locks = typeof navigator === "undefined" ? undefined : navigator.locks;
  if (!locks) return () => undefined;
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const release = await tryLock(locks, `onetake-interview-${interviewId}`);
    if (release) return release;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return null;
}

function tryLock(locks: LockManager, name: string): Promise<(() => void) | null> {
  return new Promise((resolve) => {
    void locks.request(name, { ifAvailable: true }, (lock) => {
      if (!lock) {
        resolve(null);
        return;
      }
      return new Promise<void>((release) => resolve(release));
    });
  });
}
