import { describe, expect, it } from "vitest";
import { z } from "zod";
import { openUuid, opaqueIdKey, sealUuid } from "./opaque-id";

const secret = "test-secret";
const company = "0b3c6c3e-2f8e-4c8a-9d8b-1f2a3b4c5d6e";
const other = "7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6";
const id = "6f0c1f1e-6a43-4d8e-9a57-1d1b8c1f0a01";

describe("opaque ids under blind review (decision 0077)", () => {
  it("are UUIDs of the same version, stable for one company and kind, different for another", () => {
    const key = opaqueIdKey(secret, company, "interview");
    const opaque = sealUuid(key, id);
    expect(z.uuid().safeParse(opaque).success).toBe(true);
    expect(opaque[14]).toBe("4");
    expect(opaque).not.toBe(id);
    expect(sealUuid(key, id)).toBe(opaque);
    expect(sealUuid(opaqueIdKey(secret, other, "interview"), id)).not.toBe(opaque);
    expect(sealUuid(opaqueIdKey(secret, company, "candidate"), id)).not.toBe(opaque);
    // A UUIDv7 keeps its version too.
    const v7 = "01890a5d-ac96-774b-bcce-b302099a8057";
    expect(sealUuid(key, v7)[14]).toBe("7");
    expect(openUuid(key, sealUuid(key, v7))).toBe(v7);
  });

  it("turn back only under the key they were made with", () => {
    const key = opaqueIdKey(secret, company, "interview");
    const opaque = sealUuid(key, id);
    expect(openUuid(key, opaque)).toBe(id);
    expect(openUuid(opaqueIdKey(secret, other, "interview"), opaque)).not.toBe(id);
    expect(openUuid(opaqueIdKey("another-secret", company, "interview"), opaque)).not.toBe(id);
    expect(openUuid(key, "not-a-uuid")).toBeNull();
    expect(sealUuid(key, "not-a-uuid")).toBe("not-a-uuid");
  });
});
