import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe("loadConfig", () => {
  it("falls back to the embedded parts with no configuration", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: "pglite", dir: path.resolve("data/db") });
    expect(config.storage).toEqual({ kind: "local", dir: path.resolve("data/blobs") });
    expect(config.mail.smtpUrl).toBeUndefined();
    expect(config.ai).toEqual({ kind: "offline" });
    expect(config.interviewer).toBeNull();
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.cookieSecure).toBe(false);
    expect(config.ffmpegPath).toMatch(/@ffmpeg-installer[\\/][a-z0-9-]+[\\/]ffmpeg(\.exe)?$/);
  });

  it("runs the ffmpeg FFMPEG_PATH names instead of the bundled one", () => {
    expect(loadConfig({ FFMPEG_PATH: "/usr/bin/ffmpeg" }).ffmpegPath).toBe("/usr/bin/ffmpeg");
  });

  it("uses the production parts once the environment names them", () => {
    const config = loadConfig({
      NODE_ENV: "production",
      PUBLIC_URL: "https://onetake.example",
      AUTH_SECRET: "x".repeat(40),
      DATABASE_URL: "postgres://u:p@db:5432/onetake",
      S3_BUCKET: "media",
      S3_ENDPOINT: "https://s3.example",
      SMTP_URL: "smtp://mail.example:587",
      AI_BASE_URL: "https://ai.example/v1",
      AI_API_KEY: "key",
      DATA_DIR: "/srv/data",
    });
    expect(config.database).toEqual({ kind: "postgres", url: "postgres://u:p@db:5432/onetake" });
    expect(config.storage.kind).toBe("s3");
    expect(config.mail.smtpUrl).toBe("smtp://mail.example:587");
    expect(config.ai.kind).toBe("openai");
    expect(config.cookieSecure).toBe(true);
    expect(config.devAdminEnabled).toBe(false);
    expect(config.trustedOrigins).toContain("https://onetake.example");
  });

  it("runs the AI interviewer with an openai provider, on the interviewer's model, unless it is switched off", () => {
    const openai = { AI_BASE_URL: "https://ai.example/v1", AI_API_KEY: "key", AI_CHAT_MODEL: "big" };
    expect(loadConfig(openai).interviewer).toEqual({
      chatModel: "big",
      serverBudgetMs: 2500,
      windowWorkers: 4,
      speech: null,
    });
    expect(
      loadConfig({ ...openai, AI_INTERVIEWER_CHAT_MODEL: "fast", FOLLOW_UP_SERVER_BUDGET_MS: "2000" }).interviewer,
    ).toMatchObject({ chatModel: "fast", serverBudgetMs: 2000 });
    expect(loadConfig({ ...openai, AI_INTERVIEWER: "off" }).interviewer).toBeNull();
  });

  it("reads follow-ups with the provider's speech model only when one is named and the interviewer runs", () => {
    const openai = { AI_BASE_URL: "https://ai.example/v1", AI_API_KEY: "key" };
    const speech = { AI_SPEECH_MODEL: "gpt-4o-mini-tts" };
    expect(loadConfig({ ...openai, ...speech }).interviewer?.speech).toEqual({
      model: "gpt-4o-mini-tts",
      voice: "alloy",
    });
    expect(loadConfig({ ...openai, ...speech, AI_SPEECH_VOICE: "coral" }).interviewer?.speech).toEqual({
      model: "gpt-4o-mini-tts",
      voice: "coral",
    });
    // No model named, or no interviewer at all: the browser reads the follow-up.
    expect(loadConfig(openai).interviewer?.speech).toBeNull();
    expect(loadConfig({ ...openai, ...speech, AI_INTERVIEWER: "off" }).interviewer).toBeNull();
    expect(loadConfig(speech).interviewer).toBeNull();
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    // The page stops waiting 3 s after the press: the server must answer before that.
    [{ FOLLOW_UP_SERVER_BUDGET_MS: "3000" }, "FOLLOW_UP_SERVER_BUDGET_MS"],
    [{ AI_INTERVIEWER: "yes" }, "AI_INTERVIEWER"],
    [{ PORT: "70000" }, "PORT"],
    [{ NODE_ENV: "staging" }, "NODE_ENV"],
    [{ DATABASE_URL: "mysql://db" }, "DATABASE_URL"],
    [{ SMTP_URL: "mail.example" }, "SMTP_URL"],
    [{ PUBLIC_URL: "not a url" }, "PUBLIC_URL"],
    [{ AUTH_SECRET: "short" }, "AUTH_SECRET"],
    [{ AUTH_SECRET_REPLACES: "the-old-secret-itself" }, "AUTH_SECRET_REPLACES"],
    [{ AI_BASE_URL: "https://ai.example/v1" }, "AI_API_KEY"],
    [{ S3_ENDPOINT: "https://s3.example" }, "S3_BUCKET"],
    [{ NODE_ENV: "production", PUBLIC_URL: "https://x.example" }, "AUTH_SECRET"],
    [
      {
        NODE_ENV: "production",
        AUTH_SECRET: "x".repeat(40),
        DEV_ADMIN_ENABLED: "true",
        PUBLIC_URL: "https://x.example",
      },
      "DEV_ADMIN_ENABLED",
    ],
    [{ TRUST_PROXY: "maybe" }, "TRUST_PROXY"],
    [{ RECOVERY_TIME_SCALE: "2" }, "RECOVERY_TIME_SCALE"],
    [
      {
        NODE_ENV: "production",
        AUTH_SECRET: "x".repeat(40),
        RECOVERY_TIME_SCALE: "0.1",
        PUBLIC_URL: "https://x.example",
      },
      "RECOVERY_TIME_SCALE",
    ],
  ])("refuses %j, naming %s", (env, variable) => {
    const problems = problemsOf(env);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.some((problem) => problem.startsWith(`${variable}:`))).toBe(true);
  });

  it("takes a stopped worker's work over at production pace unless a test scales it (decision 0072)", () => {
    expect(loadConfig({}).recoveryTimeScale).toBe(1);
    expect(loadConfig({ NODE_ENV: "test", RECOVERY_TIME_SCALE: "0.1" }).recoveryTimeScale).toBe(0.1);
  });

  it("treats empty variables as unset", () => {
    expect(loadConfig({ DATABASE_URL: "", PORT: "" }).database.kind).toBe("pglite");
  });

  it("listens on 127.0.0.1 in development unless HOST says otherwise, on every interface elsewhere", () => {
    expect(loadConfig({}).host).toBe("127.0.0.1");
    expect(loadConfig({ NODE_ENV: "development", HOST: "0.0.0.0" }).host).toBe("0.0.0.0");
    expect(loadConfig({ NODE_ENV: "test" }).host).toBe("0.0.0.0");
    const production = { NODE_ENV: "production", AUTH_SECRET: "x".repeat(40), PUBLIC_URL: "https://x.example" };
    expect(loadConfig(production).host).toBe("0.0.0.0");
  });

  it("trusts the server's own port as localhost, 127.0.0.1 and [::1] in development only", () => {
    const development = loadConfig({ PORT: "4100" }).trustedOrigins;
    for (const host of ["localhost", "127.0.0.1", "[::1]"]) {
      expect(development).toContain(`http://${host}:4100`);
      expect(development).toContain(`http://${host}:5173`);
    }
    expect(development).not.toContain("http://127.0.0.1:3000");
    expect(loadConfig({ PUBLIC_URL: "http://127.0.0.1:8080" }).trustedOrigins).toContain("http://[::1]:8080");
    expect(loadConfig({ PUBLIC_URL: "https://dev.example" }).trustedOrigins).not.toContain("https://localhost");
    expect(loadConfig({ NODE_ENV: "test", PORT: "4100" }).trustedOrigins).toEqual(["http://localhost:4100"]);
  });
});
