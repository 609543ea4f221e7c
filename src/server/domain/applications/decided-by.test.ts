import { describe, expect, it } from "vitest";
import { standingDecider } from "./decided-by";

const hired = (actorName: string | null) => ({ action: "application.hired", actorName });
const notHired = (actorName: string | null) => ({ action: "application.not_hired", actorName });
const undo = (actorName: string | null) => ({ action: "application.decision_undone", actorName });

describe("the member whose decision stands (decision 0082)", () => {
  it("is the latest decision's member", () => {
    expect(standingDecider([])).toBeUndefined();
    expect(standingDecider([hired("Dana Kim")])).toBe("Dana Kim");
    expect(standingDecider([hired("Dana Kim"), notHired("Ravi Patel")])).toBe("Ravi Patel");
  });

  it("goes back to the decision before when the latest is undone, whoever undoes it", () => {
    expect(standingDecider([hired("Dana Kim"), notHired("Ravi Patel"), undo("Ada Li")])).toBe("Dana Kim");
    expect(standingDecider([hired("Dana Kim"), undo("Dana Kim")])).toBeUndefined();
    expect(standingDecider([hired("Dana Kim"), undo("Dana Kim"), notHired("Ravi Patel")])).toBe("Ravi Patel");
  });

  it("is null when the member's account is gone, and ignores other entries", () => {
    expect(standingDecider([hired(null)])).toBeNull();
    expect(standingDecider([hired("Dana Kim"), { action: "company.member_removed", actorName: "X" }])).toBe("Dana Kim");
  });
});
