import { expect, test } from "@playwright/test";

test("the home page renders", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle(/OneTake/);
  await expect(page.getByRole("link", { name: "Join Our AI Talent Network" })).toBeVisible();
});

test("an unknown route shows the 404 page, logs it, and goes home", async ({ page }) => {
  const reported = page.waitForRequest(
    (request) => request.url().endsWith("/api/client-events/not-found") && request.method() === "POST",
  );
  await page.goto("/definitely/not/here");
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  expect((await reported).postDataJSON()).toMatchObject({ path: "/definitely/not/here" });
  await expect(page.getByRole("button", { name: "Go Back" })).toBeVisible();
  await page.getByRole("link", { name: "Return Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("an unknown /api path returns a JSON 404", async ({ request }) => {
  const response = await request.get("/api/nope");
  expect(response.status()).toBe(404);
  expect(response.headers()["content-type"]).toContain("application/json");
  expect(await response.json()).toEqual({ error: "not_found", message: "No route for GET /api/nope" });
});

test("the API reference loads", async ({ page }) => {
  await page.goto("/api/docs");
  await expect(page.getByText("OneTake API").first()).toBeVisible();
  await expect(page.getByText("/api/health").first()).toBeVisible();
});
