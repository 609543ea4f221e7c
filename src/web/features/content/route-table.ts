import type { RouteObject } from "react-router";

/** Marketing, legal, help and blog pages. */
export const contentRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({ Component: (await import("./routes/home")).HomePage }),
  },
];
