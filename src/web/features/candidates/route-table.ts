import type { RouteObject } from "react-router";

/** Candidate pages anyone may open. */
export const candidatePublicRoutes: RouteObject[] = [
  {
    path: "candidate/:id",
    lazy: async () => ({ Component: (await import("./routes/public-profile")).PublicProfilePage }),
  },
];
