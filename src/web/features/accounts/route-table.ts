import type { RouteObject } from "react-router";

/** Sign-up, sign-in and password pages inside the public layout. */
export const accountPublicRoutes: RouteObject[] = [];

/** Account pages with a layout of their own. */
export const accountRoutes: RouteObject[] = [];
