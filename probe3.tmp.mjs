import { chromium } from "@playwright/test";
const base = "http://127.0.0.1:5399";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const login = await browser.newContext({ baseURL: base });
const s = await login.request.post("/api/auth/sign-in/email", { data: { email: "hannah@northwindrobotics.com", password: "ucnHWXy4ZWXES8Ao-A1!" }, headers: { origin: base } });
if (!s.ok()) { console.log("signin", s.status()); process.exit(1); }
const state = await login.storageState();
const pool = await (await login.request.get("/api/candidates")).json();
const postings = await (await login.request.get("/api/companies/me/postings?tab=all")).json();
const apps = await (await login.request.get(`/api/companies/me/postings/${postings.items[0].id}/applicants`)).json();
const urls = [...apps.items.map(a => `/application-details/${a.applicationId}`), ...pool.items.slice(0,8).map(i => `/candidate-profile/${i.profileId}`), ...postings.items.map(p => `/job-applicants/${p.id}`), ...postings.items.slice(0,1).map(p => `/edit-job/${p.id}`), "/candidates", "/job-postings", "/internal-jobs", "/create-job", "/interview-customization", "/enterprise-dashboard", "/enterprise-settings"];
for (const width of (process.env.WIDTHS ?? "1280,1024,768,375").split(",").map(Number)) {
  const ctx = await browser.newContext({ baseURL: base, viewport: { width, height: 900 }, storageState: state });
  const page = await ctx.newPage();
  for (const url of urls) {
    await page.goto(url); await page.waitForLoadState("networkidle"); await page.waitForTimeout(300);
    const bad = await page.evaluate((W) => { const main = document.querySelector("main"); if (!main) return { none: location.pathname }; const leaves = []; for (const el of main.querySelectorAll("*")) { const r = el.getBoundingClientRect(); if (r.width && r.right > W + 1 && !el.closest("[role=tablist]") && [...el.children].every(c => c.getBoundingClientRect().right <= W + 1)) leaves.push(`${el.tagName}.${el.className.toString().slice(0,70)} w=${Math.round(r.width)} "${(el.textContent||"").slice(0,40)}"`); } return { leaves: leaves.slice(0,3), docOverflow: document.documentElement.scrollWidth - document.documentElement.clientWidth }; }, width);
    if (bad.none || bad.leaves.length || bad.docOverflow > 0) console.log(width, url, JSON.stringify(bad));
  }
  await ctx.close();
}
console.log("probe done");
await browser.close();
