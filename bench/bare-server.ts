import Fastify from "fastify";

// The yardstick for `npm run bench`: Fastify with one route and nothing else, in its own
// process on the same machine, so each endpoint's figure is read as a share of it. Listens on
// a free port and prints it as `port=<n>`.

const app = Fastify({ logger: false });
app.get("/", async () => ({ ok: true }));
await app.listen({ host: "127.0.0.1", port: 0 });
const address = app.server.address();
console.log(`port=${typeof address === "object" && address ? address.port : ""}`);
process.on("SIGTERM", () => void app.close().then(() => process.exit(0)));
