import { gzipSync } from "node:zlib";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures/worker-page";
import { blogPosts } from "../../src/shared/content/blog-posts";

/** Every public content route and the <h1> it must show. */
const routes: readonly (readonly [path: string, heading: string])[] = [
  ["/", "Do your best work at a fast-growing AI startup"],
  ["/?for=enterprises", "Hire AI-literate talent up to 70% faster"],
  ["/ai-gtm-talent", "Go-to-market talent that speaks fluent AI"],
  ["/our-story", "We got tired of the same first interview"],
  ["/about", "The hiring marketplace built for AI companies"],
  ["/contact", "Contact Us"],
  ["/careers", "Help every candidate do one great interview"],
  ["/faq", "Frequently asked questions"],
  ["/help", "How can we help?"],
  ["/help/getting-started", "Getting Started"],
  ["/help/candidate-guides", "Candidate Guides"],
  ["/help/employer-resources", "Employer Resources"],
  ["/case-studies", "How AI companies hire with one interview"],
  ["/book-appointment", "Book a Free Consultation"],
  ["/early-access", "Get early access for your hiring team"],
  ["/pricing", "Pay for interviews you watch, not seats you don’t use"],
  ["/upload-resume", "Upload your resume"],
  ["/privacy-policy", "Privacy Policy"],
  ["/terms-of-service", "Terms of Service"],
  ["/cookies", "Cookie Policy"],
  ["/legal", "Legal Center"],
  ["/blog", "Notes on hiring in AI"],
  ...blogPosts.map((post) => [`/blog/${post.id}`, post.title] as const),
  ["/blog/no-such-post", "Blog Post Not Found"],
];

const widths = [375, 1280] as const;

async function metaDescription(page: Page): Promise<string> {
  return (await page.locator('meta[name="description"]').getAttribute("content")) ?? "";
}

/** The serious and critical axe violations of the page as it is now, once lazily loaded forms settled. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.waitForLoadState("networkidle");
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

test.describe("every public content route", () => {
  // One test per route loads it on a phone, checks it, widens the same page to a desktop, checks
  // it again and runs axe there: the layout follows the width through CSS alone, so one load per
  // route checks what a load per width would. These pages keep no state, so the tests share one
  // page per worker (fixtures/worker-page.ts).
  for (const [path, heading] of routes) {
    test(`${path} at ${widths.join(" and ")} px shows its heading, title and description, with no serious axe violations`, async ({
      sharedPage: page,
    }) => {
      await page.setViewportSize({ width: widths[0], height: 900 });
      await page.goto(path);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        await expect(page.getByRole("heading", { level: 1, name: heading, exact: true })).toBeVisible();
        // index.html says just "OneTake"; every route sets a title of its own.
        await expect(page).not.toHaveTitle(/^OneTake$/);
        expect(await metaDescription(page)).not.toBe("");
        // Nothing may be wider than the viewport (no sideways scrolling on a phone).
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0);
        await expect(page.getByRole("contentinfo")).toBeAttached();
      }
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test("each route has its own title and description", async ({ sharedPage: page }) => {
    const seen = new Map<string, string>();
    for (const [path, heading] of routes) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading, exact: true })).toBeVisible();
      await expect(page).not.toHaveTitle(/^OneTake$/);
      const key = `${await page.title()} | ${await metaDescription(page)}`;
      expect(seen.get(key), `${path} repeats the title and description of ${seen.get(key)}`).toBeUndefined();
      seen.set(key, path);
    }
  });
});

test.describe("accessibility (axe: no serious or critical violations)", () => {
  test("axe on the landing page at 375 px, both tabs", async ({ sharedPage: page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    for (const path of ["/", "/?for=enterprises"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect((await seriousViolations(page)).map((violation) => `${path} ${violation}`)).toEqual([]);
    }
  });
});

test.describe("landing page", () => {
  test("candidate view has the spec's links, steps, stats and rated testimonials", async ({ sharedPage: page }) => {
    await page.goto("/");
    await expect(page.getByRole("tab", { name: "Candidates" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("link", { name: "Join Our AI Talent Network" })).toHaveAttribute("href", "/apply");
    await expect(page.getByRole("link", { name: "Upload your resume instead" })).toHaveAttribute(
      "href",
      "/upload-resume",
    );
    const header = page.getByRole("banner");
    for (const [name, href] of [
      ["Our Story", "/our-story"],
      ["Pricing", "/pricing"],
      ["Login", "/login"],
    ] as const) {
      await expect(header.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    const step = (name: string) => page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
    await expect(step("Choose Your Track").getByRole("link")).toHaveAttribute("href", "/apply");
    await expect(step("Record Your AI Story").getByRole("link")).toHaveAttribute("href", "/interview");
    await expect(step("Get Matched with AI Companies").getByRole("link")).toHaveAttribute("href", "/login");
    for (const stat of ["AI Companies Hiring", "AI-Focused Roles", "Candidate Satisfaction", "Job Offer Rate"]) {
      await expect(page.getByText(stat, { exact: true })).toBeVisible();
    }
    await expect(page.getByText("3,500+", { exact: true })).toBeVisible();
    await expect(page.getByRole("img", { name: /Rated [1-5] out of 5/ })).toHaveCount(3);
  });

  test("enterprise view has its stats, ratings 5, 5, 4 and the waitlist card", async ({ sharedPage: page }) => {
    await page.goto("/?for=enterprises");
    await expect(page.getByRole("tab", { name: "Enterprises" })).toHaveAttribute("aria-selected", "true");
    for (const stat of [
      "Reduction in time-to-hire",
      "AI-native companies",
      "Employer satisfaction",
      "AI-literate candidates",
    ]) {
      await expect(page.getByText(stat, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole("img", { name: "Rated 5 out of 5" })).toHaveCount(2);
    await expect(page.getByRole("img", { name: "Rated 4 out of 5" })).toHaveCount(1);
    await expect(page.getByRole("heading", { name: "Ready to Build Your AI Team?" })).toBeAttached();
    await expect(page.getByRole("heading", { name: "Get Early Access" })).toBeAttached();
    for (const id of ["waitlist", "how-it-works", "enterprise-features", "for-companies"]) {
      await expect(page.locator(`#${id}`)).toHaveCount(1);
    }
  });

  test("the header changes style once the page scrolls past 50 px", async ({ sharedPage: page }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header).toHaveAttribute("data-scrolled", "false");
    const before = await header.evaluate((el) => getComputedStyle(el).backgroundColor);
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 120));
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await expect.poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(before);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute("data-scrolled", "false");
  });

  test("below 768 px the header links sit on a second row", async ({ sharedPage: page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/");
    const brand = await page.getByRole("banner").getByRole("link", { name: "OneTake" }).boundingBox();
    const login = await page.getByRole("banner").getByRole("link", { name: "Login" }).boundingBox();
    expect(login!.y).toBeGreaterThan(brand!.y + brand!.height);

    await page.setViewportSize({ width: 1280, height: 800 });
    const wideBrand = await page.getByRole("banner").getByRole("link", { name: "OneTake" }).boundingBox();
    const wideLogin = await page.getByRole("banner").getByRole("link", { name: "Login" }).boundingBox();
    expect(Math.abs(wideLogin!.y + wideLogin!.height / 2 - (wideBrand!.y + wideBrand!.height / 2))).toBeLessThan(8);
  });

  test("a hash in the address scrolls to its section, on the right tab", async ({ sharedPage: page }) => {
    await page.goto("/?for=enterprises#waitlist");
    const heading = page.getByRole("heading", { name: "Ready to Build Your AI Team?" });
    await expect(heading).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    // Not hidden under the fixed header.
    const headerBottom = await page.getByRole("banner").evaluate((el) => el.getBoundingClientRect().bottom);
    const sectionTop = await page.locator("#waitlist").evaluate((el) => el.getBoundingClientRect().top);
    expect(sectionTop).toBeGreaterThanOrEqual(headerBottom - 1);

    // An enterprise-only anchor opens the enterprise tab even without ?for=.
    await page.goto("/#enterprise-features");
    await expect(page.getByRole("tab", { name: "Enterprises" })).toHaveAttribute("aria-selected", "true");
    await expect(
      page.getByRole("heading", { name: "Built for the first round, so you can focus on the last" }),
    ).toBeInViewport();

    await page.goto("/#how-it-works");
    await expect(
      page.getByRole("heading", { name: "Three steps from application to offer conversations" }),
    ).toBeInViewport();
  });

  test("'See How It Works' scrolls to the features", async ({ sharedPage: page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "See How It Works" }).click();
    await expect(page.getByRole("heading", { name: "A first round that works for you" })).toBeInViewport();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the landing tabs switch with the arrow keys and keep the choice in the address", async ({
    sharedPage: page,
  }) => {
    await page.goto("/");
    const candidates = page.getByRole("tab", { name: "Candidates" });
    const enterprises = page.getByRole("tab", { name: "Enterprises" });
    await candidates.focus();
    await page.keyboard.press("ArrowRight");
    await expect(enterprises).toBeFocused();
    await expect(enterprises).toHaveAttribute("aria-selected", "true");
    await expect(page).toHaveURL(/\?for=enterprises$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Hire AI-literate talent up to 70% faster" }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Hire AI Teams Fast" })).toBeVisible();
    await page.keyboard.press("ArrowLeft");
    await expect(candidates).toHaveAttribute("aria-selected", "true");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("button", { name: "Hire AI Teams Fast" })).toHaveCount(0);
  });

  test("'Hire AI Teams Fast' opens the waitlist dialog, and Escape returns focus", async ({ sharedPage: page }) => {
    await page.goto("/?for=enterprises");
    const button = page.getByRole("button", { name: "Hire AI Teams Fast" });
    await button.click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(button).toBeFocused();
  });

  test("on wide screens the arrow bounces and scrolls down by 80% of the window", async ({ sharedPage: page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/?for=enterprises");
    const arrow = page.getByRole("button", { name: "Scroll down" });
    await expect(arrow).toBeVisible();
    // Reduced motion: no bounce, and the scroll jumps instead of gliding.
    expect(await arrow.evaluate((el) => getComputedStyle(el).animationName)).toBe("none");
    await arrow.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(640);

    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await arrow.evaluate((el) => getComputedStyle(el).animationName)).toBe("bounce");

    await page.setViewportSize({ width: 375, height: 800 });
    await expect(arrow).toBeHidden();
  });

  test("the footer has the spec's links and no placeholder links", async ({ sharedPage: page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "Privacy Policy" })).toBeVisible();
    const hrefs = await footer.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    for (const href of [
      "/#how-it-works",
      "/#features",
      "/pricing",
      "/#case-studies",
      "/about",
      "/our-story",
      "/careers",
      "/contact",
      "/help",
      "/privacy-policy",
      "/terms-of-service",
      "/faq",
      "/cookies",
    ]) {
      expect(hrefs).toContain(href);
    }
    expect(hrefs).not.toContain("#");
  });

  test("'/' stays within its JavaScript budget and loads no dashboard code", async ({ page }) => {
    const scripts = new Map<string, number>();
    page.on("response", async (response) => {
      const url = response.url();
      if (!url.endsWith(".js")) return;
      scripts.set(url, gzipSync(await response.body()).length);
    });
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
    console.log(`JS for '/': ${(total / 1024).toFixed(1)} KB gzip in ${scripts.size} files`);
    expect(total).toBeLessThanOrEqual(150 * 1024);
    expect([...scripts.keys()].filter((url) => /dashboard|workspace|admin|audit/.test(url))).toEqual([]);
  });
});

test.describe("legal", () => {
  test("/legal has five keyboard-operable tabs, today's date and a way home", async ({ sharedPage: page }) => {
    await page.goto("/legal");
    const tabs = page.getByRole("tab");
    await expect(tabs).toHaveText([
      "Terms of Service",
      "Privacy Policy",
      "Cookie Policy",
      "Employer Agreement",
      "Candidate Agreement",
    ]);
    await tabs.first().focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Privacy Policy" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("heading", { level: 2, name: "Privacy Policy" })).toBeVisible();
    await expect(page.getByRole("tabpanel")).toContainText("within 30 days");
    await expect(page.getByRole("button", { name: "Back" })).toBeVisible();

    const today = await page.evaluate(() => {
      const d = new Date();
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
    });
    await expect(page.locator(`time[datetime="${today}"]`)).toBeVisible();
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the standalone policies use the same text as /legal", async ({ sharedPage: page }) => {
    await page.goto("/cookies");
    await expect(page.getByRole("heading", { level: 1, name: "Cookie Policy" })).toBeVisible();
    const standalone = await page.getByRole("heading", { level: 2 }).allInnerTexts();
    await page.goto("/legal?doc=cookies");
    await expect(page.getByRole("tab", { name: "Cookie Policy" })).toHaveAttribute("aria-selected", "true");
    const inTabs = await page.getByRole("tabpanel").getByRole("heading", { level: 3 }).allInnerTexts();
    expect(inTabs).toEqual(standalone.filter((text) => inTabs.includes(text)));
    expect(inTabs.length).toBeGreaterThan(3);
    await expect(page.getByRole("tabpanel")).toContainText("session");
    await expect(page.getByRole("tabpanel")).toContainText("no third-party cookies");
  });
});

test.describe("blog", () => {
  test("/blog lists seven posts with the first featured", async ({ sharedPage: page }) => {
    await page.goto("/blog");
    await expect(page.getByRole("article")).toHaveCount(7);
    const featured = page.getByRole("region", { name: "Featured post" });
    await expect(featured.getByRole("link", { name: blogPosts[0]!.title })).toBeVisible();
    for (const category of [
      "Company Story",
      "Technology",
      "Career Advice",
      "Tips & Strategies",
      "Company Vision",
      "AI & Recruitment",
    ]) {
      await expect(page.getByText(category, { exact: true }).first()).toBeVisible();
    }
  });

  test("a post shows its details, image, author box, three related posts and Open Graph tags", async ({
    sharedPage: page,
    request,
  }) => {
    const post = blogPosts[1]!;
    await page.goto(`/blog/${post.id}`);
    await expect(page.getByRole("heading", { level: 1, name: post.title })).toBeVisible();
    await expect(page.getByText(post.category, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(post.readTime).first()).toBeVisible();
    await expect(page.locator(`article time[datetime="${post.date}"]`).first()).toBeVisible();
    const image = page.getByRole("img", { name: post.image.alt }).first();
    await expect(image).toBeVisible();
    // The box has its size before the picture arrives, so wait for the picture itself.
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByRole("complementary", { name: `About the author: ${post.author.name}` })).toBeVisible();
    const related = page.getByRole("region", { name: "Related posts" }).getByRole("article");
    await expect(related).toHaveCount(3);
    await expect(related.getByRole("link", { name: post.title })).toHaveCount(0);

    const og = async (property: string) => page.locator(`meta[property="${property}"]`).getAttribute("content");
    expect(await og("og:type")).toBe("article");
    expect(await og("og:title")).toBe(post.title);
    expect(await og("og:description")).toBe(post.excerpt);
    const ogImage = await og("og:image");
    expect(ogImage).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/blog\/.+\.png$/);
    const response = await request.get(ogImage!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("image/png");
  });

  test("an unknown post says so and links back to the blog", async ({ sharedPage: page }) => {
    await page.goto("/blog/no-such-post");
    await expect(page.getByRole("heading", { level: 1, name: "Blog Post Not Found" })).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Back to the blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("heading", { level: 1, name: "Notes on hiring in AI" })).toBeVisible();
  });
});

test.describe("other pages' key content", () => {
  test("FAQ answers re-records, cost, interview length and verification time", async ({ sharedPage: page }) => {
    await page.goto("/faq");
    for (const question of [
      "Can I re-record my interview?",
      "Is OneTake free for candidates?",
      "How long is the interview, and what will I be asked?",
      "How are companies verified, and how long does it take?",
    ]) {
      await page.getByText(question, { exact: true }).click();
    }
    await expect(page.getByText(/up to three re-records per application/)).toBeVisible();
    await expect(page.getByText(/About 20 minutes for 7 questions/)).toBeVisible();
    await expect(page.getByText(/usually within 24 hours/).first()).toBeVisible();
  });

  test("careers lists four positions with department, location and type", async ({ sharedPage: page }) => {
    await page.goto("/careers");
    const positions = page.getByRole("region", { name: "Open positions" }).getByRole("heading", { level: 3 });
    await expect(positions).toHaveCount(4);
    await expect(page.getByRole("definition").filter({ hasText: /^(Full-time|Contract)$/ })).toHaveCount(4);
  });

  test("help links to its categories, the FAQ and contact", async ({ sharedPage: page }) => {
    await page.goto("/help");
    await expect(page.getByRole("heading", { level: 1, name: "How can we help?" })).toBeVisible();
    const hrefs = await page
      .getByRole("main")
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    for (const href of [
      "/help/getting-started",
      "/help/candidate-guides",
      "/help/employer-resources",
      "/faq",
      "/contact",
    ]) {
      expect(hrefs).toContain(href);
    }
  });

  test("pricing shows Basic to Enterprise, pay per interview and the $99/mo teaser, with no checkout", async ({
    sharedPage: page,
  }) => {
    await page.goto("/pricing");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    for (const tier of ["Basic", "Business", "Enterprise"]) {
      await expect(page.getByRole("heading", { level: 3, name: tier, exact: true })).toBeVisible();
    }
    await expect(page.getByText("Pay per interview", { exact: true })).toBeVisible();
    await expect(page.getByText("$99/mo", { exact: true })).toBeVisible();
    await expect(page.getByText("Coming Soon").first()).toBeVisible();
    const targets = await page
      .getByRole("main")
      .getByRole("listitem")
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(new Set(targets)).toEqual(new Set(["/register-company", "/book-appointment"]));
  });

  test("/ai-gtm-talent has its own header, badge, five roles and three stories", async ({ sharedPage: page }) => {
    await page.goto("/ai-gtm-talent");
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
    await expect(page.getByText("AI GTM TALENT", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Join as GTM Talent" }).first()).toHaveAttribute("href", "/apply");
    await expect(page.getByRole("link", { name: "Hire GTM Talent" }).first()).toHaveAttribute(
      "href",
      "/register-company",
    );
    await expect(page.getByRole("heading", { level: 4, name: "Key skills" })).toHaveCount(5);
    await expect(page.getByRole("figure")).toHaveCount(3);
  });

  test("book-appointment and early-access state the offer", async ({ sharedPage: page }) => {
    await page.goto("/book-appointment");
    await expect(page.getByText("30 minutes, free")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Reply within 24 hours" })).toBeVisible();
    await page.goto("/early-access");
    await expect(page.getByText("Coming Soon")).toBeVisible();
    await expect(page.getByText("$99")).toBeVisible();
    await expect(page.getByText("Custom", { exact: true })).toBeVisible();
  });
});
