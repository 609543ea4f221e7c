import { describe, expect, it } from "vitest";
import { extractLinks } from "../../../plugins/mail/extract-links";
import { memberAssigned, memberJoined, memberRoleChanged, renderEmail, type RenderedEmail } from "./index";

const hostile = `<script>alert("x")</script> & 'co'`;

function expectEscaped(email: RenderedEmail): void {
  expect(email.html).not.toContain("<script>");
  expect(email.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39;");
}

/** Calm copy: no exclamation marks anywhere but the doctype. */
function expectCalm(email: RenderedEmail): void {
  expect(`${email.subject}\n${email.html.replace("<!doctype html>", "")}\n${email.text}`).not.toContain("!");
}

// The mails to a company's members about their own work (decision 0084).
describe("member mails", () => {
  it("memberAssigned names the candidate and the posting, or the posting, and links to it", () => {
    const url = "https://onetake.test/application-details/abc";
    const application = renderEmail(memberAssigned, {
      companyName: "Acme AI",
      assignerName: "Rita Moreno",
      what: { kind: "application", candidateName: "Candidate K7", postingTitle: "ML Engineer" },
      url,
    });
    expect(application.subject).toBe("You are assigned to Candidate K7 for ML Engineer");
    expect(application.text).toContain("Rita Moreno assigned you to review Candidate K7's application to ML Engineer");
    expect(extractLinks(application.text)).toEqual([url]);
    expectCalm(application);
    const posting = renderEmail(memberAssigned, {
      companyName: "Acme AI",
      assignerName: null,
      what: { kind: "posting", postingTitle: "ML Engineer" },
      url: "https://onetake.test/job-applicants/p1",
    });
    expect(posting.subject).toBe("You are assigned to ML Engineer");
    expect(posting.text).toContain("You were assigned to the posting ML Engineer at Acme AI.");
    expectEscaped(
      renderEmail(memberAssigned, {
        companyName: "Acme AI",
        assignerName: null,
        what: { kind: "application", candidateName: hostile, postingTitle: "ML Engineer" },
        url,
      }),
    );
  });

  it("memberRoleChanged says from what to what, and who changed it", () => {
    const email = renderEmail(memberRoleChanged, {
      companyName: "Acme AI",
      changedByName: null,
      fromRoleName: "Interviewer",
      toRoleName: "Hiring manager",
      url: "https://onetake.test/enterprise-dashboard",
    });
    expect(email.subject).toBe("Your role at Acme AI is now Hiring manager");
    expect(email.text).toContain("A member of your company changed your role");
    expectCalm(email);
    expectEscaped(
      renderEmail(memberRoleChanged, {
        companyName: "Acme AI",
        changedByName: hostile,
        fromRoleName: "Admin",
        toRoleName: "Owner",
        url: "https://onetake.test/enterprise-dashboard",
      }),
    );
  });

  it("memberJoined names the new member and their role", () => {
    const email = renderEmail(memberJoined, {
      companyName: "Acme AI",
      memberName: "Jo Newman",
      memberEmail: "jo@acme.test",
      roleName: "Recruiter",
      url: "https://onetake.test/enterprise-settings",
    });
    expect(email.subject).toBe("Jo Newman joined Acme AI on OneTake");
    expect(email.text).toContain("Jo Newman (jo@acme.test) accepted your invitation");
    expectCalm(email);
    expectEscaped(
      renderEmail(memberJoined, {
        companyName: "Acme AI",
        memberName: hostile,
        memberEmail: "jo@acme.test",
        roleName: "Recruiter",
        url: "https://onetake.test/enterprise-settings",
      }),
    );
  });
});
