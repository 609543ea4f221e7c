import { describe, expect, it } from "vitest";
import { extractLinks } from "../../../plugins/mail/extract-links";
import {
  companyApproved,
  companyRejected,
  correctionRequested,
  escapeHtml,
  newApplicant,
  renderEmail,
  resetPassword,
  reviewAnswered,
  reviewRequested,
  signUpAttempt,
  verifyEmail,
  welcome,
  type RenderedEmail,
} from "./index";

const hostile = `<script>alert("x")</script> & 'co'`;
const link = "https://onetake.test/api/auth/verify-email?token=abc.def&callbackURL=%2Fdashboard";

/** The href values in an HTML message, with the entity escaping undone. */
function hrefs(html: string): string[] {
  return [...html.matchAll(/href="([^"]*)"/g)].map((match) =>
    (match[1] ?? "")
      .replaceAll("&quot;", '"')
      .replaceAll("&#39;", "'")
      .replaceAll("&lt;", "<")
      .replaceAll("&gt;", ">")
      .replaceAll("&amp;", "&"),
  );
}

function expectSameLinks(email: RenderedEmail, expected: string[]): void {
  expect(extractLinks(email.text)).toEqual(expected);
  expect([...new Set(hrefs(email.html))]).toEqual(expected);
}

function expectEscaped(email: RenderedEmail): void {
  expect(email.html).not.toContain("<script>");
  expect(email.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39;");
}

function expectBranded(email: RenderedEmail): void {
  expect(email.html).toMatch(/^<!doctype html>/);
  expect(email.html).toContain("#4f46e5");
  expect(email.html).toContain("One interview. Every AI company.");
  expect(email.html).not.toMatch(/<style|class=/);
  expect(email.text).toContain("OneTake · One interview. Every AI company.");
  // Calm copy: no exclamation marks anywhere but the doctype.
  expect(`${email.subject}\n${email.html.replace("<!doctype html>", "")}\n${email.text}`).not.toContain("!");
}

describe("escapeHtml", () => {
  it("escapes the five characters that matter in text and attributes", () => {
    expect(escapeHtml(`<a href="x" title='y'>&amp;</a>`)).toBe(
      "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;",
    );
  });

  it("leaves ordinary text alone", () => {
    expect(escapeHtml("Ana María, 20 minutes · 7 questions")).toBe("Ana María, 20 minutes · 7 questions");
  });
});

describe("email templates", () => {
  it("verifyEmail greets by name and carries the link in both parts", () => {
    const email = renderEmail(verifyEmail, { firstName: "Ana", url: link });
    expect(email.subject).toBe("Confirm your email address for OneTake");
    expect(email.html).toContain("Hi Ana,");
    expect(email.text).toContain("Hi Ana,");
    expect(email.html).toContain(`href="${escapeHtml(link)}"`);
    expectSameLinks(email, [link]);
    expectBranded(email);
  });

  it("verifyEmail escapes the name", () => {
    const email = renderEmail(verifyEmail, { firstName: hostile, url: link });
    expectEscaped(email);
    expect(email.text).toContain(`Hi ${hostile},`);
  });

  it("welcome follows the spec's defaults: 'User' and the candidate copy", () => {
    const email = renderEmail(welcome, {});
    expect(email.subject).toBe("Welcome to OneTake");
    expect(email.text).toContain("Hi User,");
    expect(email.text).toContain("7 questions, about 20 minutes");
    expect(renderEmail(welcome, { firstName: "  " }).text).toContain("Hi User,");
    expectSameLinks(email, []);
    expectBranded(email);
  });

  it("welcome for an enterprise explains the review", () => {
    const email = renderEmail(welcome, { firstName: "Sam", userType: "enterprise" });
    expect(email.text).toContain("Hi Sam,");
    expect(email.text).toContain("usually within 24 hours");
    expect(email.text).not.toContain("7 questions");
    expectEscaped(renderEmail(welcome, { firstName: hostile, userType: "enterprise" }));
    expectBranded(email);
  });

  it("resetPassword carries the link in both parts and escapes the name", () => {
    const email = renderEmail(resetPassword, { firstName: hostile, url: link });
    expect(email.subject).toBe("Reset your OneTake password");
    expectSameLinks(email, [link]);
    expectEscaped(email);
    expectBranded(renderEmail(resetPassword, { firstName: "Ana", url: link }));
  });

  it("signUpAttempt tells the owner, with the sign-in and reset links in both parts", () => {
    const loginUrl = "https://onetake.test/login?tab=candidate";
    const resetUrl = "https://onetake.test/forgot-password";
    const email = renderEmail(signUpAttempt, { firstName: hostile, loginUrl, resetUrl });
    expect(email.subject).toBe("Someone tried to create a OneTake account with your email");
    expect(email.text).toContain("no new account was created");
    expectSameLinks(email, [loginUrl, resetUrl]);
    expectEscaped(email);
    expectBranded(renderEmail(signUpAttempt, { firstName: "Ana", loginUrl, resetUrl }));
  });

  it("companyApproved names the company and links to sign-in", () => {
    const loginUrl = "https://onetake.test/login?tab=company";
    const email = renderEmail(companyApproved, { companyName: "Acme AI", loginUrl });
    expect(email.subject).toBe("Acme AI is approved on OneTake");
    expect(email.html).toContain("Our team has reviewed Acme AI");
    expectSameLinks(email, [loginUrl]);
    expectBranded(email);
    expectEscaped(renderEmail(companyApproved, { companyName: hostile, loginUrl }));
  });

  it("companyRejected quotes the reason, escaped, keeping its line breaks", () => {
    const email = renderEmail(companyRejected, { companyName: "Acme AI", reason: `Website unreachable.\n${hostile}` });
    expect(email.subject).toBe("Update on your OneTake registration for Acme AI");
    expect(email.html).toContain("Website unreachable.<br>&lt;script&gt;");
    expect(email.text).toContain("Reason from our review team:\n  Website unreachable.\n  <script>");
    expectEscaped(email);
    expectSameLinks(email, []);
    expectBranded(renderEmail(companyRejected, { companyName: "Acme AI", reason: "Website unreachable." }));
  });

  it("newApplicant names the candidate and the posting and links to its applicants", () => {
    const applicantsUrl = "https://onetake.test/job-applicants/123";
    const email = renderEmail(newApplicant, {
      companyName: "Acme AI",
      candidateName: "Ana Lima",
      postingTitle: "ML Engineer",
      applicantsUrl,
    });
    expect(email.subject).toBe("New applicant for ML Engineer");
    expect(email.text).toContain("Ana Lima applied to ML Engineer at Acme AI.");
    expectSameLinks(email, [applicantsUrl]);
    expectBranded(email);
    expectEscaped(
      renderEmail(newApplicant, {
        companyName: "Acme AI",
        candidateName: hostile,
        postingTitle: "ML Engineer",
        applicantsUrl,
      }),
    );
  });

  it("reviewRequested quotes the candidate's message, escaped, and links to the evaluation", () => {
    const reviewUrl = "https://onetake.test/candidate-profile/abc";
    const data = { candidateName: "Ana Lima", interviewTitle: "ML Engineer", message: "Listen again.", reviewUrl };
    const email = renderEmail(reviewRequested, { ...data, audience: "company" });
    expect(email.subject).toBe("Ana Lima asked for a human review of their interview");
    expect(email.text).toContain("Listen again.");
    expectSameLinks(email, [reviewUrl]);
    expectBranded(email);
    expect(renderEmail(reviewRequested, { ...data, audience: "admins" }).text).toContain("administrator");
    expectEscaped(renderEmail(reviewRequested, { ...data, message: hostile, audience: "company" }));
  });

  it("correctionRequested names the answer, says the AI waits, escapes the alias, and links to the evaluation", () => {
    const reviewUrl = "https://onetake.test/candidate-profile/abc";
    const data = { candidateName: "Ana Lima", interviewTitle: "ML Engineer", questionNumber: 3, reviewUrl };
    const email = renderEmail(correctionRequested, { ...data, audience: "company" });
    expect(email.subject).toBe("Ana Lima asked to correct a transcript");
    expect(email.text).toContain("question 3 of ML Engineer");
    expect(email.text).toContain("use the transcript as it was first heard");
    expectSameLinks(email, [reviewUrl]);
    expectBranded(email);
    expect(renderEmail(correctionRequested, { ...data, audience: "admins" }).text).toContain("administrator");
    expectEscaped(renderEmail(correctionRequested, { ...data, candidateName: hostile, audience: "company" }));
  });

  it("reviewAnswered quotes the reviewer's answer, escaped, and links to the interview", () => {
    const interviewUrl = "https://onetake.test/candidate-interview/abc";
    const data = {
      firstName: "Ana",
      interviewTitle: "ML Engineer",
      reviewerName: "Acme AI",
      response: "Kept.",
      interviewUrl,
    };
    const email = renderEmail(reviewAnswered, data);
    expect(email.subject).toBe("Your human review request for ML Engineer was answered");
    expect(email.text).toContain("Kept.");
    expectSameLinks(email, [interviewUrl]);
    expectBranded(email);
    expectEscaped(renderEmail(reviewAnswered, { ...data, response: hostile }));
  });

  it("keeps a subject on one line", () => {
    const email = renderEmail(companyApproved, { companyName: "Acme\r\nBcc: x@evil.test", loginUrl: link });
    expect(email.subject).toBe("Acme Bcc: x@evil.test is approved on OneTake");
  });

  it("refuses a link that is not http(s)", () => {
    expect(() => renderEmail(verifyEmail, { firstName: "Ana", url: "javascript:alert(1)" })).toThrow(TypeError);
    expect(() => renderEmail(resetPassword, { firstName: "Ana", url: "not a url" })).toThrow(TypeError);
  });
});
