import { describe, expect, it } from "vitest";
import { isProfileHandle, openProfileHandle, sealProfileId } from "./profile-handle";

const secret = "test-secret";
const company = "7d0c4f9e-0c52-4a43-9d6e-1f1c1b6a8e10";
const other = "0b5c9b7a-3e7e-4f0e-8a59-2f7d6f1d2c33";
const profileId = "kq3VtW0Jc8m1xYbZr7uPaE5sNd2HfLgT";

describe("a hidden candidate's profile handle", () => {
  it("is stable for one company, different for another, and says nothing of the id", () => {
    const handle = sealProfileId(secret, company, profileId);
    expect(sealProfileId(secret, company, profileId)).toBe(handle);
    expect(sealProfileId(secret, other, profileId)).not.toBe(handle);
    expect(handle).not.toContain(profileId);
    expect(isProfileHandle(handle)).toBe(true);
    expect(isProfileHandle(profileId)).toBe(false);
    // Within the profile routes' 100-character parameters, and safe in a URL.
    expect(handle.length).toBeLessThanOrEqual(100);
    expect(handle).toMatch(/^[A-Za-z0-9._-]+$/);
  });

  it("opens only for the company it was made for, and not once tampered with", () => {
    const handle = sealProfileId(secret, company, profileId);
    expect(openProfileHandle(secret, company, handle)).toBe(profileId);
    expect(openProfileHandle(secret, other, handle)).toBeNull();
    expect(openProfileHandle("another-secret", company, handle)).toBeNull();
    const flipped = handle.slice(0, -2) + (handle.at(-2) === "A" ? "B" : "A") + handle.at(-1);
    expect(openProfileHandle(secret, company, flipped)).toBeNull();
    expect(openProfileHandle(secret, company, "blind.")).toBeNull();
    expect(openProfileHandle(secret, company, profileId)).toBeNull();
  });
});
