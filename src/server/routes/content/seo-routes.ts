import type { FastifyInstance } from "fastify";
import { blogPosts } from "@shared/content/blog-posts";
import { indexablePublicPaths, nonIndexablePrefixes } from "@shared/content/public-pages";
import type { AppServices } from "../../services";

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** robots.txt and sitemap.xml, built from the same lists the web app's public routes use. */
export async function seoRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const origin = services.config.publicUrl;

  app.get("/robots.txt", { schema: { hide: true } }, async (_request, reply) => {
    const lines = [
      "User-agent: *",
      ...(services.config.isProduction ? [] : ["Disallow: /"]),
      ...nonIndexablePrefixes.map((prefix) => `Disallow: ${prefix}`),
      `Sitemap: ${origin}/sitemap.xml`,
      "",
    ];
    return reply
      .type("text/plain; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(lines.join("\n"));
  });

  app.get("/sitemap.xml", { schema: { hide: true } }, async (_request, reply) => {
    const urls = [
      ...indexablePublicPaths.map((path) => ({ loc: `${origin}${path}`, lastmod: undefined as string | undefined })),
      ...blogPosts.map((post) => ({ loc: `${origin}/blog/${post.id}`, lastmod: post.date })),
    ];
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls.map(
        ({ loc, lastmod }) =>
          `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ""}</url>`,
      ),
      "</urlset>",
      "",
    ].join("\n");
    return reply.type("application/xml; charset=utf-8").header("cache-control", "public, max-age=3600").send(body);
  });
}
