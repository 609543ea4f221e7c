import { readdirSync } from "node:fs";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const crossing = (message, ...group) => ({ group, message });

const webFeatures = readdirSync(new URL("./src/web/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const serverFromWeb = crossing("The web app must not import server code.", "**/server/**", "@server/*");

// Only a feature's api/ folder (and lib/) talks to the server; screens use its hooks.
const apiClientOutsideApi = {
  group: ["@web/lib/http/api-client", "**/lib/http/api-client"],
  importNames: ["callApi"],
  message: "Call the API through a hook in features/<domain>/api/<verb-noun>.ts, not callApi from a screen.",
};

// Each side may use only the globals of the runtime it ships to: browser globals in src/web, Node's
// in src/server, neither in src/shared, which both load. (TypeScript cannot tell: one tsconfig gives
// every file both DOM and Node types.) Tests of web code run under Node and may use its globals.
const browserOnlyGlobals = Object.keys(globals.browser).filter((name) => !(name in globals.node));
const nodeOnlyGlobals = Object.keys(globals.node).filter((name) => !(name in globals.browser));
const restrictGlobals = (names, where) =>
  names.map((name) => ({ name, message: `${name} does not exist where ${where} runs.` }));
const browserGlobalsOutsideWeb = (where) => restrictGlobals(browserOnlyGlobals, where);
const nodeGlobalsOutsideServer = (where) => restrictGlobals(nodeOnlyGlobals, where);

const noFetch = {
  "no-restricted-globals": [
    "error",
    { name: "fetch", message: "Call the API through a hook in features/<domain>/api/, not fetch." },
    ...nodeGlobalsOutsideServer("the web app"),
  ],
  "no-restricted-properties": [
    "error",
    { object: "window", property: "fetch", message: "Call the API through a hook in features/<domain>/api/." },
    { object: "globalThis", property: "fetch", message: "Call the API through a hook in features/<domain>/api/." },
  ],
};

// Error codes are matched through ErrorCode (src/shared/http/error-codes.ts), never as text.
const noErrorCodeLiterals = {
  "no-restricted-syntax": [
    "error",
    {
      selector: "BinaryExpression[left.property.name='code'][right.type='Literal']",
      message: "Compare error codes with ErrorCode from @shared/http/error-codes, not a string literal.",
    },
    {
      selector: "BinaryExpression[right.property.name='code'][left.type='Literal']",
      message: "Compare error codes with ErrorCode from @shared/http/error-codes, not a string literal.",
    },
  ],
};

// Shared UI and helpers sit below the features and the app: they import neither.
const sharedLayer = crossing(
  "components/ and lib/ are shared by every feature: they import no feature and no app code.",
  "@web/features/*",
  "@web/features/**",
  "@web/app/*",
  "@web/app/**",
);

/** Inside features/<name>: no other feature, by alias or by a relative path that climbs out. */
function featureBoundary(name) {
  const others = webFeatures.filter((other) => other !== name);
  return crossing(
    `A feature never imports another feature (here: ${name}). Share UI through src/web/components or src/web/lib.`,
    ...others.flatMap((other) => [`@web/features/${other}`, `@web/features/${other}/**`, `**/features/${other}/**`]),
    ...others.flatMap((other) => [`../${other}/**`, `../../${other}/**`, `../../../${other}/**`]),
  );
}

// The server's layers (decision 0003): routes parse and call the domain; the domain holds the rules
// and knows nothing of HTTP; only the domain and the plugins touch the database.
const serverFromWebPattern = crossing("The server must not import web code.", "**/web/**", "@web/*");
const domainKnowsNoHttp = crossing(
  "Domain code knows nothing of HTTP: no fastify, no routes. Take what you need as plain arguments.",
  "fastify",
  "fastify-*",
  "@fastify/*",
  "**/routes/**",
);
// The plugins that take Fastify's objects (a request, a reply, the instance) or register on it. The
// domain may use the Fastify-free plugins (storage, mail, tasks, auth's actor, media), not these.
const httpPlugins = [
  "auth/auth-bridge",
  "auth/origin-check",
  "auth/read-your-writes",
  "documented-statuses",
  "download-route",
  "error-handler",
  "openapi",
  "rate-limit-stores",
  "rate-limits",
  "refuse-nul",
  "request-log",
  "route",
  "security",
  "sign-in-guard",
  "storage/receive-upload",
  "storage/send-blob",
  "upload-route",
  "web-app",
];
const domainUsesNoHttpPlugins = crossing(
  "Domain code does not use the plugins that take Fastify's request, reply or instance. Take plain values (a StoredUpload, a BlobDownload) and let the route call the plugin.",
  ...httpPlugins.map((name) => `**/plugins/${name}`),
);
const pluginsBelowDomain = crossing(
  "Plugins are infrastructure below the domain: they import neither domain nor routes. Pass what the domain provides in from app.ts.",
  "**/domain/**",
  "**/routes/**",
);

// Which domain may import which (decision 0066): the rows are today's imports between the folders of
// src/server/domain, measured over the production files (tests add no edge of their own). An import
// into a domain not on the importer's row fails lint, so a new cross-domain import, and with it any
// new cycle, is a decision: add the edge here and say why in the commit. Root files of the domain
// folder (search.ts) are shared helpers and free to import.
export const domainImports = {
  accounts: ["mail"],
  admin: ["accounts", "mail"],
  agreement: ["accounts", "companies"],
  applications: [
    "accounts",
    "admin",
    "candidates",
    "companies",
    "evaluation",
    "interviews",
    "mail",
    "matching",
    "postings",
  ],
  candidates: ["accounts", "companies", "files", "mail"],
  companies: ["accounts", "admin", "mail"],
  evaluation: ["accounts", "admin", "companies", "interviews", "mail"],
  fairness: ["accounts", "applications", "candidates", "companies", "leads"],
  files: [],
  interviews: ["accounts", "candidates", "companies", "files"],
  leads: ["accounts", "candidates", "files", "mail"],
  mail: [],
  matching: ["accounts", "candidates", "evaluation", "postings"],
  postings: ["accounts", "companies", "interviews"],
  scorecards: ["admin", "applications", "companies", "evaluation"],
  system: [],
};
// Today's graph has cycles. Without these edges the table above is acyclic (scripts/eslint-layers.test.ts
// checks it); each closes a cycle and is allowed as it is, listed apart so it is not copied. Remove one
// when its cycle is broken; do not add one.
export const domainCycleExceptions = {
  accounts: ["candidates"], // register-candidate.ts writes the first skills (candidates/career)
  admin: ["companies"], // to-admin-company.ts: email-matches-website
  candidates: [
    "evaluation", // own-data's scope asks evaluation-access; pool/redact-spoken-hit uses evidence/redact-names
    "interviews", // dashboard/list-latest-applications.ts: interview-titles
    "matching", // profile, career, resume and visibility edits queue recompute-matches-task; the pool reads match-fields
    "postings", // the pool ranked for a posting and an invitation check the posting is the company's (company-postings)
  ],
  companies: [
    "applications", // get-company-dashboard.ts: application-interview
    "candidates", // blind-review: redact-spoken-hit, require-visible-candidate
    "evaluation", // blind-review/spoken-name-redaction.ts: evidence/redact-names
    "matching", // blind-review/hide-pool-page.ts and get-company-dashboard.ts: match fields and their redaction
    "postings", // get-company-dashboard.ts: board-postings
  ],
  evaluation: ["matching"], // a corrected transcript or a finished evaluation queues recompute-matches-task
  interviews: [
    "applications", // recording/finish-recording-session.ts completes the linked applications
    "evaluation", // recording enqueues the evaluation; interviewer uses the AI provider and evidence helpers
  ],
  postings: ["matching"], // a posting's changes queue recompute-matches-task
};

const domainFolders = readdirSync(new URL("./src/server/domain", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const mayImport = (domain) => [...(domainImports[domain] ?? []), ...(domainCycleExceptions[domain] ?? [])];
const domainGraphZones = domainFolders
  .map((domain) => ({
    domain,
    refused: domainFolders.filter((other) => other !== domain && !mayImport(domain).includes(other)),
  }))
  .filter(({ refused }) => refused.length > 0)
  .map(({ domain, refused }) => ({
    target: `./src/server/domain/${domain}`,
    from: refused.map((other) => `./src/server/domain/${other}`),
    message: `domain/${domain} may import only these domains: ${mayImport(domain).join(", ") || "none"} (domainImports in eslint.config.js, decision 0066). A new cross-domain import is a decision: add the edge there, never a cycle.`,
  }));

const routesUseNoDatabase = crossing(
  "Routes parse, authenticate and call a domain function; the database belongs to the domain.",
  "**/db/**",
  "drizzle-orm",
  "drizzle-orm/*",
  "pg",
  "@electric-sql/*",
);

export default tseslint.config(
  { ignores: ["dist/", "data/", "node_modules/", "test-results/", "playwright-report/", "src/server/db/migrations/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": importX.flatConfigs.typescript.settings["import-x/extensions"],
      "import-x/parsers": importX.flatConfigs.typescript.settings["import-x/parsers"],
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": "off",
    },
  },
  {
    files: ["src/web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...noFetch,
      ...noErrorCodeLiterals,
      "no-restricted-imports": ["error", { patterns: [serverFromWeb, apiClientOutsideApi] }],
    },
  },
  {
    files: ["src/web/components/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [serverFromWeb, sharedLayer, apiClientOutsideApi] }] },
  },
  {
    files: ["src/web/lib/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [serverFromWeb, sharedLayer] }],
      "no-restricted-globals": ["error", ...nodeGlobalsOutsideServer("the web app")],
      "no-restricted-properties": "off",
    },
  },
  ...webFeatures.map((name) => ({
    files: [`src/web/features/${name}/**/*.{ts,tsx}`],
    ignores: [`src/web/features/${name}/api/**`],
    rules: {
      "no-restricted-imports": ["error", { patterns: [serverFromWeb, featureBoundary(name), apiClientOutsideApi] }],
    },
  })),
  ...webFeatures.map((name) => ({
    files: [`src/web/features/${name}/api/**/*.{ts,tsx}`],
    rules: {
      "no-restricted-imports": ["error", { patterns: [serverFromWeb, featureBoundary(name)] }],
      "no-restricted-globals": ["error", ...nodeGlobalsOutsideServer("the web app")],
      "no-restricted-properties": "off",
    },
  })),
  {
    // Web code's tests and fakes run under Node in Vitest.
    files: ["src/web/**/*.test.{ts,tsx}", "src/web/**/*.fakes.ts", "src/web/**/*.setup.ts"],
    rules: { "no-restricted-globals": "off" },
  },
  {
    files: ["src/server/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [serverFromWebPattern] }],
      "no-restricted-globals": ["error", ...browserGlobalsOutsideWeb("the server")],
    },
  },
  {
    // Drizzle tables name each other's keys lazily (`references(() => table.id)`), which is how
    // Drizzle expects mutual foreign keys; the import cycle is resolved before any callback runs.
    files: ["src/server/db/schema/**/*.ts"],
    rules: { "import-x/no-cycle": "off" },
  },
  {
    files: ["src/server/domain/**/*.ts"],
    ignores: ["src/server/domain/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [serverFromWebPattern, domainKnowsNoHttp, domainUsesNoHttpPlugins] },
      ],
      "import-x/no-restricted-paths": ["error", { zones: domainGraphZones }],
    },
  },
  {
    files: ["src/server/plugins/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [serverFromWebPattern, pluginsBelowDomain] }] },
  },
  {
    files: ["src/server/routes/**/*.ts"],
    ignores: ["src/server/routes/**/*.test.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [serverFromWebPattern, routesUseNoDatabase] }] },
  },
  {
    files: ["src/shared/**/*.ts"],
    rules: {
      "no-restricted-globals": [
        "error",
        ...browserGlobalsOutsideWeb("shared code (the server loads it too)"),
        ...nodeGlobalsOutsideServer("shared code (the browser loads it too)"),
      ],
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            crossing("Shared code imports neither server nor web code.", "**/server/**", "**/web/**", "@web/*"),
            crossing(
              "Shared code is pure TypeScript: it may import only zod.",
              "node:*",
              "react",
              "react-*",
              "fastify*",
            ),
          ],
        },
      ],
    },
  },
);
