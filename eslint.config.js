import { readdirSync } from "node:fs";
import js from "@eslint/js";
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
  group: ["@web/lib/api-client", "**/lib/api-client"],
  importNames: ["callApi"],
  message: "Call the API through a hook in features/<domain>/api/<verb-noun>.ts, not callApi from a screen.",
};

const noFetch = {
  "no-restricted-globals": [
    "error",
    { name: "fetch", message: "Call the API through a hook in features/<domain>/api/, not fetch." },
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

export default tseslint.config(
  { ignores: ["dist/", "data/", "node_modules/", "test-results/", "playwright-report/", "src/server/db/migrations/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
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
      "no-restricted-globals": "off",
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
      "no-restricted-globals": "off",
      "no-restricted-properties": "off",
    },
  })),
  {
    files: ["src/server/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [crossing("The server must not import web code.", "**/web/**", "@web/*")] },
      ],
    },
  },
  {
    files: ["src/shared/**/*.ts"],
    rules: {
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
