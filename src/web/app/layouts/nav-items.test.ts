import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { fullRouteTree } from "../full-route-tree";
import { adminNav, candidateNav, enterpriseNav } from "./workspaces";

/** The deepest route a path lands on, or null when only the catch-all (the 404 page) takes it. */
function landsOnPage(path: string): boolean {
  const deepest = matchRoutes(fullRouteTree, path)?.at(-1)?.route;
  return deepest !== undefined && deepest.path !== "*";
}

describe("workspace navigation", () => {
  it.each([
    ["candidate", candidateNav],
    ["enterprise", enterpriseNav],
    ["admin", adminNav],
  ])("every %s nav item points to a page that exists", (_name, items) => {
    for (const item of items) expect(landsOnPage(item.to), item.to).toBe(true);
  });

  it("tells an unknown path from a page", () => {
    expect(landsOnPage("/no-such-workspace-page")).toBe(false);
    expect(landsOnPage("/enterprise-settings")).toBe(true);
  });
});
