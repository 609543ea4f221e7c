import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// A decision record that names a file sends a newcomer looking for it: every code path a record
// names in backticks must exist, and the index (docs/decisions/README.md) must list every record
// with the status its own Status line gives. Pure: reads the records and `git ls-files`, nothing
// else.
const root = path.resolve(import.meta.dirname, "..");
const dir = path.join(root, "docs/decisions");

/**
 * Where a record's relative path may start. Records have long written server and web paths from
 * src/, src/server/ or src/web/ (`domain/…`, `routes/…`, `features/…`, `shared/…`); a path found
 * under none of these is missing.
 */
const BASES = ["", "src/", "src/server/", "src/web/"];

/** Directories at the repo root: a reference starting with one is a repo path, extension or not. */
const REPO_DIRS = /^(src|tests|scripts|bench|docs|public)\//;

/** A file the product writes, named in a record as its users see it: not the repo's. */
const PRODUCT_FILES = new Set([
  "data.json", // the candidate's export holds it (decision 0030)
]);

/** Extensions that make a bare name (no slash) a file name to look for. */
const BARE_FILE = /^[\w.-]+\.(ts|tsx|mts|cts|js|mjs|cjs|sql|json|md)$/;

/**
 * Code spans that look like paths but are not the repo's: blob keys (`recording-chunks/…`), runtime
 * and build directories, dependencies, and paths outside the repo or relative to another package.
 */
const NOT_REPO = [
  /^\//, // API routes (/api/…), page routes, /usr, /tmp
  /^\.\.?\//, // ../shared/ and the like: relative to something other than the repo root
  /^@/, // npm packages (@fastify/static)
  /^[A-Z][A-Z0-9_]*\//, // environment variables (DATA_DIR/blobs)
  /^(node_modules|data|dist|coverage|test-results|playwright-report|\.tmp)\//,
  /^(recording-chunks|recordings|posters|avatars|files|logos|resumes)\//, // blob storage keys
];

/** Not a single path: code, a URL, a glob or a placeholder (`<id>`, `:id`, `…`). */
const NOT_A_PATH = /\s|:\/\/|[*?<>[\]|=;#$:]|\.\.\.|…/;

/** `a/{b,c}-d.ts` -> `a/b-d.ts`, `a/c-d.ts`. */
function expandBraces(text: string): string[] {
  const match = /\{([^{}]*)\}/.exec(text);
  if (!match) return [text];
  const [whole, inner] = match;
  return inner!
    .split(",")
    .flatMap((part) => expandBraces(text.slice(0, match.index) + part + text.slice(match.index + whole.length)));
}

/** The code-looking references of one record: paths with a slash and bare file names. */
function referencedPaths(markdown: string): string[] {
  const found = new Set<string>();
  // Outside fenced blocks; an inline span may wrap onto the next line.
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, "");
  for (const [, span] of prose.matchAll(/`([^`]+)`/g)) {
    const text = span!.trim().replace(/\s*\n\s*/g, "");
    for (const candidate of expandBraces(text)) {
      if (NOT_A_PATH.test(candidate) || PRODUCT_FILES.has(candidate)) continue;
      if (NOT_REPO.some((pattern) => pattern.test(candidate))) continue;
      const looksLikePath = candidate.includes("/")
        ? /\.[A-Za-z0-9]+$/.test(candidate) || candidate.endsWith("/") || REPO_DIRS.test(candidate)
        : BARE_FILE.test(candidate);
      if (looksLikePath) found.add(candidate);
    }
  }
  return [...found];
}

interface Tracked {
  files: Set<string>;
  dirs: Set<string>;
  /** The last part of every tracked file's path, and of every directory's. */
  fileNames: Set<string>;
  dirNames: Set<string>;
}

function tracked(paths: string[]): Tracked {
  const files = new Set(paths);
  const dirs = new Set<string>();
  for (const file of paths) {
    for (let at = file.indexOf("/"); at !== -1; at = file.indexOf("/", at + 1)) dirs.add(file.slice(0, at));
  }
  const names = (all: Iterable<string>) => new Set([...all].map((each) => path.posix.basename(each)));
  return { files, dirs, fileNames: names(files), dirNames: names(dirs) };
}

/**
 * Whether a referenced path names a tracked file or directory. A bare name (`chunk.ts`, or a
 * folder's `api/`) is enough if some tracked file or directory has it.
 */
function exists(reference: string, repo: Tracked): boolean {
  if (!reference.includes("/")) return repo.fileNames.has(reference);
  if (/^[^/]+\/$/.test(reference)) return repo.dirNames.has(reference.slice(0, -1));
  const isDir = reference.endsWith("/");
  const bare = reference.replace(/\/+$/, "");
  return BASES.some((base) => repo.dirs.has(base + bare) || (!isDir && repo.files.has(base + bare)));
}

/** Each record's references that name nothing in the repo, as "record: path". */
function missingPaths(records: Record<string, string>, repo: Tracked): string[] {
  return Object.entries(records).flatMap(([name, markdown]) =>
    referencedPaths(markdown)
      .filter((reference) => !exists(reference, repo))
      .map((reference) => `${name}: ${reference}`),
  );
}

/** The status a record's Status paragraph gives: superseded, amended or accepted. */
function statusWord(markdown: string): string | null {
  const status = markdown.split(/\n[ \t]*\n/).find((paragraph) => paragraph.startsWith("**Status:**"));
  if (status === undefined) return null;
  if (/\bsuperseded by \d{4}\b/i.test(status)) return "superseded";
  if (/\bamended\b/i.test(status)) return "amended";
  return "accepted";
}

function readRecords(): Record<string, string> {
  const names = fs.readdirSync(dir).filter((name) => /^\d{4}-.+\.md$/.test(name));
  return Object.fromEntries(names.sort().map((name) => [name, fs.readFileSync(path.join(dir, name), "utf8")]));
}

function repoFiles(): Tracked {
  const out = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  return tracked(out.split("\0").filter(Boolean));
}

describe("decision records", () => {
  const records = readRecords();

  it("finds a planted missing path, and leaves alone what is not a repo path", () => {
    const repo = tracked(["src/server/a/real-file.ts", "src/web/lib/thing.tsx", "docs/decisions/README.md"]);
    const planted = [
      "**Status:** accepted (2026-12-07)",
      "",
      "Names `src/server/a/real-file.ts`, `a/real-file.ts`, `lib/thing.tsx`, `thing.tsx`, `docs/decisions/`",
      "and `src/server/a/{real-file,gone-file}.ts`, `src/server/a/no-such.ts`, `no-such-file.sql`, `src/server/b/`,",
      "a wrapped `src/server/a/",
      "real-file.ts`; not `/api/recording-sessions/:id`, `@fastify/static`, `../shared/x.ts`, `node_modules/x/y.js`,",
      "`/usr/bin/ffmpeg`, `/tmp/x.ts`, `data/blobs/`, `DATA_DIR/db`, `https://example.com/a.ts`, `lib/**`,",
      "`src/*.ts`, `features/<domain>/api/<verb-noun>.ts`, `recording-chunks/`, `GET /api/x.json`,",
      "`application/octet-stream`, `two.sh`, `data.json`; and the folders `lib/` and `nowhere/`.",
    ].join("\n");
    expect(missingPaths({ "0001-planted.md": planted }, repo)).toEqual([
      "0001-planted.md: src/server/a/gone-file.ts",
      "0001-planted.md: src/server/a/no-such.ts",
      "0001-planted.md: no-such-file.sql",
      "0001-planted.md: src/server/b/",
      "0001-planted.md: nowhere/",
    ]);
  });

  it("name only paths that exist", () => {
    expect(Object.keys(records).length).toBeGreaterThan(0);
    expect(missingPaths(records, repoFiles())).toEqual([]);
  });

  it("are each in the index once, with the status word of their own Status line", () => {
    const index = fs.readFileSync(path.join(dir, "README.md"), "utf8");
    const rows = [...index.matchAll(/^\| \[(\d{4})\]\(([^)]+)\) *\|[^|]*\| *(.+?) *\|$/gm)].map(
      ([, number, link, status]) => ({ number: number!, link: link!, word: /^\w+/.exec(status!)?.[0] ?? "" }),
    );
    const problems: string[] = [];
    for (const row of rows) {
      if (!row.link.startsWith(`${row.number}-`)) problems.push(`index row ${row.number} links ${row.link}`);
      if (!(row.link in records)) problems.push(`index row ${row.number} links a missing record: ${row.link}`);
    }
    for (const [name, markdown] of Object.entries(records)) {
      const listed = rows.filter((row) => row.link === name);
      if (listed.length !== 1) {
        problems.push(`${name}: listed ${listed.length} times in the index`);
        continue;
      }
      const own = statusWord(markdown);
      if (own === null) problems.push(`${name}: no **Status:** line`);
      else if (listed[0]!.word !== own)
        problems.push(`${name}: its Status line says ${own}, the index ${listed[0]!.word}`);
    }
    expect(problems).toEqual([]);
  });
});
