import { chromium } from "@playwright/test";
const base = "http://127.0.0.1:5399";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const ctx = await browser.newContext({ baseURL: base, viewport: { width: Number(process.env.W ?? 375), height: 900 } });
const s = await ctx.request.post("/api/auth/sign-in/email", { data: { email: "priya@lumenlabs.ai", password: "ucnHWXy4ZWXES8Ao-A1!" }, headers: { origin: base } });
if (!s.ok()) { console.log("signin", s.status()); process.exit(1); }
const page = await ctx.newPage();
for (const url of [process.argv[2], process.argv[3]]) {
await page.goto(url); await page.waitForLoadState("networkidle"); await page.waitForTimeout(600);
const out = await page.evaluate(() => { const res=[]; for (const el of document.querySelectorAll("main *")) { const r = el.getBoundingClientRect(); if (r.right > Number(process.env.W ?? 375) + 2 && [...el.children].every(c => c.getBoundingClientRect().right <= Number(process.env.W ?? 375) + 2 || getComputedStyle(c).display === "contents")) res.push(`${el.tagName}.${el.className.toString().slice(0,120)} w=${Math.round(r.width)} text=${(el.textContent||"").slice(0,60)}`); } return res.slice(0,8); });
console.log(url, "\n" + out.join("\n"));
}
await browser.close();
