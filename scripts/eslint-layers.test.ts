import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
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

  it("keeps the domain and the routes out of plugins, their tests included", async () => {
    const belowDomain = expect.stringContaining("Plugins are infrastructure below the domain");
    expect(
      await ruleIds(
        "src/server/plugins/auth/x.ts",
        'import { sendEmail } from "../../domain/mail/send-email";\nexport const s = sendEmail;\n',
      ),
    ).toEqual([belowDomain]);
    expect(
      await ruleIds(
        "src/server/plugins/x.test.ts",
        'import { listCandidatePool } from "../domain/candidates/pool/list-candidate-pool";\nexport const l = listCandidatePool;\n',
      ),
    ).toEqual([belowDomain]);
    expect(
      await ruleIds(
        "src/server/plugins/x.ts",
        'import { systemRoutes } from "../routes/system/system-routes";\nexport const r = systemRoutes;\n',
      ),
    ).toEqual([belowDomain]);
    expect(
      await ruleIds("src/server/plugins/x.ts", 'import { AppError } from "../errors";\nexport const e = AppError;\n'),
    ).toEqual([]);
  });

  it("keeps every plugin that takes Fastify's request, reply or instance out of domain code", async () => {
    const pluginsDir = path.join(root, "src/server/plugins");
    const takesFastify = fs
      .readdirSync(pluginsDir, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && !file.endsWith(".d.ts"))
      .filter((file) =>
        /\b(FastifyRequest|FastifyReply|FastifyInstance)\b/.test(fs.readFileSync(path.join(pluginsDir, file), "utf8")),
      )
      .map((file) => file.replace(/\.ts$/, "").split(path.sep).join("/"));
    expect(takesFastify).toEqual(expect.arrayContaining(["route", "upload-route", "storage/send-blob"]));
    for (const name of takesFastify) {
      expect(
        await ruleIds(
          "src/server/domain/accounts/x.ts",
          `import * as plugin from "../../plugins/${name}";\nexport const p = plugin;\n`,
        ),
        name,
      ).toEqual([expect.stringContaining("Domain code does not use the plugins that take Fastify")]);
    }
    expect(
      await ruleIds(
        "src/server/domain/accounts/x.ts",
        'import type { BlobDownload } from "../../plugins/storage/blob-download";\nexport type D = BlobDownload;\n',
      ),
    ).toEqual([]);
  });

  it("lets a domain import only the domains on its row of the table, outside tests", async () => {
    expect(
      await ruleIds(
        "src/server/domain/mail/x.ts",
        'import { decodePoolCursor } from "../candidates/pool/pool-cursor";\nexport const d = decodePoolCursor;\n',
      ),
    ).toEqual([expect.stringContaining("domain/mail may import only these domains: none")]);
    expect(
      await ruleIds(
        "src/server/domain/candidates/pool/x.ts",
        'import { requireCompany } from "../../companies/require-company";\nimport { recordAudit } from "../../admin/record-audit";\nexport const r = [requireCompany, recordAudit];\n',
      ),
    ).toEqual([expect.stringContaining("domain/candidates may import only these domains")]);
    expect(
      await ruleIds(
        "src/server/domain/mail/x.test.ts",
        'import { decodePoolCursor } from "../candidates/pool/pool-cursor";\nexport const d = decodePoolCursor;\n',
      ),
    ).toEqual([]);
  });

  it("keeps the table of domain imports acyclic once today's listed cycles are set apart", async () => {
    type Table = Record<string, string[]>;
    const config = (await import(pathToFileURL(path.join(root, "eslint.config.js")).href)) as {
      domainImports: Table;
      domainCycleExceptions: Table;
    };
    const domains = fs
      .readdirSync(path.join(root, "src/server/domain"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    for (const table of [config.domainImports, config.domainCycleExceptions]) {
      for (const [from, targets] of Object.entries(table))
        expect(domains).toEqual(expect.arrayContaining([from, ...targets]));
    }
    for (const [from, targets] of Object.entries(config.domainCycleExceptions)) {
      for (const target of targets) expect(config.domainImports[from] ?? [], from).not.toContain(target);
    }
    const state = new Map<string, "visiting" | "done">();
    const cycles: string[] = [];
    const visit = (domain: string, trail: string[]): void => {
      state.set(domain, "visiting");
      for (const next of config.domainImports[domain] ?? []) {
        if (state.get(next) === "visiting") cycles.push([...trail, domain, next].join(" -> "));
        else if (!state.has(next)) visit(next, [...trail, domain]);
      }
      state.set(domain, "done");
    };
    for (const domain of domains) if (!state.has(domain)) visit(domain, []);
    expect(cycles).toEqual([]);
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
