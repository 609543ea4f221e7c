import type { LegalDocument } from "./types";

export const termsOfService: LegalDocument = {
  id: "terms",
  title: "Terms of Service",
  path: "/terms-of-service",
  summary:
    "The terms for using OneTake: accounts, recorded interviews evaluated by AI, verified company access, fees, acceptable use and termination.",
  sections: [
    {
      title: "1. Agreement",
      blocks: [
        {
          type: "paragraph",
          text: "These terms govern your use of OneTake. By creating an account or using the service you agree to them. Candidates also agree to the Candidate Agreement, and companies to the Employer Agreement. Our Privacy Policy explains how we handle personal information.",
        },
      ],
    },
    {
      title: "2. The service",
      blocks: [
        {
          type: "paragraph",
          text: "OneTake is a hiring marketplace. Candidates record one video interview of about 20 minutes and 7 questions, or upload a resume. Interviews are stored, transcribed and evaluated by AI, which produces written feedback and a score. Companies that we have verified can browse candidates, review recordings and feedback, post jobs, customise interview templates and record whether they hired a candidate.",
        },
      ],
    },
    {
      title: "3. Eligibility and accounts",
      blocks: [
        {
          type: "list",
          items: [
            "You must be at least 18 years old to use OneTake.",
            "The information you give us must be accurate and your own. One person, one candidate account.",
            "Company accounts require a business email address. Personal email domains are not accepted, and a company cannot see candidates until we have verified its email domain and website.",
            "Keep your password secret. You are responsible for activity under your account; tell us at once if you suspect someone else has used it.",
          ],
        },
      ],
    },
    {
      title: "4. Interviews and AI evaluation",
      blocks: [
        {
          type: "paragraph",
          text: "Candidates may re-record up to three times per application; each re-record replaces the previous one. AI feedback and scores are produced automatically and can be inaccurate or incomplete. They are provided to help people review interviews, not to replace their judgement, and OneTake does not make hiring decisions.",
        },
      ],
    },
    {
      title: "5. Your content",
      blocks: [
        {
          type: "paragraph",
          text: "You keep ownership of the recordings, resumes and other content you provide. You give OneTake a licence to store, copy, process (including AI transcription and evaluation) and display that content, only to operate the service: to show it to you, to verified companies and, if you choose, on your public profile. The licence ends when your content is deleted.",
        },
      ],
    },
    {
      title: "6. Fees",
      blocks: [
        {
          type: "paragraph",
          text: "OneTake is free for candidates. Companies pay the prices shown on our pricing page at the time of use; pay-per-interview charges are invoiced monthly. Subscriptions marked “Coming Soon” are not yet available and are not billed.",
        },
      ],
    },
    {
      title: "7. Acceptable use",
      blocks: [
        {
          type: "list",
          items: [
            "Do not impersonate anyone or misrepresent your identity, qualifications or company.",
            "Do not copy, scrape or bulk-download profiles or recordings, or use them outside the purpose they were shared for.",
            "Do not upload unlawful, harmful or infringing content, or malware.",
            "Do not probe, disrupt or bypass the security or rate limits of the service.",
            "Do not use OneTake to discriminate against candidates on grounds protected by law.",
          ],
        },
      ],
    },
    {
      title: "8. Suspension and ending your account",
      blocks: [
        {
          type: "paragraph",
          text: "You can ask us to delete your account at any time through the contact page; we delete your recordings and personal information within 30 days. We may suspend or close accounts that break these terms, and we will tell you why unless the law prevents it.",
        },
      ],
    },
    {
      title: "9. No guarantee and limitation of liability",
      blocks: [
        {
          type: "paragraph",
          text: "We work to keep OneTake available and accurate, but we provide it as it is. We do not guarantee that a candidate will be hired or that a company will find a candidate. To the extent the law allows, OneTake is not liable for indirect or consequential losses, and our total liability to a company is limited to the fees it paid us in the 12 months before the claim. Nothing in these terms limits liability that cannot be limited by law.",
        },
      ],
    },
    {
      title: "10. Changes and contact",
      blocks: [
        {
          type: "paragraph",
          text: "We may update these terms. We will publish changes here and email account holders about significant ones before they take effect. Questions about these terms are welcome through the contact page.",
        },
      ],
    },
  ],
};
