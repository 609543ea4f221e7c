// The verified demo companies' own workspace for `npm run seed`: a template each, attached to an
// internal posting each, and the notes they keep. Keyed by company name, in demoCompanies' order.

import type { InterviewQuestionSnapshot } from "../schema";
import type { DemoPosting } from "./demo-data";

export interface DemoTemplate {
  name: string;
  description: string;
  role: string;
  department: string;
  questions: InterviewQuestionSnapshot[];
}

export interface DemoWorkspace {
  template: DemoTemplate;
  /** Posted only to the company's own staff (visibility "internal"), asking the template's questions. */
  internalPosting: Omit<DemoPosting, "status">;
  /** Team notes written on the company's first applications, one each, in turn. */
  notes: string[];
}

export const demoWorkspaces: Record<string, DemoWorkspace> = {
  "Lumen Labs": {
    template: {
      name: "Frontend Developer Interview",
      description: "For frontend roles: how candidates build, test and ship user interfaces.",
      role: "Frontend Developer",
      department: "Engineering",
      questions: [
        {
          text: "Tell us about a user interface you built that you are proud of.",
          type: "open-ended",
          timeLimitSeconds: 120,
          instruction: "Describe your part in it and one decision you would make differently today.",
        },
        {
          text: "How do you keep a large React application fast as it grows?",
          type: "technical",
          timeLimitSeconds: 180,
          instruction: null,
        },
        {
          text: "A designer and a backend engineer disagree about an API shape that affects your screen. What do you do?",
          type: "situational",
          timeLimitSeconds: 120,
          instruction: null,
        },
      ],
    },
    internalPosting: {
      title: "Frontend Engineer, Evaluation Dashboards",
      department: "Engineering",
      locationType: "Hybrid",
      location: "San Francisco, CA",
      employmentType: "Full-time",
      salaryRange: "$160k - $200k",
      skills: ["TypeScript", "React", "Data visualisation"],
      description:
        "An internal move for engineers who want to own the dashboards our customers read evaluation results in: charts that stay fast on a million rows and explain themselves.",
    },
    notes: [
      "Strong evaluation background; ask about the regression alerts in the next round.",
      "Great writing samples. Check how much hands-on Python is still in the day job.",
    ],
  },
  "Cartograph AI": {
    template: {
      name: "Data Engineering Interview",
      description: "For pipeline roles: how candidates design, run and debug data pipelines.",
      role: "Data Engineer",
      department: "Engineering",
      questions: [
        {
          text: "Walk us through a pipeline you built from source to warehouse.",
          type: "technical",
          timeLimitSeconds: 180,
          instruction: "Name the failure you worried about most and how you caught it.",
        },
        {
          text: "A customer reports that half of their PDFs come back empty. How do you find out why?",
          type: "situational",
          timeLimitSeconds: 150,
          instruction: null,
        },
      ],
    },
    internalPosting: {
      title: "Parsing Quality Lead",
      department: "Engineering",
      locationType: "Remote",
      location: "Americas",
      employmentType: "Full-time",
      salaryRange: "$170k - $210k",
      skills: ["Python", "Document parsing", "Evaluation"],
      description:
        "For our own engineers: lead the team that measures parse quality across customer document types and decides what we fix first.",
    },
    notes: [
      "Solid retrieval basics. Would need support on Spark, worth a technical round.",
      "Clear communicator; pair with a senior engineer if hired.",
    ],
  },
  "Northwind Robotics": {
    template: {
      name: "Platform Engineering Interview",
      description: "For platform roles: rollouts, monitoring and recovering from bad releases.",
      role: "MLOps Engineer",
      department: "Platform",
      questions: [
        {
          text: "How would you roll out a new perception model to two hundred robots without stopping a warehouse?",
          type: "technical",
          timeLimitSeconds: 180,
          instruction: null,
        },
        {
          text: "Tell us about an incident you led. What changed afterwards?",
          type: "open-ended",
          timeLimitSeconds: 150,
          instruction: "Focus on what you did, not on what the team did.",
        },
      ],
    },
    internalPosting: {
      title: "Robot Fleet Reliability Engineer",
      department: "Platform",
      locationType: "On-Site",
      location: "Pittsburgh, PA",
      employmentType: "Full-time",
      salaryRange: "$150k - $185k",
      skills: ["Kubernetes", "Monitoring", "Edge deployment"],
      description:
        "Open to current Northwind staff first: keep our robot fleet's software healthy, own on-call runbooks and the metrics that warn us before a customer calls.",
    },
    notes: ["Good rollout instincts. Ask about CUDA depth before an on-site."],
  },
  "Sable Health AI": {
    template: {
      name: "AI Product Interview",
      description: "For product roles: defining quality with clinicians and deciding trade-offs.",
      role: "AI Product Manager",
      department: "Product",
      questions: [
        {
          text: "How would you decide whether a drafted clinical note is good enough to ship?",
          type: "situational",
          timeLimitSeconds: 150,
          instruction: null,
        },
        {
          text: "Tell us about a time you said no to a feature customers asked for.",
          type: "open-ended",
          timeLimitSeconds: 120,
          instruction: null,
        },
      ],
    },
    internalPosting: {
      title: "Clinical Quality Program Manager",
      department: "Product",
      locationType: "Hybrid",
      location: "Boston, MA",
      employmentType: "Full-time",
      salaryRange: "$140k - $170k",
      skills: ["Healthcare workflows", "Program management", "Experimentation"],
      description:
        "An internal opening for our clinical and product teams: run the review programme in which clinicians grade drafted notes, and turn their findings into the roadmap.",
    },
    notes: [
      "Sharp on quality bars; wants to meet the clinical advisors.",
      "Reference check pending from the last manager.",
    ],
  },
};
