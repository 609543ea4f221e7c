import { chromium } from "@playwright/test";
const base = "http://127.0.0.1:5399";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const login = await browser.newContext({ baseURL: base });
const s = await login.request.post("/api/auth/sign-in/email", { data: { email: "marcus@sablehealth.ai", password: "ucnHWXy4ZWXES8Ao-A1!" }, headers: { origin: base } });
if (!s.ok()) { console.log("signin", s.status()); process.exit(1); }
const state = await login.storageState();
const ctx = await browser.newContext({ baseURL: base, viewport: { width: Number(process.env.W ?? 375), height: 900 }, storageState: state });
const page = await ctx.newPage();
for (const url of process.argv.slice(2)) {
await page.goto(url); await page.waitForLoadState("networkidle"); await page.waitForTimeout(500);
const out = await page.evaluate(() => {
  const minw = (el) => { const old = el.style.width; el.style.width = "min-content"; const w = el.getBoundingClientRect().width; el.style.width = old; return w; };
  let el = document.querySelector("main"); const path = [];
  for (let depth = 0; depth < 30 && el; depth++) {
    const kids = [...el.children].filter(c => c.getBoundingClientRect().width > 0);
    if (!kids.length) break;
    let best = null, bw = 0; for (const k of kids) { const w = minw(k); if (w > bw) { bw = w; best = k; } }
    path.push(`${best.tagName}.${best.className.toString().slice(0,80)} min=${Math.round(bw)}`);
    el = best;
  }
  return path;
});
console.log(url); console.log(out.join("\n"));
}
await browser.close();
