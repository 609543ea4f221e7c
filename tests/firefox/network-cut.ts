import type { HTTPRequest, Page } from "puppeteer-core";

/**
 * Cuts the page's network; answers the function that brings it back.
 *
 * Puppeteer's setOfflineMode is WebDriver BiDi's emulation.setNetworkConditions, which Firefox
 * 140 ESR does not have ("unknown command"). There the cut is made of what the browser does when
 * the network goes: every request fails (BiDi request interception) and the page is told it is
 * offline (navigator.onLine and the offline event); then the reverse.
 */
export async function cutNetwork(page: Page): Promise<() => Promise<void>> {
  try {
    await page.setOfflineMode(true);
    return () => page.setOfflineMode(false);
  } catch (error) {
    if (!String(error).includes("unknown command")) throw error;
  }
  const fail = (request: HTTPRequest) => void request.abort("internetdisconnected").catch(() => undefined);
  page.on("request", fail);
  await page.setRequestInterception(true);
  await page.evaluate(() => {
    Object.defineProperty(navigator, "onLine", { configurable: true, get: () => false });
    window.dispatchEvent(new Event("offline"));
  });
  return async () => {
    page.off("request", fail);
    await page.setRequestInterception(false);
    await page.evaluate(() => {
      Reflect.deleteProperty(navigator, "onLine");
      window.dispatchEvent(new Event("online"));
    });
  };
}
