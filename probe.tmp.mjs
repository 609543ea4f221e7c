import { chromium } from "@playwright/test";
const base = "http://127.0.0.1:5399";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (const width of [1280, 1024, 768, 375]) {
const ctx = await browser.newContext({ baseURL: base, viewport: { width, height: 900 } });
const s = await ctx.request.post("/api/auth/sign-in/email", { data: { email: "priya@lumenlabs.ai", password: "ucnHWXy4ZWXES8Ao-A1!" }, headers: { origin: base } });
if (!s.ok()) { console.log("signin", s.status()); process.exit(1); }
const page = await ctx.newPage();
const pool = await (await ctx.request.get("/api/candidates")).json();
const postings = await (await ctx.request.get("/api/companies/me/postings?tab=all")).json();
const urls = ["/application-details/01d42a2b-bd47-4c1c-b7db-360ef85513d8", ...pool.items.slice(0,8).map(i => `/candidate-profile/${i.profileId}`), ...postings.items.map(p => `/job-applicants/${p.id}`), ...postings.items.map(p => `/edit-job/${p.id}`), "/candidates", "/job-postings", "/internal-jobs", "/create-job", "/interview-customization", "/enterprise-dashboard", "/enterprise-settings"];
for (const url of urls) {
  await page.goto(url); await page.waitForLoadState("networkidle"); await page.waitForTimeout(300);
  const bad = await page.evaluate(() => { const main = document.querySelector("main"); if (!main) return { n: -1, first: [document.title, location.pathname], docOverflow: 0 }; const m = main.getBoundingClientRect(); const offenders = []; for (const el of main.querySelectorAll("*")) { const r = el.getBoundingClientRect(); if (r.width && r.right > m.right + 1 && getComputedStyle(el).position !== "fixed" && !el.closest("[role=tablist]")) offenders.push(el.tagName + "." + el.className.toString().slice(0,60)); } return { n: offenders.length, first: offenders.slice(0,3), docOverflow: document.documentElement.scrollWidth - document.documentElement.clientWidth }; });
  if (bad.n || bad.docOverflow > 0) console.log(width, url, JSON.stringify(bad));
}
await ctx.close();
}
console.log("probe done");
await browser.close();
