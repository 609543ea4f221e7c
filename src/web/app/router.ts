import { createBrowserRouter } from "react-router";
import { registerAppRouter } from "@web/lib/navigation-in-flight";
import { routes } from "./routes";

/** The app's one router, over the route tree in ./routes. */
export const router = createBrowserRouter(routes);
registerAppRouter(router);
