import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const crossing = (message, ...group) => ({ group, message });

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
      "no-restricted-imports": [
        "error",
        { patterns: [crossing("The web app must not import server code.", "**/server/**", "@server/*")] },
      ],
    },
  },
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
