import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessMessages } from "@shared/accounts/access";
import type { CompanySettingsView } from "@shared/companies/contracts";
import { LOGO_MAX_BYTES, logoMessages } from "@shared/companies/logo-contracts";
import { enterprises, files } from "../../db/schema";
import { bundledFfmpegPath } from "../../plugins/media/bundled-ffmpeg";
import { runFfmpeg } from "../../plugins/media/ffmpeg";
import { createCandidate, createCompany, signIn, signInDevAdmin, uniqueIp } from "../../testing/accounts-fixtures";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { testDrivers } from "../../testing/test-database";
import { tinyPng } from "../../testing/tiny-png";
import { multipartBody } from "../../testing/test-files";

const LOGO = "/api/companies/me/logo";
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const SVG_WITH_SCRIPT = `<?xml version="1.0" encoding="UTF-8"?>
<!-- a logo that tries to run code -->
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="120" height="40"
  viewBox="0 0 120 40" onload="alert('onload')">
  <script type="text/javascript">alert(document.cookie)</script>
  <rect width="120" height="40" fill="#4f46e5"/>
  <defs><circle id="dot" cx="20" cy="20" r="10" fill="white"/></defs>
  <a xlink:href="#dot"><use xlink:href="#dot"/></a>
  <set attributeName="fill" to="red" begin="0s"/>
</svg>`;

/** A PNG signature and header, then picture data that is not compressed pixels. */
function brokenPng(): Buffer {
  const png = tinyPng(16, 16);
  return Buffer.concat([png.subarray(0, 33), Buffer.from("garbage that no decoder can read".repeat(10))]);
}

describe.each(testDrivers())("company logos on %s", (driver) => {
  let t: TestApp;
  let scratch: string;
  const images = {} as Record<"png" | "jpg" | "gif", Buffer>;
  const cookies = {} as Record<"candidate" | "admin" | "verified" | "pending", string>;
  const companyIds = {} as Record<"verified" | "pending", string>;

  const upload = (cookie: string | undefined, filename: string, contentType: string, data: Buffer) => {
    const body = multipartBody({}, { field: "logo", filename, contentType, data });
    return t.app.inject({
      method: "PUT",
      url: LOGO,
      headers: { ...(cookie ? { cookie } : {}), ...body.headers },
      payload: body.payload,
      remoteAddress: uniqueIp(),
    });
  };
  const call = (method: "GET" | "DELETE", url: string, cookie?: string) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, remoteAddress: uniqueIp() });
  const logoBlobs = async () => {
    const keys: string[] = [];
    for await (const key of t.app.services.blobs.list("logos/")) keys.push(key);
    return keys.sort();
  };
  const logoRows = () => t.database.db.select().from(files).where(eq(files.kind, "logo"));
  const uploaded = async (response: Awaited<ReturnType<typeof upload>>) => {
    expect(response.statusCode, response.body).toBe(200);
    const url = response.json<CompanySettingsView>().logoUrl;
    if (!url) throw new Error("no logo URL");
    return url;
  };

  beforeAll(async () => {
    scratch = await mkdtemp(path.join(os.tmpdir(), "onetake-logo-test-"));
    images.png = tinyPng(64, 32, [20, 120, 200]);
    const source = path.join(scratch, "source.png");
    await writeFile(source, images.png);
    for (const ext of ["jpg", "gif"] as const) {
      const output = path.join(scratch, `logo.${ext}`);
      await runFfmpeg({ path: bundledFfmpegPath() }, ["-loglevel", "error", "-y", "-i", source, output]);
      images[ext] = await readFile(output);
    }
    t = await createTestApp({ driver, env: { DEV_ADMIN_ENABLED: "true" } });
    const { db } = t.database;
    const candidate = await createCandidate(db, {}, { emailVerified: true });
    cookies.candidate = await signIn(t.app, candidate.email, undefined, uniqueIp());
    cookies.admin = await signInDevAdmin(t.app);
    for (const status of ["verified", "pending"] as const) {
      const company = await createCompany(db, { companyName: `Logo ${status}` }, { emailVerified: true, status });
      companyIds[status] = company.enterpriseId;
      cookies[status] = await signIn(t.app, company.email, undefined, uniqueIp());
    }
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    if (scratch) await rm(scratch, { recursive: true, force: true });
  });

  it("refuses anonymous callers (401), candidates and admins (403), storing nothing", async () => {
    expect((await upload(undefined, "logo.png", "image/png", images.png)).statusCode).toBe(401);
    const candidate = await upload(cookies.candidate, "logo.png", "image/png", images.png);
    expect(candidate.statusCode).toBe(403);
    expect(candidate.json()).toMatchObject({ message: accessMessages.onlyFor("enterprise") });
    const admin = await upload(cookies.admin, "logo.png", "image/png", images.png);
    expect(admin.statusCode).toBe(403);
    expect(admin.json()).toMatchObject({ message: accessMessages.adminIsNotACompany });
    expect((await call("DELETE", LOGO)).statusCode).toBe(401);
    expect((await call("DELETE", LOGO, cookies.candidate)).statusCode).toBe(403);
    expect(await logoBlobs()).toEqual([]);
  });

  it.each([
    [
      "a renamed text file",
      "logo.png",
      "image/png",
      Buffer.from("just some text, not a picture\n".repeat(20)),
      415,
      logoMessages.type,
    ],
    [
      "an HTML page named .svg",
      "logo.svg",
      "image/svg+xml",
      Buffer.from("<html><body><script>alert(1)</script></body></html>"),
      415,
      logoMessages.type,
    ],
    [
      "a PDF named .jpg",
      "logo.jpg",
      "image/jpeg",
      Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"),
      415,
      logoMessages.type,
    ],
    [
      "a PNG over 2 MB",
      "big.png",
      "image/png",
      Buffer.concat([tinyPng(), Buffer.alloc(LOGO_MAX_BYTES)]),
      413,
      logoMessages.size,
    ],
    ["a broken PNG", "broken.png", "image/png", brokenPng(), 415, logoMessages.unreadable],
    [
      "a broken SVG",
      "broken.svg",
      "image/svg+xml",
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><g>'),
      415,
      logoMessages.unreadable,
    ],
    ...[
      "/etc/hostname",
      "file:///etc/hostname",
      "&#47;etc&#47;hostname",
      "https://example.com/tracker.png",
      "javascript:alert(1)",
      "data:image/svg+xml;base64,PHN2Zy8+",
    ].map(
      (href) =>
        [
          `an SVG naming ${href}`,
          "logo.svg",
          "image/svg+xml",
          Buffer.from(
            `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><image href="${href}" width="10" height="10"/></svg>`,
          ),
          415,
          logoMessages.external,
        ] as const,
    ),
    [
      "an SVG whose entity builds a path",
      "logo.svg",
      "image/svg+xml",
      Buffer.from(
        '<!DOCTYPE svg [<!ENTITY p "/etc/hostname">]><svg xmlns="http://www.w3.org/2000/svg"><image href="&p;"/></svg>',
      ),
      415,
      logoMessages.external,
    ],
  ] as const)("refuses %s with the form's message", async (_name, filename, contentType, data, status, message) => {
    const response = await upload(cookies.pending, filename, contentType, data);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ message, fields: { logo: message } });
    expect(await logoBlobs()).toEqual([]);
    expect(await logoRows()).toEqual([]);
  });

  it.each(["png", "jpg", "gif"] as const)("takes a %s and serves it redrawn as a PNG", async (ext) => {
    const mime = { png: "image/png", jpg: "image/jpeg", gif: "image/gif" }[ext];
    const url = await uploaded(await upload(cookies.verified, `logo.${ext}`, mime, images[ext]));
    expect(url).toMatch(new RegExp(`^/api/companies/${companyIds.verified}/logo\\?v=`));
    const served = await call("GET", url);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.rawPayload.subarray(0, 8)).toEqual(PNG_MAGIC);
    // The picture's size is kept (64 x 32): the IHDR width and height.
    expect(served.rawPayload.readUInt32BE(16)).toBe(64);
    expect(served.rawPayload.readUInt32BE(20)).toBe(32);
    // Replacing the logo leaves one file: the upload itself and the old logo are deleted.
    expect(await logoBlobs()).toHaveLength(1);
    expect(await logoRows()).toHaveLength(1);
  });

  it("draws an SVG as a PNG and never serves the SVG or its script", async () => {
    const url = await uploaded(
      await upload(cookies.verified, "logo.svg", "image/svg+xml", Buffer.from(SVG_WITH_SCRIPT)),
    );
    const served = await call("GET", url);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.headers["content-security-policy"]).toContain("sandbox");
    expect(served.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(served.headers["content-disposition"]).toMatch(/^inline/);
    expect(served.rawPayload.subarray(0, 8)).toEqual(PNG_MAGIC);
    expect(served.rawPayload.toString("latin1")).not.toMatch(/script|alert|svg/i);
    // The longest side is drawn at 512 px, keeping the 3:1 shape.
    expect(served.rawPayload.readUInt32BE(16)).toBe(512);
    expect(served.rawPayload.readUInt32BE(20)).toBe(171);
    const blobs = await logoBlobs();
    expect(blobs).toHaveLength(1);
    expect(blobs[0]).toMatch(/\.png$/);
    const [row] = await logoRows();
    expect(row).toMatchObject({ contentType: "image/png", originalName: "logo.svg" });
  });

  it("shows a verified company's logo to anyone, a pending company's only to itself and admins", async () => {
    const verifiedUrl = (await call("GET", "/api/companies/me/settings", cookies.verified)).json<CompanySettingsView>()
      .logoUrl!;
    expect((await call("GET", verifiedUrl)).statusCode).toBe(200);
    expect((await call("GET", verifiedUrl, cookies.candidate)).statusCode).toBe(200);

    const pendingUrl = await uploaded(await upload(cookies.pending, "logo.png", "image/png", images.png));
    for (const cookie of [undefined, cookies.candidate, cookies.verified]) {
      const response = await call("GET", pendingUrl, cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: logoMessages.notFound });
    }
    expect((await call("GET", pendingUrl, cookies.pending)).statusCode).toBe(200);
    expect((await call("GET", pendingUrl, cookies.admin)).statusCode).toBe(200);
  });

  it("removes the logo: its row, its blob and the URL", async () => {
    const before = (await call("GET", "/api/companies/me/settings", cookies.pending)).json<CompanySettingsView>();
    expect(before.logoUrl).not.toBeNull();
    const removed = await call("DELETE", LOGO, cookies.pending);
    expect(removed.statusCode).toBe(200);
    expect(removed.json<CompanySettingsView>().logoUrl).toBeNull();
    expect((await call("GET", before.logoUrl!, cookies.pending)).statusCode).toBe(404);
    const [company] = await t.database.db.select().from(enterprises).where(eq(enterprises.id, companyIds.pending));
    expect(company?.logoFileId).toBeNull();
    // Only the verified company's logo is left.
    expect(await logoBlobs()).toHaveLength(1);
    expect(await logoRows()).toHaveLength(1);
    // Removing again is harmless.
    expect((await call("DELETE", LOGO, cookies.pending)).statusCode).toBe(200);
  });
});
