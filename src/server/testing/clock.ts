/**
 * Waits until the clock has moved past the current millisecond. PGlite's clock has millisecond
 * resolution (and a JS Date has no finer), so two rows stored within one millisecond tie on
 * created_at, and a newest-first list then orders them by their random id. Fixtures and tests
 * that create rows a test expects in order call this before each one.
 */
export async function nextMillisecond(): Promise<void> {
  const startedAt = Date.now();
  while (Date.now() === startedAt) await new Promise((resolve) => setImmediate(resolve));
}
