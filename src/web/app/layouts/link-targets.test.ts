import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { RouteObject } from "react-router";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { dashboardPathFor } from "@shared/accounts/access";
import { fullRouteTree } from "../full-route-tree";

const webRoot = path.resolve(import.meta.dirname, "../..");

/** Stands for an interpolated `${...}`: its value is only known to the type checker, not here. */
const HOLE = "\u0000";

/** Paths that are not pages of the app: the API (downloads, exports) and development-only tools. */
const OUT_OF_SCOPE = [/^\/api\//, /^\/dev\//];

interface Target {
  file: string;
  line: number;
  path: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The literal's text, with HOLE for each interpolation; null for anything that is not a literal. */
function literalText(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return node.head.text + node.templateSpans.map((span) => HOLE + span.literal.text).join("");
  return null;
}

/**
 * Every string or template literal shaped like a same-site path ("/x", `/x/${id}`) in one file.
 * Reading every literal, not only `to=` and `href=`, also catches targets kept in constants and
 * content data (`to: "/apply"`) and handed to navigate() or <Navigate>. Comments are not literals.
 */
function pathLiterals(file: string): Target[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const found: Target[] = [];
  const visit = (node: ts.Node) => {
    const text = literalText(node);
    if (text !== null && /^\/(?![/\\])/.test(text) && !OUT_OF_SCOPE.some((pattern) => pattern.test(text))) {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      found.push({ file: path.relative(webRoot, file), line, path: text });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The full path pattern of every page in the route tree ("/", "/blog/:postId", ...), without the catch-all. */
function pagePatterns(tree: RouteObject[], parent = ""): string[] {
  return tree.flatMap((route) => {
    if (route.path === "*") return [];
    const own = route.path === undefined ? parent : `${parent}/${route.path}`.replace(/\/+/g, "/");
    const here = route.index || (route.path !== undefined && !route.children) ? [own || "/"] : [];
    return [...here, ...pagePatterns(route.children ?? [], own)];
  });
}

function segments(pathname: string): string[] {
  return pathname.split("/").filter(Boolean);
}

/** Does one path segment of a link fit one segment of a route pattern? */
function segmentFits(link: string, pattern: string): boolean {
  if (pattern.startsWith(":")) return link.length > 0;
  if (!link.includes(HOLE)) return link === pattern;
  // An interpolated part may be any of the values the types allow, so any static segment of the
  // right shape fits (e.g. `/help/${topic}` against help/getting-started).
  const shape = link
    .split(HOLE)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join("[^/]+");
  return new RegExp(`^${shape}$`).test(pattern);
}

/** The pathname part of a link: no ?query, no #hash. */
function pathnameOf(link: string): string {
  return link.split(/[?#]/, 1)[0] ?? "";
}

function landsOnPage(link: string, patterns: string[]): boolean {
  const wanted = segments(pathnameOf(link));
  return patterns.some((pattern) => {
    const parts = segments(pattern);
    return parts.length === wanted.length && parts.every((part, index) => segmentFits(wanted[index] ?? "", part));
  });
}

const patterns = pagePatterns(fullRouteTree);
const targets = sourceFiles(webRoot).flatMap(pathLiterals);

describe("internal links", () => {
  it("finds the route tree and the links in the source", () => {
    expect(patterns).toEqual(expect.arrayContaining(["/", "/candidate-dashboard", "/blog/:postId", "/admin/leads"]));
    expect(targets.map((target) => target.path)).toEqual(expect.arrayContaining(["/apply", "/login?tab=company"]));
  });

  it("every internal link in the web app lands on a page that exists", () => {
    const dead = targets.filter((target) => !landsOnPage(target.path, patterns));
    expect(dead.map(({ file, line, path: link }) => `${file}:${line} ${link.replaceAll(HOLE, "${…}")}`)).toEqual([]);
  });

  it("every dashboard a user is sent to exists", () => {
    for (const [userType, isAdmin] of [
      ["candidate", false],
      ["enterprise", false],
      [null, true],
      [null, false],
    ] as const) {
      expect(landsOnPage(dashboardPathFor(userType, isAdmin), patterns)).toBe(true);
    }
  });

  it("tells dead links from live ones", () => {
    expect(landsOnPage("/blog/some-post#top", patterns)).toBe(true);
    expect(landsOnPage(`/candidate/${HOLE}`, patterns)).toBe(true);
    expect(landsOnPage(`/help/${HOLE}#${HOLE}`, patterns)).toBe(true);
    expect(landsOnPage("/login?redirect=/interview", patterns)).toBe(true);
    expect(landsOnPage("/interview", patterns)).toBe(true);
    expect(landsOnPage("/no-such-page", patterns)).toBe(false);
    expect(landsOnPage(`/candidate-profile/${HOLE}`, patterns)).toBe(true);
    expect(landsOnPage(`/job-applicants/${HOLE}`, patterns)).toBe(true);
    expect(landsOnPage(`/no-such-page/${HOLE}`, patterns)).toBe(false);
    expect(landsOnPage("/blog", patterns)).toBe(true);
    expect(landsOnPage("/blog/a/b", patterns)).toBe(false);
  });
});
