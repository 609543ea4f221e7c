import { createMemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { isLeavingPath, latestSearchParams, registerAppRouter } from "./navigation-in-flight";

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<null>((done) => {
    resolve = () => done(null);
  });
  return { promise, resolve };
}

describe("isLeavingPath", () => {
  const routers: { dispose(): void }[] = [];
  afterEach(() => routers.splice(0).forEach((router) => router.dispose()));

  it("is true from the moment a navigation to another page starts until it ends", async () => {
    const loader = deferred();
    const router = createMemoryRouter(
      [
        { path: "/candidates", element: null },
        { path: "/candidate-profile/:id", element: null, loader: () => loader.promise },
      ],
      { initialEntries: ["/candidates"] },
    );
    routers.push(router);
    registerAppRouter(router);
    expect(isLeavingPath("/candidates")).toBe(false);

    const navigation = router.navigate("/candidate-profile/7");
    // No await: a timer that fires right after the click must already see it.
    expect(isLeavingPath("/candidates")).toBe(true);
    expect(isLeavingPath("/candidate-profile/7")).toBe(false);

    loader.resolve();
    await navigation;
    expect(router.state.location.pathname).toBe("/candidate-profile/7");
    expect(isLeavingPath("/candidates")).toBe(false);
  });

  it("is false while only the search of the same page changes", async () => {
    const loader = deferred();
    const router = createMemoryRouter([{ path: "/candidates", element: null, loader: () => loader.promise }], {
      initialEntries: ["/candidates"],
      hydrationData: { loaderData: { "0": null } },
    });
    routers.push(router);
    registerAppRouter(router);
    const navigation = router.navigate("/candidates?search=python");
    expect(router.state.navigation.state).toBe("loading");
    expect(isLeavingPath("/candidates")).toBe(false);
    loader.resolve();
    await navigation;
  });
});

describe("latestSearchParams", () => {
  const routers: { dispose(): void }[] = [];
  afterEach(() => routers.splice(0).forEach((router) => router.dispose()));

  it("builds on a change to the same page's URL that is still loading, not on the rendered URL", async () => {
    const loader = deferred();
    const router = createMemoryRouter([{ path: "/candidates", element: null, loader: () => loader.promise }], {
      initialEntries: ["/candidates?rankFor=p1&skills=Python"],
      hydrationData: { loaderData: { "0": null } },
    });
    routers.push(router);
    registerAppRouter(router);
    const rendered = new URLSearchParams("rankFor=p1&skills=Python");

    // Leaving the ranking is loading; the page still shows (and React still holds) the old URL.
    const navigation = router.navigate("/candidates?skills=Python");
    const next = latestSearchParams("/candidates", rendered);
    expect(next.toString()).toBe("skills=Python");
    // A copy: editing it leaves the rendered parameters alone.
    next.set("search", "Lovelace");
    expect(rendered.get("search")).toBeNull();

    loader.resolve();
    await navigation;
    expect(latestSearchParams("/candidates", rendered).toString()).toBe("skills=Python");
  });

  it("uses the rendered URL when the router is on another page", async () => {
    const router = createMemoryRouter(
      [
        { path: "/candidates", element: null },
        { path: "/job-board", element: null },
      ],
      { initialEntries: ["/job-board?search=ml"] },
    );
    routers.push(router);
    registerAppRouter(router);
    await Promise.resolve();
    expect(latestSearchParams("/candidates", new URLSearchParams("status=new")).toString()).toBe("status=new");
  });
});
