// The demo data set for `npm run seed`. It never appears unless seeded.

import type { DemoTemplate } from "./demo-workspace-data";

export interface DemoCompany {
  companyName: string;
  domain: string;
  industry: string;
  size: string;
  contactName: string;
  description: string;
  location: string;
  status: "verified" | "pending";
  postings: DemoPosting[];
}

export interface DemoPosting {
  title: string;
  department: string;
  locationType: "Remote" | "Hybrid" | "On-Site";
  location: string;
  employmentType: "Full-time" | "Part-time" | "Contract";
  salaryRange: string;
  skills: string[];
  description: string;
  status: "active" | "paused" | "closed";
  /** Questions of its own: applying to it gives a pending interview with a copy of them. */
  template?: DemoTemplate;
}

export const demoCompanies: DemoCompany[] = [
  {
    companyName: "Lumen Labs",
    domain: "lumenlabs.ai",
    industry: "AI / Machine Learning",
    size: "51-200",
    contactName: "Priya Raman",
    description: "Lumen Labs builds evaluation and monitoring tools for teams shipping large language models.",
    location: "San Francisco, CA",
    status: "verified",
    postings: [
      {
        title: "Senior ML Engineer, Evaluation",
        department: "Engineering",
        locationType: "Hybrid",
        location: "San Francisco, CA",
        employmentType: "Full-time",
        salaryRange: "$190k - $240k",
        skills: ["Python", "PyTorch", "LLM evaluation", "Distributed systems"],
        description:
          "Own the evaluation harness our customers run on every model release: design metrics that track real user outcomes, scale runs across thousands of prompts, and turn results into decisions product teams trust.",
        status: "active",
      },
      {
        title: "Developer Advocate",
        department: "Developer Relations",
        locationType: "Remote",
        location: "United States",
        employmentType: "Full-time",
        salaryRange: "$150k - $180k",
        skills: ["Technical writing", "Python", "Public speaking", "LLM APIs"],
        description:
          "Write the tutorials, sample apps and talks that show engineers how to measure model quality. You will work with product on what we build next based on what developers tell you.",
        status: "active",
        template: {
          name: "Developer Advocate Interview",
          description: "For developer relations: teaching, writing and listening to developers.",
          role: "Developer Advocate",
          department: "Developer Relations",
          questions: [
            {
              text: "Explain how you would measure whether a language model got better, as if to a developer new to it.",
              type: "open-ended",
              timeLimitSeconds: 150,
              instruction: "Keep it to what you would say in a two-minute conference slot.",
            },
            {
              text: "A tutorial of yours is getting confused comments. What do you do in your first week?",
              type: "situational",
              timeLimitSeconds: 120,
              instruction: null,
            },
          ],
        },
      },
      {
        // Closed: its past applicants were decided over the months before the seed's, each month
        // of the company's fairness report (seed-demo-fairness.ts).
        title: "Research Engineer, Evaluation Infrastructure",
        department: "Engineering",
        locationType: "Remote",
        location: "United States",
        employmentType: "Full-time",
        salaryRange: "$170k - $210k",
        skills: ["Python", "Kubernetes", "LLM evaluation"],
        description:
          "Build the job runner that schedules our customers' evaluation suites across GPU pools. This hiring round has closed; thank you to everyone who applied.",
        status: "closed",
      },
    ],
  },
  {
    companyName: "Cartograph AI",
    domain: "cartograph.ai",
    industry: "Data Infrastructure",
    size: "11-50",
    contactName: "Tomás Herrera",
    description: "Cartograph turns messy enterprise documents into clean retrieval indexes for AI assistants.",
    location: "New York, NY",
    status: "verified",
    postings: [
      {
        title: "Data Engineer, Ingestion",
        department: "Engineering",
        locationType: "Remote",
        location: "Americas",
        employmentType: "Full-time",
        salaryRange: "$160k - $200k",
        skills: ["Python", "Spark", "Postgres", "Document parsing"],
        description:
          "Build the pipelines that parse PDFs, slides and spreadsheets into structured chunks, with the observability to catch a bad parse before a customer does.",
        status: "active",
      },
      {
        title: "Solutions Engineer",
        department: "Sales",
        locationType: "Hybrid",
        location: "New York, NY",
        employmentType: "Full-time",
        salaryRange: "$140k - $170k + commission",
        skills: ["RAG", "Customer discovery", "Python", "Demos"],
        description:
          "Partner with account executives to run technical discovery, scope proofs of concept and get enterprise buyers from a first call to a production deployment.",
        status: "paused",
      },
    ],
  },
  {
    companyName: "Northwind Robotics",
    domain: "northwindrobotics.com",
    industry: "Robotics & Hardware",
    size: "201-500",
    contactName: "Hannah Okafor",
    description: "Northwind builds vision-guided picking robots for warehouses across North America.",
    location: "Pittsburgh, PA",
    status: "verified",
    postings: [
      {
        title: "MLOps Engineer",
        department: "Platform",
        locationType: "On-Site",
        location: "Pittsburgh, PA",
        employmentType: "Full-time",
        salaryRange: "$165k - $205k",
        skills: ["Kubernetes", "MLflow", "CUDA", "Edge deployment"],
        description:
          "Ship perception models from training to hundreds of robots safely: versioned rollouts, on-device monitoring and fast rollback when the real world disagrees with the validation set.",
        status: "active",
      },
    ],
  },
  {
    companyName: "Sable Health AI",
    domain: "sablehealth.ai",
    industry: "Healthcare & Life Sciences",
    size: "51-200",
    contactName: "Marcus Lee",
    description: "Sable drafts clinical documentation from doctor-patient conversations, with clinicians in the loop.",
    location: "Boston, MA",
    status: "verified",
    postings: [
      {
        title: "AI Product Manager",
        department: "Product",
        locationType: "Hybrid",
        location: "Boston, MA",
        employmentType: "Full-time",
        salaryRange: "$170k - $210k",
        skills: ["Product discovery", "LLM product design", "Healthcare workflows", "Experimentation"],
        description:
          "Own the note-drafting experience end to end: define quality with clinicians, decide trade-offs between latency and accuracy, and run the experiments that tell us what works.",
        status: "active",
      },
      {
        title: "LLM Trainer, Clinical Language",
        department: "Data",
        locationType: "Remote",
        location: "United States",
        employmentType: "Contract",
        salaryRange: "$70 - $95 / hour",
        skills: ["Clinical documentation", "Annotation", "Prompt design"],
        description:
          "Write and review the examples that teach our models clinical language, and help design rubrics that catch subtle errors.",
        status: "closed",
      },
    ],
  },
  {
    companyName: "Quill Security",
    domain: "quillsec.io",
    industry: "Security",
    size: "11-50",
    contactName: "Elena Petrova",
    description: "Quill red-teams AI agents before they reach production.",
    location: "Austin, TX",
    status: "pending",
    postings: [],
  },
  {
    companyName: "Brightline Support",
    domain: "brightline.dev",
    industry: "Enterprise Software",
    size: "1-10",
    contactName: "Sam Whitaker",
    description: "Brightline builds AI agents that resolve tier-one support tickets for SaaS companies.",
    location: "Remote",
    status: "pending",
    postings: [],
  },
];

export interface DemoCandidate {
  firstName: string;
  lastName: string;
  title: string;
  experience: "entry" | "mid" | "senior" | "executive";
  location: string;
  skills: [string, number][];
  summary: string;
  preferredRoles: string;
  work: { position: string; company: string; start: string; end: string | null; description: string }[];
  interview: { score: number; feedback: string } | null;
  publicProfile: boolean;
}

export const demoCandidates: DemoCandidate[] = [
  {
    firstName: "Maya",
    lastName: "Chen",
    title: "Senior ML Engineer",
    experience: "senior",
    location: "Seattle, WA",
    skills: [
      ["PyTorch", 7],
      ["LLM evaluation", 3],
      ["Python", 9],
      ["Distributed training", 4],
    ],
    summary:
      "I build training and evaluation pipelines for language models. Most recently I led the evaluation platform at a search startup, cutting regression-detection time from days to hours.",
    preferredRoles: "ML Engineer, Research Engineer",
    work: [
      {
        position: "Senior ML Engineer",
        company: "Findwell",
        start: "2021-03-01",
        end: null,
        description: "Led the model evaluation platform used by 40 engineers; built automatic regression alerts.",
      },
      {
        position: "ML Engineer",
        company: "Orbit Analytics",
        start: "2017-06-01",
        end: "2021-02-28",
        description: "Trained ranking models and owned the feature store.",
      },
    ],
    interview: {
      score: 92,
      feedback:
        "Clear, structured answers with concrete numbers. Strong on evaluation design; explained trade-offs between offline metrics and user outcomes convincingly.",
    },
    publicProfile: true,
  },
  {
    firstName: "Daniel",
    lastName: "Okoye",
    title: "Prompt Engineer",
    experience: "mid",
    location: "Lagos, Nigeria (remote)",
    skills: [
      ["Prompt design", 3],
      ["Python", 4],
      ["RAG", 2],
      ["Technical writing", 5],
    ],
    summary:
      "I design prompts and retrieval pipelines for customer-facing assistants, and I write the test suites that keep them honest when models change underneath.",
    preferredRoles: "Prompt Engineer, Applied AI Engineer",
    work: [
      {
        position: "Prompt Engineer",
        company: "Helio Support",
        start: "2022-01-01",
        end: null,
        description: "Owned prompts and evals for an assistant answering 30k tickets a month.",
      },
    ],
    interview: {
      score: 84,
      feedback:
        "Thoughtful about failure modes and evaluation. Could go deeper on retrieval tuning, but explained his testing approach with good examples.",
    },
    publicProfile: true,
  },
  {
    firstName: "Sofia",
    lastName: "Martins",
    title: "Solutions Engineer",
    experience: "mid",
    location: "Lisbon, Portugal",
    skills: [
      ["Customer discovery", 5],
      ["Python", 3],
      ["Demos", 5],
      ["RAG", 2],
    ],
    summary:
      "Solutions engineer who likes the hard technical questions in enterprise deals. I have run more than forty proofs of concept for AI products in financial services.",
    preferredRoles: "Solutions Engineer, Sales Engineer",
    work: [
      {
        position: "Solutions Engineer",
        company: "Vantage AI",
        start: "2020-09-01",
        end: null,
        description: "Ran technical discovery and POCs for banking customers.",
      },
    ],
    interview: {
      score: 78,
      feedback: "Confident communicator with a good grasp of buyer concerns. Technical depth is solid for the role.",
    },
    publicProfile: false,
  },
  {
    firstName: "Arjun",
    lastName: "Mehta",
    title: "MLOps Engineer",
    experience: "senior",
    location: "Toronto, Canada",
    skills: [
      ["Kubernetes", 6],
      ["MLflow", 4],
      ["Terraform", 5],
      ["CUDA", 2],
    ],
    summary:
      "I run the platforms that get models from a notebook to production. I care about reproducible training, safe rollouts and clear on-call runbooks.",
    preferredRoles: "MLOps Engineer, Platform Engineer",
    work: [
      {
        position: "Staff Platform Engineer",
        company: "Kinetic Vision",
        start: "2019-04-01",
        end: null,
        description: "Built the model registry and canary rollout system for edge devices.",
      },
    ],
    interview: null,
    publicProfile: true,
  },
  {
    firstName: "Leah",
    lastName: "Goldberg",
    title: "AI Product Manager",
    experience: "senior",
    location: "New York, NY",
    skills: [
      ["Product discovery", 8],
      ["Experimentation", 6],
      ["LLM product design", 2],
    ],
    summary:
      "Product manager who has shipped two LLM features from zero to general availability. I work closely with research and design to define quality before we build.",
    preferredRoles: "AI Product Manager, Group PM",
    work: [
      {
        position: "Senior Product Manager",
        company: "Notable",
        start: "2020-01-01",
        end: null,
        description: "Launched AI summaries used by 2M users weekly.",
      },
    ],
    interview: {
      score: 88,
      feedback:
        "Excellent product judgement and clear prioritisation. Gave specific examples of defining quality bars.",
    },
    publicProfile: true,
  },
  {
    firstName: "Kenji",
    lastName: "Watanabe",
    title: "Data Engineer",
    experience: "entry",
    location: "Osaka, Japan",
    skills: [
      ["Python", 2],
      ["SQL", 2],
      ["Airflow", 1],
    ],
    summary:
      "Early-career data engineer who builds reliable ingestion pipelines. I am looking for a team where I can learn from experienced engineers and own real systems.",
    preferredRoles: "Data Engineer, Analytics Engineer",
    work: [
      {
        position: "Data Engineer",
        company: "Shinsei Retail",
        start: "2024-04-01",
        end: null,
        description: "Maintains daily ingestion of sales data into the warehouse.",
      },
    ],
    interview: null,
    publicProfile: false,
  },
  {
    firstName: "Amara",
    lastName: "Diallo",
    title: "Developer Advocate",
    experience: "mid",
    location: "Paris, France",
    skills: [
      ["Public speaking", 5],
      ["Technical writing", 6],
      ["TypeScript", 4],
      ["LLM APIs", 2],
    ],
    summary:
      "Developer advocate who writes code first and slides second. My tutorials on building with LLM APIs have been read by over 200k developers.",
    preferredRoles: "Developer Advocate, Developer Experience Engineer",
    work: [
      {
        position: "Developer Advocate",
        company: "Stackform",
        start: "2021-06-01",
        end: null,
        description: "Created the getting-started path and spoke at 15 conferences.",
      },
    ],
    interview: {
      score: 71,
      feedback:
        "Engaging and clear. Answers on measuring advocacy impact were general; would benefit from more metrics.",
    },
    publicProfile: true,
  },
  {
    firstName: "Rafael",
    lastName: "Souza",
    title: "Account Executive",
    experience: "executive",
    location: "São Paulo, Brazil",
    skills: [
      ["Enterprise sales", 12],
      ["SaaS", 10],
      ["AI solutions", 2],
    ],
    summary:
      "Account executive with twelve years of enterprise SaaS sales, the last two selling AI products. Consistently above quota, with a technical enough background to run first calls alone.",
    preferredRoles: "Enterprise Account Executive, Head of Sales",
    work: [
      {
        position: "Enterprise Account Executive",
        company: "DataPilot",
        start: "2018-02-01",
        end: null,
        description: "Closed the company's three largest enterprise contracts.",
      },
    ],
    interview: {
      score: 81,
      feedback: "Strong commercial instincts and clear deal stories. Good awareness of how AI buyers evaluate risk.",
    },
    publicProfile: false,
  },
];
