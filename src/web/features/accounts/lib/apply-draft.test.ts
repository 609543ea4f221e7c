import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { clearApplyDraft, restoreApplyDraft, saveApplyDraft, stepFromUrl } from "./apply-draft";

/** The part of the browser's session storage the draft uses, in memory (these tests run in Node). */
const sessionStorage = {
  items: new Map<string, string>(),
  getItem(key: string) {
    return this.items.get(key) ?? null;
  },
  setItem(key: string, value: string) {
    this.items.set(key, value);
  },
  removeItem(key: string) {
    this.items.delete(key);
  },
};

const defaults = { firstName: "", skills: "", password: "", termsAccepted: false, experience: undefined };
const fields = Object.keys(defaults);

describe("the apply wizard's draft", () => {
  beforeAll(() => vi.stubGlobal("window", { sessionStorage }));
  afterAll(() => vi.unstubAllGlobals());
  afterEach(() => clearApplyDraft());

  it("keeps what was typed, never the password", () => {
    saveApplyDraft({ firstName: "Ada", skills: "PyTorch", password: "Str0ng!Passw0rd", termsAccepted: true });
    expect(sessionStorage.getItem("onetake:apply-draft")).not.toContain("Str0ng");
    expect(restoreApplyDraft(defaults, fields)).toEqual({
      ...defaults,
      firstName: "Ada",
      skills: "PyTorch",
      termsAccepted: true,
    });
  });

  it("ignores a damaged or foreign draft, and is gone once cleared", () => {
    sessionStorage.setItem("onetake:apply-draft", "{not json");
    expect(restoreApplyDraft(defaults, fields)).toEqual(defaults);
    sessionStorage.setItem("onetake:apply-draft", JSON.stringify({ firstName: 42, experience: "senior" }));
    expect(restoreApplyDraft(defaults, fields)).toEqual({ ...defaults, experience: "senior" });
    clearApplyDraft();
    expect(restoreApplyDraft(defaults, fields)).toEqual(defaults);
  });

  it("reads the step from the URL, 1-based and within the wizard", () => {
    const step = (query: string) => stepFromUrl(new URLSearchParams(query), 3);
    expect([step(""), step("step=1"), step("step=2"), step("step=3"), step("step=9")]).toEqual([0, 0, 1, 2, 2]);
    expect([step("step=0"), step("step=-1"), step("step=2.5"), step("step=x")]).toEqual([0, 0, 0, 0]);
  });
});
