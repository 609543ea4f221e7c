import type { LegalDocument } from "./types";

export const employerAgreement: LegalDocument = {
  id: "employer",
  title: "Employer Agreement",
  summary:
    "The additional terms for companies hiring on OneTake: verification, permitted use of candidate data, fair hiring, job postings, templates and fees.",
  sections: [
    {
      title: "1. Scope",
      blocks: [
        {
          type: "paragraph",
          text: "This agreement applies to every company account on OneTake, in addition to the Terms of Service. The person who registers the company confirms they are authorised to accept it on the company’s behalf.",
        },
      ],
    },
    {
      title: "2. Verification",
      blocks: [
        {
          type: "paragraph",
          text: "We verify each company by checking that its business email domain matches its company website, usually within 24 hours of registration. Until verification is complete, the account cannot see candidate profiles or recordings. We may decline or withdraw verification if the information does not check out or this agreement is broken.",
        },
      ],
    },
    {
      title: "3. Permitted use of candidate information",
      blocks: [
        {
          type: "list",
          items: [
            "Use candidate profiles, resumes, recordings, transcripts, feedback and scores only to evaluate candidates for genuine roles at your company.",
            "Do not sell, publish or share candidate information with anyone outside your hiring team.",
            "Do not download, record or copy interviews except as the service allows for your own hiring review, and delete any copy once you no longer need it for that review.",
            "Contact candidates only about real opportunities at your company.",
          ],
        },
      ],
    },
    {
      title: "4. Fair and human hiring decisions",
      blocks: [
        {
          type: "paragraph",
          text: "AI feedback and scores are aids. Your team must watch the interview and make its own decision, and must not reject a candidate solely because of an automated score. You are responsible for complying with employment and anti-discrimination law wherever you hire.",
        },
        {
          type: "paragraph",
          text: "Record hiring outcomes honestly: mark a candidate hired when you hire them, or not hired with the reason (not a fit, position filled, no response or other).",
        },
      ],
    },
    {
      title: "5. Job postings and interview templates",
      blocks: [
        {
          type: "paragraph",
          text: "Job postings must describe real, open roles accurately. Custom interview questions must be relevant to the job and lawful: never ask about age, health, family plans, religion, ethnicity or any other characteristic protected by law.",
        },
      ],
    },
    {
      title: "6. Fees and invoicing",
      blocks: [
        {
          type: "paragraph",
          text: "You pay the prices on our pricing page at the time of use. Pay-per-interview charges are invoiced monthly. Subscription and enterprise pricing, once agreed, apply from the start of the next billing month.",
        },
      ],
    },
    {
      title: "7. Account security",
      blocks: [
        {
          type: "paragraph",
          text: "Give access only to people involved in your hiring, keep credentials secret, and tell us promptly through the contact page if you suspect unauthorised access to candidate information.",
        },
      ],
    },
    {
      title: "8. Suspension and termination",
      blocks: [
        {
          type: "paragraph",
          text: "We may suspend a company account immediately if candidate information is misused. Either side may end this agreement at any time; fees already incurred remain payable, and your obligations on candidate information continue after the account closes.",
        },
      ],
    },
  ],
};
