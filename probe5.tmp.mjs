import { chromium } from "@playwright/test";
const base = "http://127.0.0.1:5399";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const login = await browser.newContext({ baseURL: base });
const s = await login.request.post("/api/auth/sign-in/email", { data: { email: "marcus@sablehealth.ai", password: "ucnHWXy4ZWXES8Ao-A1!" }, headers: { origin: base } });
if (!s.ok()) { console.log("signin", s.status()); process.exit(1); }
const ctx = await browser.newContext({ baseURL: base, viewport: { width: 768, height: 700 }, storageState: await login.storageState() });
const page = await ctx.newPage();
await page.goto(process.argv[2]); await page.waitForLoadState("networkidle"); await page.waitForTimeout(500);
const info = await page.evaluate(() => { const sec = document.querySelector("main section"); const chain=[]; let el = document.querySelector("main button[role=combobox]") ; while (el && el.tagName !== "MAIN") { const r = el.getBoundingClientRect(); chain.push(`${el.tagName}.${el.className.toString().slice(0,60)} x=${Math.round(r.left)} w=${Math.round(r.width)} cols=${getComputedStyle(el).gridTemplateColumns}`); el = el.parentElement; } return chain; });
console.log(info.join("\n"));
await page.screenshot({ path: "/tmp/vis/t768.png" });
await browser.close();
