import { createBrowserRouter } from "react-router";
import { routes } from "./routes";

/** The app's one router, over the route tree in ./routes. */
export const router = createBrowserRouter(routes);
