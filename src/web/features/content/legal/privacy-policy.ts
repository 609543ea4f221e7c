import type { LegalDocument } from "./types";

export const privacyPolicy: LegalDocument = {
  id: "privacy",
  title: "Privacy Policy",
  path: "/privacy-policy",
  summary:
    "What OneTake collects, how interview recordings are evaluated by AI, who can see them, how long we keep them, and how to export or delete your data.",
  sections: [
    {
      title: "1. Who we are and what this policy covers",
      blocks: [
        {
          type: "paragraph",
          text: "OneTake runs a hiring marketplace for AI companies. Candidates record one video interview, which is evaluated with the help of AI, and verified companies review it to hire. This policy explains what personal information we handle for candidates, company users and visitors, and why.",
        },
      ],
    },
    {
      title: "2. Information we collect",
      blocks: [
        {
          type: "list",
          items: [
            "Account details: your name, email address, phone number, password (stored only as a secure hash) and whether you are a candidate or a company user.",
            "Candidate profile: job title, experience level, location, LinkedIn address, skills, summary, preferred roles, work experience, photo, bio and website, as you provide them.",
            "Interview recordings: the video and audio of your interview answers, and any resume file you upload.",
            "Evaluation data: the transcript of your interview and the written feedback and score produced from it.",
            "Company details: company name, website, LinkedIn page, industry, size, contact details and description, plus job postings, interview templates and hiring decisions with their reasons.",
            "Form submissions: what you enter in the waitlist, early access, consultation, contact, newsletter and resume upload forms.",
            "Technical data: the session cookie described in our Cookie Policy, and the IP address and browser type recorded with your sign-in session and in our server logs, used for security and to limit abuse.",
          ],
        },
      ],
    },
    {
      title: "3. How your interview is processed",
      blocks: [
        {
          type: "paragraph",
          text: "When you record your interview, the recording is uploaded to and stored on our servers. It is then transcribed, and each answer is assessed by AI against a rubric for the question asked. The AI evaluates only what you say: never your confidence, enthusiasm, fluency, grammar, accent, appearance, emotion or anything visual. Every claim it makes cites your own words with the second you said them, and we check each quote against the transcript. The result is evidence and a score per criterion, an overall score and written feedback, stored with your interview.",
        },
        {
          type: "paragraph",
          text: "Before your interview you can choose a human-only review instead. Then no AI assessment or score is produced (a transcript is still made for captions), and the people reviewing your interview see that you chose it.",
        },
        {
          type: "paragraph",
          text: "You see the same evidence and scores as companies for your network interview, and for a job posting’s interview when the company shares them. You can correct your transcript (we keep the original and show the correction to reviewers) and ask for a human review.",
        },
        {
          type: "paragraph",
          text: "To do this we send the recording to AI service providers acting on our instructions, only to produce the transcript and evaluation. You can read your feedback and score in your dashboard. AI output can be wrong: the score and feedback are aids for the people reviewing your interview, and every hiring decision is made by a person at the company, not by OneTake’s AI.",
        },
        {
          type: "paragraph",
          text: "You may re-record up to three times per application. A re-record replaces the previous recording, transcript, feedback and score.",
        },
      ],
    },
    {
      title: "4. How we use your information",
      blocks: [
        {
          type: "list",
          items: [
            "To run the service: your account, your interview and its evaluation, job postings, applications and hiring status.",
            "To show candidates to verified companies and let companies contact candidates.",
            "To verify companies, by checking their business email domain and company website.",
            "To send the emails the service needs, such as email verification, a welcome message and the notifications you have left switched on.",
            "To keep OneTake secure, prevent abuse and fix problems.",
          ],
        },
        {
          type: "paragraph",
          text: "We do not sell personal information, and we do not use it for advertising.",
        },
      ],
    },
    {
      title: "5. Who can see your information",
      blocks: [
        {
          type: "list",
          items: [
            "Verified companies: only companies that have passed our verification can see candidate profiles, resumes, interview recordings, transcripts, feedback and scores.",
            "Anyone with your public profile link, if you turn your public profile on: your name, title, photo, years of experience, LinkedIn address, skills, work experience and resume. Your public profile is private by default and you can switch it off at any time.",
            "Service providers who host our servers and files, deliver email and perform AI transcription and evaluation, only to provide those services to us.",
            "Authorities, when the law requires it.",
          ],
        },
        {
          type: "paragraph",
          text: "Companies see your information to evaluate you for their own roles. Our Employer Agreement forbids them from using it for anything else.",
        },
      ],
    },
    {
      title: "6. How long we keep it",
      blocks: [
        {
          type: "paragraph",
          text: "We keep your recordings, profile and evaluation data for as long as your account is active. When you delete your account, we delete your recordings and personal information within 30 days. Form submissions from people without an account are kept for as long as we need them to respond, and deleted on request.",
        },
      ],
    },
    {
      title: "7. Your choices and rights",
      blocks: [
        {
          type: "list",
          items: [
            "Visibility: turn your public profile on or off in your settings.",
            "Notifications: choose which emails you receive in your settings.",
            "Access and export: ask for a copy of your personal information, including your recordings, in a portable format.",
            "Correction: update your profile yourself, or ask us to correct anything you cannot change.",
            "Deletion: ask us to delete your account and your data.",
          ],
        },
        {
          type: "paragraph",
          text: "Send export and deletion requests through our contact page from the email address on your account, so we can confirm it is you. We answer within 30 days.",
        },
      ],
    },
    {
      title: "8. Security",
      blocks: [
        {
          type: "paragraph",
          text: "Information travels over encrypted connections, passwords are stored only as secure hashes, and access to recordings is limited to you, verified companies and the staff who operate the service. No system is perfectly secure; if we learn of a breach that affects you, we will tell you without undue delay.",
        },
      ],
    },
    {
      title: "9. Cookies",
      blocks: [
        {
          type: "paragraph",
          text: "We use one essential cookie to keep you signed in, and no tracking, analytics or advertising cookies. Our Cookie Policy has the details.",
        },
      ],
    },
    {
      title: "10. Age",
      blocks: [
        {
          type: "paragraph",
          text: "OneTake is for people aged 18 and over. Candidates must be at least 18 to create an account, and we do not knowingly collect information from anyone younger.",
        },
      ],
    },
    {
      title: "11. Changes and contact",
      blocks: [
        {
          type: "paragraph",
          text: "We will publish any change to this policy on this page and email account holders about changes that matter. For any question about your privacy, write to us through the contact page.",
        },
      ],
    },
  ],
};
