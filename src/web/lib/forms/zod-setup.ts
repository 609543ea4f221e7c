import { configureZod } from "@shared/validation/plain-messages";

/*
 * Runs before any other module of the app (main.tsx imports it first), because zod probes
 * `new Function` the first time an object schema is built. Under the site's CSP
 * (`script-src 'self'`) that probe is refused, and Firefox reports it on every page load.
 * Jitless mode skips the probe (and the compiled parsers it guards); the plain messages are the
 * same as the server's (decision 0020).
 */
configureZod({ jitless: true });
