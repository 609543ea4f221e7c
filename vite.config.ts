import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// In development the API server runs on its own port (scripts/dev.ts); Vite forwards API and
// dev-outbox requests to it so the browser sees one origin, as it does in production. 127.0.0.1,
// not localhost: the server listens there in development, and localhost may resolve to ::1 first.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? "3000"}`;

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      "@shared": path.resolve(import.meta.dirname, "src/shared"),
      "@web": path.resolve(import.meta.dirname, "src/web"),
    },
  },
  build: {
    outDir: "dist/web",
    emptyOutDir: true,
    modulePreload: { polyfill: false },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      // Regex keys so a client route that merely starts with the same letters (e.g. "/developers")
      // stays with the SPA.
      "^/api(/|$)": { target: apiTarget },
      "^/dev(/|$)": { target: apiTarget },
    },
  },
});
