import type { EvaluateFunc, Page } from "puppeteer-core";

type Truthy<T> = Exclude<T, false | 0 | "" | null | undefined>;

/**
 * Polls `predicate` in the page until it answers something truthy, and answers that.
 *
 * Puppeteer's waitForFunction rebuilds its predicate with `new Function` inside the page, which
 * Firefox (140 ESR) refuses under the app's CSP (script-src 'self': "call to Function() blocked by
 * CSP"); page.evaluate hands the function to WebDriver BiDi, which is not subject to it. An
 * evaluation that fails while the page navigates is tried again.
 */
export async function waitUntil<Params extends unknown[], Func extends EvaluateFunc<Params>>(
  page: Page,
  options: { timeout?: number; interval?: number },
  predicate: Func,
  ...args: Params
): Promise<Truthy<Awaited<ReturnType<Func>>>> {
  const timeout = options.timeout ?? page.getDefaultTimeout();
  const interval = options.interval ?? 200;
  const deadline = Date.now() + timeout;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await page.evaluate(predicate, ...args);
      if (value) return value as Truthy<Awaited<ReturnType<Func>>>;
      lastError = undefined;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() >= deadline)
      throw new Error(`Waited ${timeout} ms for the page: ${predicate.toString()}`, { cause: lastError });
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}
