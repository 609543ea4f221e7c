import Fastify from "fastify";

// The yardstick for `npm run bench`: Fastify with one route and nothing else, in its own
// process on the same machine, so each endpoint's figure is read as a share of it.

const port = Number(process.env.PORT ?? 0);
const app = Fastify({ logger: false });
app.get("/", async () => ({ ok: true }));
await app.listen({ host: "127.0.0.1", port });
process.on("SIGTERM", () => void app.close().then(() => process.exit(0)));
