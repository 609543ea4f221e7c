import { BadgeCheck, Eye, Sparkles, Video, type LucideIcon } from "lucide-react";
import type { Stat } from "../components/stat-strip";
import type { Testimonial } from "../components/testimonial-card";

export const candidateHeroBullets = [
  "One 20-minute interview: 7 questions, one at a time",
  "Free for candidates, with no fees at any stage",
  "Up to three re-records per application",
  "Only verified AI companies can see your recording",
] as const;

export const candidateFeatures: readonly { icon: LucideIcon; title: string; body: string }[] = [
  {
    icon: Video,
    title: "One interview, every AI company",
    body: "Answer seven questions once. Every verified company hiring on OneTake reviews the same recording instead of booking its own screening call.",
  },
  {
    icon: Sparkles,
    title: "AI feedback on every answer",
    body: "Your interview is transcribed and evaluated. You get written feedback and a score in your dashboard, so you know how your answers came across.",
  },
  {
    icon: BadgeCheck,
    title: "Verified employers only",
    body: "Each company is checked by business email domain and company website before it can open a single profile or recording.",
  },
  {
    icon: Eye,
    title: "You decide who sees you",
    body: "Your public profile stays private until you switch it on. Re-record up to three times per application until the take feels like you.",
  },
];

/** A step links on only when its page exists. */
export const candidateSteps = [
  {
    title: "Choose Your Track",
    body: "Tell us whether you build AI (ML, MLOps, data, prompt engineering) or bring it to market (sales engineering, solutions, customer success), and which roles you want next.",
    to: "/apply",
    linkLabel: "Start your application",
  },
  {
    title: "Record Your AI Story",
    body: "Find a quiet room and a camera. Our AI interviewer asks seven questions in about 20 minutes: your background, strengths, a hard project and where you are heading.",
    to: "/interview",
    linkLabel: "Go to the interview",
  },
  {
    title: "Get Matched with AI Companies",
    body: "Verified companies watch your recording next to its transcript and AI feedback, and reach out through your dashboard when you fit a role.",
    to: "/login",
    linkLabel: "Sign in to your dashboard",
  },
] as const;

export const technicalRoles = [
  "Machine learning engineers",
  "Prompt engineers",
  "MLOps engineers",
  "Data engineers",
  "AI product managers",
  "LLM trainers and evaluators",
] as const;

export const gtmRoles = [
  "Sales engineers and solutions architects",
  "Account executives with AI or SaaS experience",
  "Developer advocates and community leads",
  "Customer success managers",
] as const;

export const candidateStats: readonly Stat[] = [
  { value: "500+", label: "AI Companies Hiring" },
  { value: "3,500+", label: "AI-Focused Roles" },
  { value: "85%", label: "Candidate Satisfaction" },
  { value: "90%", label: "Job Offer Rate" },
];

export const candidateTestimonials: readonly Testimonial[] = [
  {
    content:
      "I had done four nearly identical screening calls in two weeks. On OneTake I recorded once, redid the one answer I rushed, and two companies reached out the same week.",
    author: "Priya Raman",
    position: "Machine Learning Engineer",
    company: "Tessellate AI",
    rating: 5,
  },
  {
    content:
      "The feedback said I buried the result at the end of my project story. I fixed it on the re-record, and that answer is the first thing the hiring manager asked me about.",
    author: "Marcus Oyelaran",
    position: "Prompt Engineer",
    company: "Cobalt Inference",
    rating: 5,
  },
  {
    content:
      "Calmer than a live call, and twenty minutes went by faster than I expected. I would have liked a practice question first, but every company that contacted me was relevant.",
    author: "Elena Petrova",
    position: "Solutions Engineer",
    company: "Ridgeway Labs",
    rating: 4,
  },
];
