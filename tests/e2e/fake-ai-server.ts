import { startScriptedFakeAi } from "./scripted-fake-ai";

/*
 * The fake OpenAI-compatible server as its own process, for Playwright's webServer
 * (playwright.config.ts): `fake-ai-server.ts <port>`. What it answers is scripted-fake-ai.ts.
 */

const port = Number(process.argv[2] ?? process.env.FAKE_AI_PORT);
if (!Number.isInteger(port) || port <= 0) throw new Error("Give the fake AI server a port: fake-ai-server.ts <port>");
const fake = await startScriptedFakeAi(port);
console.log(`fake AI server on ${fake.baseUrl}`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
