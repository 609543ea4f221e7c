import type { RouteObject } from "react-router";

/** The admin console. */
export const adminRoutes: RouteObject[] = [];
