import type { LoaderFunctionArgs } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { queryClient } from "../http/query-client";
import { prefetchLoader } from "./route-prefetch";

const args = {
  request: new Request("http://localhost/x"),
  params: {},
  context: undefined,
} as unknown as LoaderFunctionArgs;

afterEach(() => queryClient.clear());

describe("prefetchLoader", () => {
  it("puts the page's first answer in the cache before the page renders", async () => {
    const loader = prefetchLoader(async () => ({ queryKey: ["test", "ok"], queryFn: async () => "data" }));
    await loader(args);
    expect(queryClient.getQueryData(["test", "ok"])).toBe("data");
  });

  it("never fails the route: the page shows the error from the same query", async () => {
    const loader = prefetchLoader(async () => ({
      queryKey: ["test", "fails"],
      queryFn: async (): Promise<string> => {
        throw new Error("403");
      },
      retry: false,
    }));
    await expect(loader(args)).resolves.toBeNull();
    expect(queryClient.getQueryState(["test", "fails"])?.status).toBe("error");
  });
});
