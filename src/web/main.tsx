// First: zod must be configured before any schema is built (see zod-setup.ts).
import "./lib/forms/zod-setup";
import "@fontsource-variable/inter";
import "./styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { flushSync } from "react-dom";
import { RouterProvider } from "react-router";
import { Providers } from "./app/providers";
import { router } from "./app/router";

const container = document.getElementById("root");
if (!container) throw new Error('index.html must contain <div id="root">.');

createRoot(container).render(
  <StrictMode>
    <Providers>
      {/* flushSync lets the router commit view transitions and focus changes synchronously. */}
      <RouterProvider router={router} flushSync={flushSync} />
    </Providers>
  </StrictMode>,
);
