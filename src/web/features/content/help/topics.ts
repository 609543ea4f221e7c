import type { Block } from "@shared/content/blocks";

export type HelpTopicSlug = "getting-started" | "candidate-guides" | "employer-resources";

interface HelpArticle {
  /** The anchor on the topic page, e.g. /help/candidate-guides#re-recording. */
  id: string;
  title: string;
  blocks: readonly Block[];
}

export interface HelpTopic {
  slug: HelpTopicSlug;
  title: string;
  /** One line for the Help Center card and the page's meta description. */
  summary: string;
  articles: readonly HelpArticle[];
}

export const helpTopics: Record<HelpTopicSlug, HelpTopic> = {
  "getting-started": {
    slug: "getting-started",
    title: "Getting Started",
    summary: "Create an account, record your first interview, or register your company.",
    articles: [
      {
        id: "create-candidate-account",
        title: "Create your candidate account",
        blocks: [
          {
            type: "paragraph",
            text: "Start at Apply. The application is a short, three-step wizard, and you can go back to any step before you submit.",
          },
          {
            type: "list",
            ordered: true,
            items: [
              "Personal Information: your name, email address and phone number.",
              "Professional Details: your current or desired job title, experience level, location, LinkedIn profile (optional), key skills and a 50 to 500 character summary.",
              "Preferences & Review: the roles you want next, a password, and the terms and consent boxes. Check your details, then choose Submit Application.",
            ],
          },
          {
            type: "paragraph",
            text: "We then send a verification email. Open the link in it to confirm your address; until you do, your dashboard stays locked.",
          },
          {
            type: "note",
            title: "Password rules",
            text: "At least 8 characters, with an uppercase letter, a lowercase letter, a digit and a special character. The form shows which rules are still missing as you type.",
          },
        ],
      },
      {
        id: "first-interview",
        title: "Record your first interview",
        blocks: [
          {
            type: "paragraph",
            text: "The interview has four stages: preparation, device setup, the interview itself, and completion. Give yourself 30 quiet minutes; the recording takes about 20.",
          },
          {
            type: "list",
            ordered: true,
            items: [
              "Preparation: read how the interview works and what the seven questions cover.",
              "Device setup: choose Continue to Device Setup and allow camera and microphone access. Each device shows Enabled, Disabled or Not Connected; both must be enabled to start.",
              "Interview: questions appear one at a time with a timer. Choose Next Question when you are done; on the last question the button reads Finish Interview.",
              "Completion: your recording uploads and you return to your dashboard, where the AI feedback appears once processing finishes.",
            ],
          },
        ],
      },
      {
        id: "register-company",
        title: "Register your company",
        blocks: [
          {
            type: "paragraph",
            text: "Go to Register Your Company and fill in your company details, a contact person and a password. Use your work email: personal domains such as Gmail, Yahoo, Hotmail or Outlook are not accepted.",
          },
          {
            type: "list",
            ordered: true,
            items: [
              "Verify your email address from the link we send.",
              "Our team reviews your company, usually within 24 hours, by checking your email domain against your company website.",
              "You receive an approval email.",
              "Sign in on the Company tab of the login page and start browsing candidates.",
            ],
          },
        ],
      },
      {
        id: "signing-in",
        title: "Sign in to the right account",
        blocks: [
          {
            type: "paragraph",
            text: "The login page has two tabs. Candidates sign in on the Candidate tab and land on their dashboard; companies use the Company tab and land on the enterprise dashboard.",
          },
          {
            type: "paragraph",
            text: "If you signed up but cannot get in, check that you confirmed your email address. The verification screen has a Resend Verification Email button; look in your spam folder too.",
          },
        ],
      },
    ],
  },
  "candidate-guides": {
    slug: "candidate-guides",
    title: "Candidate Guides",
    summary: "Prepare for the seven questions, set up your devices, re-record and control your visibility.",
    articles: [
      {
        id: "seven-questions",
        title: "Prepare for the seven questions",
        blocks: [
          {
            type: "paragraph",
            text: "Every candidate answers the same seven questions, which is what makes interviews comparable. Knowing them in advance is not cheating; it is the point. Aim for about two minutes per answer.",
          },
          {
            type: "list",
            ordered: true,
            items: [
              "Your background: a 90-second story from where you started to what you do now, ending on why AI.",
              "Your strengths: two strengths, each with one specific example and its result.",
              "A challenging project: the problem, your part in it, the trade-off you made, and what changed because of it.",
              "Why you are looking: be honest and forward-looking; say what you want more of.",
              "Your ideal work environment: team size, pace, remote or office, and how you like feedback.",
              "Your goals for the next three to five years: a direction, not a job title.",
              "Your questions for an employer: two questions that show you understand how AI companies work.",
            ],
          },
          {
            type: "note",
            title: "Use numbers",
            text: "“Cut inference cost by 40%” is remembered; “improved performance” is not. The AI feedback looks for specifics, and so do hiring managers.",
          },
        ],
      },
      {
        id: "devices",
        title: "Set up your camera, microphone and room",
        blocks: [
          {
            type: "list",
            items: [
              "Use a recent version of Chrome, Edge, Firefox or Safari on a laptop or desktop.",
              "Sit facing a window or a lamp, with the camera at eye level.",
              "Use headphones with a microphone if your room echoes.",
              "Close other apps that might be using the camera, such as video-call software.",
            ],
          },
          {
            type: "heading",
            text: "If a device shows Disabled or Not Connected",
          },
          {
            type: "paragraph",
            text: "Your browser has blocked access or cannot find the device. Click the camera icon in the address bar and allow both camera and microphone, then reload the page. On macOS, also check System Settings, Privacy & Security, Camera and Microphone.",
          },
        ],
      },
      {
        id: "re-recording",
        title: "Re-record your interview",
        blocks: [
          {
            type: "paragraph",
            text: "You can re-record up to three times per application. Open the interview from My Interviews and choose Redo Interview. Your previous recording, its feedback and its score are cleared, and the recorder opens for a fresh take.",
          },
          {
            type: "paragraph",
            text: "Read your AI feedback before you redo it: it usually points to one or two answers worth tightening, and a focused second take beats a nervous third.",
          },
        ],
      },
      {
        id: "visibility",
        title: "Control who sees your profile",
        blocks: [
          {
            type: "paragraph",
            text: "Your recordings and full profile are visible only to companies we have verified. Separately, you can turn on a public profile page with your title, skills and experience, to share as a link anywhere.",
          },
          {
            type: "paragraph",
            text: "The public profile is off by default. Switch it on or off at any time in Candidate Settings; a private profile shows “Profile Not Available” to anyone who opens the link.",
          },
        ],
      },
      {
        id: "resume-only",
        title: "Apply with a resume only",
        blocks: [
          {
            type: "paragraph",
            text: "Not ready to record? Upload your resume as a PDF or DOCX file under 10MB with your name, email address and, optionally, the kind of role you want. You can record an interview later through Apply.",
          },
        ],
      },
    ],
  },
  "employer-resources": {
    slug: "employer-resources",
    title: "Employer Resources",
    summary: "Get verified, post jobs, review interviews, customise templates and record hiring decisions.",
    articles: [
      {
        id: "verification",
        title: "How company verification works",
        blocks: [
          {
            type: "paragraph",
            text: "Candidates trust OneTake because only verified companies can see them. We check that your business email domain matches your company website, usually within 24 hours of registration, and email you when you are approved.",
          },
          {
            type: "paragraph",
            text: "If your company uses several domains, register with the one on your main website and mention the others on the contact page.",
          },
        ],
      },
      {
        id: "post-a-job",
        title: "Post a job",
        blocks: [
          {
            type: "list",
            items: [
              "Job title and a detailed description (at least 10 characters, but the more specific, the better the applicants).",
              "Location: Remote, Hybrid or On-Site.",
              "Salary range and additional notes, both optional; a range helps candidates decide quickly whether to apply.",
              "Skills as tags: type one and press Enter to add it.",
            ],
          },
        ],
      },
      {
        id: "review-candidates",
        title: "Review candidates and recordings",
        blocks: [
          {
            type: "paragraph",
            text: "Each interview has three tabs: Recording, AI Feedback and Notes. Start with the feedback to decide which answers to watch, then watch them in full before deciding.",
          },
          {
            type: "paragraph",
            text: "Match scores are colour-coded: 90 and above in green, 75 to 89 in blue, and below 75 in amber. Treat a score as a prompt to look closer, never as the decision.",
          },
          {
            type: "paragraph",
            text: "A match score measures how well a candidate fits the job: skills, level, title and location. A skill shown in use, in a sentence of the resume or said in the interview, counts in full; a skill only listed counts for less, and one the candidate said they have not used does not count. Each match says which, with the sentence. The interview's AI score is shown beside the match, not inside it, and a ranked list can be ordered by either.",
          },
        ],
      },
      {
        id: "templates",
        title: "Customise interview templates",
        blocks: [
          {
            type: "paragraph",
            text: "In Interview Customization, create a template per role. Each question has a type (open-ended, situational, technical or multiple-choice), a time limit between 30 and 300 seconds (120 by default) and optional instructions for the candidate.",
          },
          {
            type: "note",
            title: "Keep it short",
            text: "Candidates expect an interview of about 20 minutes. Replace questions rather than adding them, so yours stays close to that length.",
          },
        ],
      },
      {
        id: "hiring-status",
        title: "Mark candidates hired or not hired",
        blocks: [
          {
            type: "paragraph",
            text: "From an interview, use the Hiring Status card. Mark as Hired closes the loop for the candidate. Not a Good Fit asks for a reason: not a fit, position filled, no response, or other.",
          },
          {
            type: "paragraph",
            text: "Recording a reason keeps your pipeline honest and tells you, over time, where good candidates drop out.",
          },
        ],
      },
    ],
  },
};
