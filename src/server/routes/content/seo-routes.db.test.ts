import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogPosts } from "@shared/content/blog-posts";
import { createTestApp, type TestApp } from "../../testing/test-app";

describe("robots.txt and sitemap.xml", () => {
  let production: TestApp;
  let development: TestApp;
  beforeAll(async () => {
    production = await createTestApp({
      startWorker: false,
      env: { NODE_ENV: "production", PUBLIC_URL: "https://onetake.example", AUTH_SECRET: "s".repeat(40) },
    });
    development = await createTestApp({ startWorker: false });
  });
  afterAll(async () => {
    await production.close();
    await development.close();
  });

  it("lets crawlers index public pages in production but never private areas", async () => {
    const response = await production.app.inject({ method: "GET", url: "/robots.txt" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/plain");
    const lines = response.body.split("\n");
    expect(lines).not.toContain("Disallow: /");
    expect(lines).toContain("Disallow: /admin");
    expect(lines).toContain("Disallow: /candidate-profile/");
    expect(lines).toContain("Sitemap: https://onetake.example/sitemap.xml");
  });

  it("keeps a development server out of search results entirely", async () => {
    const response = await development.app.inject({ method: "GET", url: "/robots.txt" });
    expect(response.body.split("\n")).toContain("Disallow: /");
  });

  it("lists the public pages and every blog post, and no private page", async () => {
    const response = await production.app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("application/xml");
    expect(response.body).toContain("<loc>https://onetake.example/</loc>");
    expect(response.body).toContain("<loc>https://onetake.example/pricing</loc>");
    for (const post of blogPosts) expect(response.body).toContain(`<loc>https://onetake.example/blog/${post.id}</loc>`);
    expect(response.body).not.toContain("/admin");
    expect(response.body).not.toContain("dashboard");
  });
});
