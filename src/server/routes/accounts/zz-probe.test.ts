import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { candidateInput, companyInput, signIn } from "../../testing/accounts-fixtures";
import { mailOutbox } from "../../db/schema";

describe("probe", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ driver: "pglite", env: { DEV_ADMIN_ENABLED: "true" } });
  });
  afterAll(async () => t.close());

  it("probes", async () => {
    const log = (label: string, r: { statusCode: number; body: string; headers: Record<string, unknown> }) =>
      console.log(label, r.statusCode, r.body.slice(0, 400), JSON.stringify(r.headers["set-cookie"] ?? ""), r.headers.location ?? "");
    const { firstName, ...noFirst } = candidateInput();
    void firstName;
    log("missing firstName", await t.app.inject({ method: "POST", url: "/api/accounts/candidates", payload: noFirst, remoteAddress: "1.1.1.1" }));
    const { password, ...noPw } = candidateInput();
    void password;
    log("missing password", await t.app.inject({ method: "POST", url: "/api/accounts/candidates", payload: noPw, remoteAddress: "1.1.1.2" }));
    log("no body", await t.app.inject({ method: "POST", url: "/api/accounts/candidates", remoteAddress: "1.1.1.3" }));
    const c = candidateInput();
    let start = Date.now();
    log("reg", await t.app.inject({ method: "POST", url: "/api/accounts/candidates", payload: c, remoteAddress: "1.1.1.4" }));
    console.log("reg ms", Date.now() - start);
    const co = companyInput();
    start = Date.now();
    log("reg company", await t.app.inject({ method: "POST", url: "/api/accounts/companies", payload: co, remoteAddress: "1.1.1.5" }));
    console.log("reg ms", Date.now() - start);
    const si = await t.app.inject({ method: "POST", url: "/api/auth/sign-in/email", payload: { email: c.email, password: c.password }, remoteAddress: "1.1.1.6" });
    log("signin", si);
    log("signout anon", await t.app.inject({ method: "POST", url: "/api/auth/sign-out", payload: {}, remoteAddress: "1.1.1.7" }));
    log("signout anon nobody", await t.app.inject({ method: "POST", url: "/api/auth/sign-out", remoteAddress: "1.1.1.7" }));
    log("resend anon", await t.app.inject({ method: "POST", url: "/api/auth/send-verification-email", payload: { email: "x@y.com" }, remoteAddress: "1.1.1.8" }));
    log("reset bad token", await t.app.inject({ method: "POST", url: "/api/auth/reset-password", payload: { token: "nope", newPassword: "Str0ng!Passw0rd" }, remoteAddress: "1.1.1.9" }));
    log("dev admin", await t.app.inject({ method: "POST", url: "/api/dev/admin-sign-in", payload: {}, remoteAddress: "1.1.1.10" }));
    log("approve no body", await t.app.inject({ method: "POST", url: "/api/admin/companies/00000000-0000-4000-8000-000000000000/approve", remoteAddress: "1.1.1.10" }));
    log("reject missing reason", await t.app.inject({ method: "POST", url: "/api/admin/companies/00000000-0000-4000-8000-000000000000/reject", payload: {}, remoteAddress: "1.1.1.10" }));
    await expect.poll(async () => (await t.database.db.select().from(mailOutbox)).length, { timeout: 10000 }).toBeGreaterThanOrEqual(4);
    for (const m of await t.database.db.select().from(mailOutbox)) console.log(m.to, m.subject, m.text.match(/https?:\/\/\S+/g));
    // per-account limit from many IPs
    const statuses: number[] = [];
    for (let i = 0; i < 13; i++) {
      const r = await t.app.inject({ method: "POST", url: "/api/auth/sign-in/email", payload: { email: c.email, password: "wrong" }, remoteAddress: `2.2.2.${i}` });
      statuses.push(r.statusCode);
    }
    console.log("per-account", statuses);
    const s2: number[] = [];
    for (let i = 0; i < 8; i++) {
      const r = await t.app.inject({ method: "POST", url: "/api/auth/sign-in/email", payload: { email: `n${i}@x.com`, password: "wrong" }, remoteAddress: `3.3.3.3` });
      s2.push(r.statusCode);
      if (r.statusCode === 429) console.log(r.body, r.headers);
    }
    console.log("per-ip", s2);
    void signIn;
  });
});
