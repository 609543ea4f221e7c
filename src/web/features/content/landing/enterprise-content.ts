import { BadgeCheck, Briefcase, ListChecks, Settings2, Sparkles, Video, type LucideIcon } from "lucide-react";
import type { Stat } from "../components/stat-strip";
import type { Testimonial } from "../components/testimonial-card";

export const enterpriseStats: readonly Stat[] = [
  { value: "70%", label: "Reduction in time-to-hire" },
  { value: "500+", label: "AI-native companies" },
  { value: "98%", label: "Employer satisfaction" },
  { value: "5,000+", label: "AI-literate candidates" },
];

export const enterpriseSteps = [
  {
    title: "Join the waitlist",
    body: "Tell us your company and the roles you are hiring for. We verify your business email domain and company website, usually within 24 hours.",
  },
  {
    title: "Review talent",
    body: "Browse candidates who have already interviewed. Watch the recording, skim the transcript, and read the AI feedback and score side by side.",
  },
  {
    title: "Build the team",
    body: "Contact the people you want to meet, mark each candidate hired or not a fit with a reason, and keep every decision in one place.",
  },
] as const;

export const enterpriseFeatures: readonly { icon: LucideIcon; title: string; body: string }[] = [
  {
    icon: Video,
    title: "Structured video interviews",
    body: "Every candidate answers the same seven questions in about 20 minutes, so you compare like with like instead of twelve different phone screens.",
  },
  {
    icon: Sparkles,
    title: "AI feedback and a score",
    body: "Each interview is transcribed and evaluated. Written feedback and a score sit beside the recording, and scores of 90 or more are flagged as top matches.",
  },
  {
    icon: Settings2,
    title: "Your own interview templates",
    body: "Write role-specific questions, allow 30 to 300 seconds per answer, and mix open-ended, situational, technical and multiple-choice formats.",
  },
  {
    icon: Briefcase,
    title: "Job postings and applicants",
    body: "Post a role with its location, salary range and skills, then review everyone who applied to it with their interview one click away.",
  },
  {
    icon: ListChecks,
    title: "Honest hiring status",
    body: "Mark candidates hired, or record why not: not a fit, position filled, no response. Your pipeline stays accurate without a spreadsheet.",
  },
  {
    icon: BadgeCheck,
    title: "A verified network on both sides",
    body: "Companies are checked before they see anyone. Candidates are 18 or older, choose their own profile visibility, and interview under the same conditions.",
  },
];

export const enterpriseRoles = {
  technical: [
    { title: "Machine learning engineers", detail: "Training, fine-tuning and evaluating models in production" },
    { title: "Prompt engineers", detail: "Designing, testing and versioning prompts and evaluation sets" },
    { title: "MLOps engineers", detail: "Pipelines, model serving, monitoring and GPU cost control" },
    { title: "Data engineers", detail: "Ingestion, labelling workflows and retrieval-ready data" },
    { title: "AI product managers", detail: "Scoping what a model should do and measuring whether it does" },
    { title: "LLM trainers", detail: "Writing demonstrations, ranking outputs and red-teaming" },
  ],
  goToMarket: [
    { title: "Sales engineers", detail: "Running technical evaluations with buyers' engineering teams" },
    { title: "Account executives", detail: "Selling AI products into SaaS and enterprise accounts" },
    { title: "Developer advocates", detail: "Docs, demos and community for API-first products" },
    { title: "Customer success managers", detail: "Taking pilots to production and renewals" },
  ],
} as const;

export const enterpriseTestimonials: readonly Testimonial[] = [
  {
    content:
      "We dropped our phone-screen stage entirely. Hiring managers watch two or three answers, read the feedback, and book only the people they would actually hire.",
    author: "Daniel Okafor",
    position: "Head of Talent",
    company: "Signalpath",
    rating: 5,
  },
  {
    content:
      "The interviews are consistent, which is the whole point. Comparing twelve MLOps candidates on the same seven questions took one afternoon, not three weeks of calls.",
    author: "Sofia Lindqvist",
    position: "VP of Engineering",
    company: "Fernbrook Analytics",
    rating: 5,
  },
  {
    content:
      "Custom templates let us ask sales engineers to explain retrieval to a sceptical CTO, which is the job. I would still like an export to our ATS, but the shortlist quality is excellent.",
    author: "Jordan Blake",
    position: "Director of Revenue",
    company: "Parallax Health",
    rating: 4,
  },
];

export const waitlistPromises = [
  "Verification of your business email and website in about 24 hours",
  "Pay per interview, with the $99/mo Business plan coming soon",
  "No credit card to join the waitlist",
] as const;
