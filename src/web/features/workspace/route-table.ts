import type { RouteObject } from "react-router";

/** Candidate and enterprise workspaces (guarded). */
export const workspaceRoutes: RouteObject[] = [];
