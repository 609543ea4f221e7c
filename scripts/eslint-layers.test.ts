import fs from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The layer rules live in eslint.config.js; these cases prove each one really fires, so a later
// edit of the config cannot switch one off unnoticed.

const root = path.resolve(import.meta.dirname, "..");
const eslint = new ESLint({ cwd: root });

async function ruleIds(relativePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, relativePath) });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe("the lint rules that keep the layers apart", () => {
  it("keeps fastify and routes out of domain code, but not out of its tests", async () => {
    expect(
      await ruleIds("src/server/domain/accounts/x.ts", 'import Fastify from "fastify";\nexport const f = Fastify;\n'),
    ).toEqual([expect.stringContaining("Domain code knows nothing of HTTP")]);
    expect(
      await ruleIds(
        "src/server/domain/accounts/x.ts",
        'import { route } from "../../routes/system/system-routes";\nexport const r = route;\n',
      ),
    ).toEqual([expect.stringContaining("Domain code knows nothing of HTTP")]);
    expect(
      await ruleIds(
        "src/server/domain/accounts/x.test.ts",
        'import Fastify from "fastify";\nexport const f = Fastify;\n',
      ),
    ).toEqual([]);
  });

  it("keeps the database out of routes", async () => {
    expect(
      await ruleIds("src/server/routes/accounts/x.ts", 'import { eq } from "drizzle-orm";\nexport const e = eq;\n'),
    ).toEqual([expect.stringContaining("the database belongs to the domain")]);
    expect(
      await ruleIds(
        "src/server/routes/accounts/x.ts",
        'import { pingDatabase } from "../../db/client";\nexport const p = pingDatabase;\n',
      ),
    ).toEqual([expect.stringContaining("the database belongs to the domain")]);
  });

  it("allows browser globals only in the web app and Node globals only on the server", async () => {
    expect(await ruleIds("src/server/plugins/x.ts", "export const title = () => document.title;\n")).toEqual([
      expect.stringContaining("document does not exist where the server runs"),
    ]);
    expect(await ruleIds("src/web/lib/x.ts", "export const env = () => process.env;\n")).toEqual([
      expect.stringContaining("process does not exist where the web app runs"),
    ]);
    expect(
      await ruleIds(
        "src/shared/http/x.ts",
        "export const b = () => Buffer.alloc(1);\nexport const w = () => window;\n",
      ),
    ).toEqual([expect.stringContaining("Buffer does not exist"), expect.stringContaining("window does not exist")]);
    expect(await ruleIds("src/server/plugins/x.ts", "export const env = () => process.env;\n")).toEqual([]);
    expect(await ruleIds("src/web/lib/x.ts", "export const title = () => document.title;\n")).toEqual([]);
  });

  describe("import cycles", () => {
    const dir = path.join(root, "src/shared/.lint-cycle-fixture");
    beforeAll(() => {
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, "a.ts"), 'import { b } from "./b";\nexport const a = (): unknown => b;\n');
      fs.writeFileSync(path.join(dir, "b.ts"), 'import { a } from "./a";\nexport const b = (): unknown => a;\n');
    });
    afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

    it("refuses a module that imports itself back", async () => {
      const [result] = await eslint.lintFiles([path.join(dir, "a.ts")]);
      expect(result?.messages.map((message) => message.ruleId)).toContain("import-x/no-cycle");
    });
  });
});
