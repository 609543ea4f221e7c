import type { LegalDocument } from "./types";

export const candidateAgreement: LegalDocument = {
  id: "candidate",
  title: "Candidate Agreement",
  summary:
    "The additional terms for candidates on OneTake: eligibility, your recorded interview and its AI evaluation, re-records, visibility, and your data.",
  sections: [
    {
      title: "1. Scope",
      blocks: [
        {
          type: "paragraph",
          text: "This agreement applies to every candidate account on OneTake, in addition to the Terms of Service. OneTake is free for candidates.",
        },
      ],
    },
    {
      title: "2. Eligibility",
      blocks: [
        {
          type: "paragraph",
          text: "You must be at least 18 years old. The information in your application and profile must be true and your own. You are responsible for having the right to work in the places you apply to.",
        },
      ],
    },
    {
      title: "3. Your interview",
      blocks: [
        {
          type: "list",
          items: [
            "The interview takes about 20 minutes and has 7 questions, asked one at a time by an AI interviewer with a timer.",
            "Answer in your own words. Do not have another person answer for you or read you answers during the recording.",
            "You may re-record up to three times per application. Each re-record replaces your previous recording, its feedback and its score.",
          ],
        },
      ],
    },
    {
      title: "4. How your interview is evaluated",
      blocks: [
        {
          type: "paragraph",
          text: "Your recording is stored on our servers, transcribed, and evaluated by AI against a rubric for each question, which produces evidence quoted from your answers, written feedback and a score. The AI evaluates only what you say, never how you look or sound. You can read the result in your dashboard. It may contain mistakes; companies are told that it is an aid and that people make hiring decisions. Before your interview you may choose a human-only review instead, with no AI score.",
        },
      ],
    },
    {
      title: "5. Who sees you",
      blocks: [
        {
          type: "paragraph",
          text: "Only companies we have verified by business email domain and company website can see your profile, resume, recordings and evaluation. Your public profile page is private by default; if you switch it on, anyone with the link can see it, and you can switch it off at any time.",
        },
      ],
    },
    {
      title: "6. Your content",
      blocks: [
        {
          type: "paragraph",
          text: "You own your recordings and resume. You allow OneTake to store, process and show them as described here and in the Terms of Service, only to operate the service.",
        },
      ],
    },
    {
      title: "7. No guarantee of employment",
      blocks: [
        {
          type: "paragraph",
          text: "OneTake is a marketplace, not an employer or an employment agency acting for you. We cannot guarantee interviews, offers or any particular result, and any job offer is between you and the company.",
        },
      ],
    },
    {
      title: "8. Your data and leaving",
      blocks: [
        {
          type: "paragraph",
          text: "We keep your recordings while your account is active. You can ask for an export of your data, or for your account to be deleted, through the contact page; after deletion we remove your recordings and personal information within 30 days.",
        },
      ],
    },
  ],
};
