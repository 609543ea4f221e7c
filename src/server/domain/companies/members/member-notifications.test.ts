import { describe, expect, it } from "vitest";
import { companyNotificationDefaults } from "@shared/companies/contracts";
import { memberNotificationsOf } from "./member-notifications";

describe("a member's e-mails (decision 0087)", () => {
  it("are the spec's defaults when neither the member nor the company chose", () => {
    expect(memberNotificationsOf(null, null)).toEqual(companyNotificationDefaults);
  });

  it("take the member's own choice over the company's, key by key, and drop unknown keys", () => {
    expect(
      memberNotificationsOf({ newApplicants: false, surprise: true }, { newApplicants: true, marketingEmails: true }),
    ).toEqual({ ...companyNotificationDefaults, newApplicants: false, marketingEmails: true });
  });
});
