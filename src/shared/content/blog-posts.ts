import { readingMinutes, type Block } from "./blocks";

export type BlogCategory =
  "Company Story" | "Technology" | "Career Advice" | "Tips & Strategies" | "Company Vision" | "AI & Recruitment";

export interface BlogAuthor {
  name: string;
  role: string;
  bio: string;
}

export interface BlogPost {
  /** The URL segment: /blog/{id}. */
  id: string;
  title: string;
  excerpt: string;
  category: BlogCategory;
  author: BlogAuthor;
  /** ISO date of publication. */
  date: string;
  /** "6 min read", computed from the body. */
  readTime: string;
  /** Served from public/blog/: an SVG for the page and a PNG of the same art for link previews. */
  image: { src: string; ogSrc: string; alt: string };
  body: readonly Block[];
}

const authors = {
  maya: {
    name: "Maya Chen",
    role: "Co-founder & CEO",
    bio: "Maya led recruiting at two AI startups before co-founding OneTake, and has sat through more first-round interviews than she can count, on both sides of the table.",
  },
  tomas: {
    name: "Tomás Rivera",
    role: "Head of AI",
    bio: "Tomás builds the transcription and evaluation systems behind OneTake’s interview feedback. Before OneTake he worked on speech recognition for customer-support teams.",
  },
  hannah: {
    name: "Hannah Okoye",
    role: "Talent Partner",
    bio: "Hannah works with AI companies on their hiring plans and with candidates on their interviews. She previously recruited machine learning and research engineers.",
  },
  sam: {
    name: "Sam Whitfield",
    role: "Machine Learning Engineer",
    bio: "Sam moved from backend engineering into machine learning and now works on the models that turn OneTake interviews into feedback.",
  },
} satisfies Record<string, BlogAuthor>;

type PostInput = Omit<BlogPost, "readTime" | "image"> & { imageAlt: string };

function post(input: PostInput): BlogPost {
  const { imageAlt, ...rest } = input;
  return {
    ...rest,
    readTime: `${readingMinutes(input.body)} min read`,
    image: { src: `/blog/${input.id}.svg`, ogSrc: `/blog/${input.id}.png`, alt: imageAlt },
  };
}

/** The seven posts, newest first; the first is featured on /blog. */
export const blogPosts: readonly BlogPost[] = [
  post({
    id: "why-we-built-onetake",
    title: "Why we built OneTake: one interview instead of eleven first rounds",
    excerpt:
      "AI companies ask candidates the same first-round questions again and again. We built a way to answer them once, properly, and let every verified company see it.",
    category: "Company Story",
    author: authors.maya,
    date: "2026-11-10",
    imageAlt: "One video recording connected by dotted lines to several company logos.",
    body: [
      {
        type: "paragraph",
        text: "The idea for OneTake came from a spreadsheet. A friend, a strong machine learning engineer, was looking for her next role and kept a log of every conversation. After a month she had eleven first-round calls in it. Eleven different recruiters had asked her, in slightly different words, to describe her background, her strengths, a project she was proud of and why she was leaving. None of those calls had reached the technical work she actually wanted to talk about.",
      },
      {
        type: "paragraph",
        text: "I had been on the other side of that call for years, leading recruiting at two AI startups. I knew why it existed: a recruiter needs some signal before asking an engineer to spend an hour on an interview. But I also knew how little those calls changed. The candidates we advanced after a first round were, overwhelmingly, the candidates we would have advanced anyway after reading their résumé and hearing them talk for five minutes.",
      },
      { type: "heading", text: "The same questions, asked eleven times" },
      {
        type: "paragraph",
        text: "When we compared notes with other hiring teams, the pattern was striking. Almost every AI company’s first round covered the same ground:",
      },
      {
        type: "list",
        items: [
          "Walk me through your background.",
          "What are you strongest at?",
          "Tell me about a challenging project.",
          "Why are you looking now?",
          "What kind of team and environment do you work best in?",
          "Where do you want to be in three to five years?",
          "What would you like to ask us?",
        ],
      },
      {
        type: "paragraph",
        text: "Those seven questions became the OneTake interview. A candidate answers them once, on video, with an AI interviewer that asks one question at a time and keeps time. It takes about 20 minutes. They can re-record up to three times per application, because nobody does their best work on a first attempt under a timer.",
      },
      { type: "heading", text: "Why video, and why AI" },
      {
        type: "paragraph",
        text: "A résumé tells you where someone has been. A recorded answer tells you how they think, how they explain a trade-off and whether they can make a hard project understandable to someone outside it. For AI roles, where so much of the job is explaining model behaviour to people who do not build models, that is exactly the signal a first round is supposed to produce.",
      },
      {
        type: "paragraph",
        text: "AI does two jobs in OneTake. It runs the interview consistently, so every candidate gets the same questions in the same conditions. And it transcribes and evaluates each answer, producing written feedback and a score. Candidates read that feedback too. It does not decide who gets hired; people at the company do, after watching the interview.",
      },
      { type: "heading", text: "Trust on both sides" },
      {
        type: "paragraph",
        text: "A shared interview only works if candidates trust where it goes. So companies are verified before they can see anyone: we check their business email domain against their company website, usually within 24 hours. Candidate public profiles are private by default. And OneTake is free for candidates, because the people who benefit from skipping eleven screening calls are mostly the companies.",
      },
      {
        type: "quote",
        text: "The goal was never to remove people from hiring. It was to move their time to the conversations that matter.",
        cite: "Maya Chen",
      },
      {
        type: "paragraph",
        text: "We started with technical roles and quickly added go-to-market talent, because AI companies told us that finding a sales engineer who can explain retrieval to a CTO is as hard as finding the engineer who built it. Today OneTake interviews both. If you are looking for your next role in AI, we would love to see your take.",
      },
    ],
  }),
  post({
    id: "how-ai-evaluates-your-interview",
    title: "From recording to feedback: how OneTake evaluates an interview",
    excerpt:
      "What happens after you press Finish Interview: upload, transcription, per-question evaluation and the score companies see, explained step by step.",
    category: "Technology",
    author: authors.tomas,
    date: "2026-10-28",
    imageAlt: "A waveform turning into lines of transcript text and a score badge reading 88.",
    body: [
      {
        type: "paragraph",
        text: "Candidates ask us one question more than any other: what does the AI actually do with my interview? This post answers it in order, from the moment you press Finish Interview to the moment a hiring manager opens your recording.",
      },
      { type: "heading", text: "1. The recording is saved as you go" },
      {
        type: "paragraph",
        text: "Your browser records video and audio in one-second chunks. When the interview ends, the recording is uploaded to our storage and attached to your application. The interview screen shows a small saved indicator so you never have to wonder whether an answer made it. If the upload fails, you are told plainly and can try again; nothing is evaluated until the whole recording has arrived.",
      },
      { type: "heading", text: "2. Transcription" },
      {
        type: "paragraph",
        text: "The audio is transcribed by a speech-recognition model. Transcripts matter for two reasons: they let hiring managers skim before they watch, and they are what the evaluation reads. Accents, background noise and cheap microphones all affect transcription quality, so we test against a wide range of speakers and recording conditions, and the transcript is always shown next to the video so a reviewer can check it against what you actually said.",
      },
      { type: "heading", text: "3. Evaluation, one question at a time" },
      {
        type: "paragraph",
        text: "Each answer is evaluated against the question that was asked, not against an idealised candidate. For a question about a challenging project, the evaluation looks for the things an experienced interviewer listens for:",
      },
      {
        type: "list",
        items: [
          "Is the problem clear, and is the candidate’s own part in it clear?",
          "Is there a real trade-off or decision, and is the reasoning explained?",
          "Is there a concrete result, ideally with a number?",
          "Would someone outside the project understand it?",
        ],
      },
      {
        type: "paragraph",
        text: "The output is written feedback, in plain language, about what worked and what to tighten, plus a score for the interview. Feedback quotes or paraphrases your answers, so you can see what it is responding to.",
      },
      { type: "heading", text: "4. What the score means" },
      {
        type: "paragraph",
        text: "Scores are colour-coded for reviewers: 90 and above in green, 75 to 89 in blue, and below 75 in amber. A score summarises how clearly and specifically the questions were answered. It is not a prediction of job performance, and it does not know anything the interview did not show. We tell every company the same thing: use the score to decide what to watch first, never to decide who to reject.",
      },
      {
        type: "note",
        title: "What the evaluation ignores",
        text: "The evaluation reads the transcript of your answers. It is not asked to judge your appearance, your background, your accent or your surroundings, and reviewers are reminded that the recording is a first conversation, not a performance.",
      },
      { type: "heading", text: "5. Re-records replace everything" },
      {
        type: "paragraph",
        text: "If you redo your interview, which you can do up to three times per application, the previous recording, transcript, feedback and score are cleared, and the new take is evaluated from scratch. Companies only ever see your latest take.",
      },
      {
        type: "paragraph",
        text: "We will keep publishing how the evaluation works as it changes. If something in your feedback looks wrong, tell us through the contact page: those reports are the most useful data we get.",
      },
    ],
  }),
  post({
    id: "prompt-engineering-interviews",
    title: "What AI companies actually test in a prompt engineering interview",
    excerpt:
      "Prompt engineering roles are less about clever phrasing than candidates expect. Here is what hiring managers look for, and how to show it.",
    category: "Career Advice",
    author: authors.hannah,
    date: "2026-10-14",
    imageAlt: "A prompt window with numbered versions beside a small evaluation results table.",
    body: [
      {
        type: "paragraph",
        text: "Few job titles have changed meaning as fast as “prompt engineer”. Two years ago, many postings were looking for people who could coax a model into a better answer. Today most companies hiring for the role want something closer to an applied ML engineer with excellent writing: someone who can define what good output looks like, measure it and improve it systematically.",
      },
      {
        type: "paragraph",
        text: "I have worked with a number of AI companies on these hires. Here is what their interviews actually test.",
      },
      { type: "heading", text: "1. Evaluation before iteration" },
      {
        type: "paragraph",
        text: "The strongest signal in a prompt engineering interview is whether a candidate starts by asking how they will know the output is good. Hiring managers listen for evaluation sets, success criteria and failure categories. A candidate who says “I built 200 labelled examples covering the five ways the summariser failed, then iterated until the failure rate dropped” is far ahead of one who describes a clever prompt.",
      },
      { type: "heading", text: "2. Version control and regression thinking" },
      {
        type: "paragraph",
        text: "Prompts are code. Interviewers want to hear that you version them, test changes against a fixed set of cases, and notice when a fix for one failure breaks something else. If you have ever caught a regression after a model upgrade, that is a story worth telling.",
      },
      { type: "heading", text: "3. Knowing when a prompt is the wrong tool" },
      {
        type: "paragraph",
        text: "Good candidates can say when the answer is retrieval, a tool call, fine-tuning or a simpler deterministic step instead of a longer prompt. Expect questions like: the model keeps inventing product names, what do you do? The answer they hope for involves grounding the model in real data, not adding “do not make things up” in capital letters.",
      },
      { type: "heading", text: "4. Writing for people, not just models" },
      {
        type: "paragraph",
        text: "Prompt engineers spend much of their time explaining model behaviour to product managers, support teams and customers. Interviewers notice whether you can describe a failure mode clearly to someone who has never seen a token count.",
      },
      { type: "heading", text: "How to show it in a recorded interview" },
      {
        type: "list",
        items: [
          "For the challenging-project question, pick a project where you measured quality, and say what you measured.",
          "Use one number: a failure rate, a cost per request, an accuracy change, a latency budget.",
          "Name a trade-off you made, such as quality against cost, or coverage against latency.",
          "End with what you would do differently, which shows you are still learning from it.",
        ],
      },
      {
        type: "paragraph",
        text: "A portfolio helps too. A short write-up of an evaluation set you built, with before-and-after results, is worth more than a gallery of impressive outputs. Link it from your profile, and mention it in your answer so the reviewer knows to look.",
      },
    ],
  }),
  post({
    id: "async-video-interview-tips",
    title: "Seven questions, twenty minutes: how to prepare for an async video interview",
    excerpt:
      "A practical checklist for recording your best take: the room, the device check, how long to speak, and how to use your re-records well.",
    category: "Tips & Strategies",
    author: authors.hannah,
    date: "2026-09-30",
    imageAlt: "A checklist beside a laptop showing a camera preview and a timer.",
    body: [
      {
        type: "paragraph",
        text: "An asynchronous video interview removes the worst parts of a live first round: scheduling, waiting rooms, the interviewer running late. It also removes the friendly nod that tells you an answer is landing. Preparation makes up the difference. Here is the checklist I give every candidate before they record on OneTake.",
      },
      { type: "heading", text: "The day before" },
      {
        type: "list",
        items: [
          "Read the seven questions and write three bullet points for each. Not a script: bullet points.",
          "Pick your challenging project now, and find the one number that shows its result.",
          "Prepare two questions for an employer that show you understand how AI companies work, such as how they evaluate model changes before release.",
        ],
      },
      { type: "heading", text: "The room and the device check" },
      {
        type: "paragraph",
        text: "Sit facing a window or lamp, with the camera at eye level. Close other apps that use the camera. When the device check asks for access, allow both camera and microphone; each should show Enabled before you continue. If one shows Disabled, open your browser’s site settings from the address bar and allow it, then reload.",
      },
      {
        type: "note",
        title: "Headphones help",
        text: "A wired headset with a microphone removes echo in most rooms and makes your transcript noticeably more accurate.",
      },
      { type: "heading", text: "During the interview" },
      {
        type: "paragraph",
        text: "With seven questions in about 20 minutes, aim for roughly two minutes an answer. The timer is there to keep you on pace, not to catch you out. A useful shape for almost every answer is: the short version first, then one example, then why it matters for the job you want.",
      },
      {
        type: "list",
        ordered: true,
        items: [
          "Pause for a breath before you start each answer. Nobody will see a two-second silence as a problem.",
          "Look at the camera when you make your main point, and at your notes when you need to.",
          "If you lose your thread, say so and restart the sentence. It reads as composure, not failure.",
          "Move on when you have answered. Padding lowers clarity more than it adds detail.",
        ],
      },
      { type: "heading", text: "Using your re-records well" },
      {
        type: "paragraph",
        text: "You can re-record up to three times per application. Before you do, read the AI feedback on your first take. It usually points at one or two answers, often the project story or the why-are-you-looking answer, that would be stronger with a clearer result or a more direct opening. Fix those and keep what worked. Candidates who redo everything from scratch tend to sound more rehearsed, not better.",
      },
      {
        type: "paragraph",
        text: "Then stop. A good take that sounds like you is better than a perfect take that sounds like a script.",
      },
    ],
  }),
  post({
    id: "ai-literacy-beyond-engineering",
    title: "AI literacy is the new hiring bar for go-to-market teams",
    excerpt:
      "AI products are bought by technical buyers. That changes who can sell, support and advocate for them, and how companies should hire.",
    category: "Company Vision",
    author: authors.maya,
    date: "2026-09-15",
    imageAlt:
      "Two people beside a whiteboard that sketches documents flowing through retrieval into a model and out as an answer.",
    body: [
      {
        type: "paragraph",
        text: "When we started OneTake we expected to spend most of our time on engineering hires. Then the AI companies we worked with started asking a different question: can you find us a sales engineer who understands what we build?",
      },
      {
        type: "paragraph",
        text: "It turned out to be one of the hardest hires in the industry, and the reason is structural. AI products are increasingly evaluated by engineers and data teams on the buyer’s side. The person selling, onboarding or advocating for the product is now part of a technical evaluation, whether their title says so or not.",
      },
      { type: "heading", text: "What changed" },
      {
        type: "list",
        items: [
          "Buyers are technical. A security review now includes questions about training data, retention and model providers.",
          "Products change quarterly. New models change capabilities and prices, and the pitch has to change with them.",
          "Value is measured, not asserted. Customers want accuracy, cost per task and hours saved, from a pilot they ran themselves.",
        ],
      },
      { type: "heading", text: "What AI literacy means for a seller" },
      {
        type: "paragraph",
        text: "It does not mean being able to train a model. It means being able to explain, accurately and simply, what the product does with a customer’s data, why it sometimes gets things wrong, what an evaluation would show, and what it costs to run at scale. It means knowing when to bring in an engineer, and being useful in the room when they arrive.",
      },
      {
        type: "quote",
        text: "The best AI sellers we meet don’t overclaim. They tell a CTO exactly where the model is weak, and win the deal because of it.",
      },
      { type: "heading", text: "Why a recorded interview helps" },
      {
        type: "paragraph",
        text: "Résumés are poor at showing fluency. Titles like “solutions consultant” cover everything from deeply technical to purely relational roles. A recorded answer, by contrast, shows immediately whether someone can explain a technical idea clearly. Companies on OneTake can add their own questions, asking a candidate to explain, say, how their product keeps customer data out of model training, and watch ten answers in the time one phone screen would take.",
      },
      {
        type: "paragraph",
        text: "That is why OneTake now interviews go-to-market talent alongside engineers: sales engineers and solutions architects, account executives with AI and SaaS experience, AI-focused product managers, developer advocates and customer success managers. The AI companies that hire them well will be the ones whose customers actually succeed.",
      },
    ],
  }),
  post({
    id: "fair-ai-assisted-interviews",
    title: "Keeping AI-assisted interviews fair: what we measure, and what we refuse to",
    excerpt:
      "Structured interviews are fairer than unstructured ones, but AI brings its own risks. These are the rules we hold ourselves and our customers to.",
    category: "AI & Recruitment",
    author: authors.tomas,
    date: "2026-08-27",
    imageAlt: "A balance scale with an interview transcript on one side and a hiring manager’s notes on the other.",
    body: [
      {
        type: "paragraph",
        text: "Decades of hiring research point the same way: structured interviews, where every candidate answers the same questions and answers are assessed against the same criteria, predict job performance better and vary less between interviewers than free-form conversations. OneTake is built on that idea. Every candidate answers the same seven questions in the same conditions.",
      },
      {
        type: "paragraph",
        text: "Adding AI to interviews brings new risks, though, and we would rather name them than pretend they do not exist.",
      },
      { type: "heading", text: "Risk 1: judging the wrong things" },
      {
        type: "paragraph",
        text: "Video contains a lot of information that has nothing to do with the job: faces, rooms, lighting, accents. Our evaluation works from the transcript of what you said, and it is instructed to assess the content of each answer against the question. It is not asked to rate appearance, expressions, backgrounds or voices, and we do not build features that would.",
      },
      { type: "heading", text: "Risk 2: transcription errors becoming judgement errors" },
      {
        type: "paragraph",
        text: "If speech recognition mishears a strong answer, the evaluation reads a weaker one. We test transcription across accents and microphones, show the transcript beside the video so reviewers can spot errors, and treat candidate reports of wrong transcripts as bugs with high priority.",
      },
      { type: "heading", text: "Risk 3: the score becoming the decision" },
      {
        type: "paragraph",
        text: "A single number is seductive. Our Employer Agreement requires companies to watch the interview and make their own decision, and forbids rejecting candidates solely on an automated score. In the product, the score decides the order in which a reviewer watches, not who gets watched.",
      },
      { type: "heading", text: "What candidates can see" },
      {
        type: "list",
        items: [
          "Their own feedback and score, in their dashboard.",
          "Exactly who can see their interview: verified companies only.",
          "Whether their public profile is on; it is off by default.",
          "Their hiring status when a company records a decision.",
        ],
      },
      {
        type: "paragraph",
        text: "Fairness is not a feature we finish. We review evaluation outcomes regularly, change the system when we find problems, and publish what we change. If you think an evaluation treated you unfairly, write to us through the contact page; a person will look at it.",
      },
    ],
  }),
  post({
    id: "software-engineer-to-ml-engineer",
    title: "From software engineer to ML engineer: a portfolio that gets past the first screen",
    excerpt:
      "You do not need a PhD to move into machine learning engineering. You need evidence. Here is what to build, and how to talk about it.",
    category: "Career Advice",
    author: authors.sam,
    date: "2026-08-12",
    imageAlt: "A code editor on the left and a falling validation-loss chart on the right, joined by an arrow.",
    body: [
      {
        type: "paragraph",
        text: "I moved from backend engineering into machine learning without a research background, and most of the ML engineers I work with took a similar route. The good news is that AI companies need exactly the skills software engineers already have: shipping reliable systems, testing them, and keeping them running. The hard part is proving you can apply those skills to models.",
      },
      { type: "heading", text: "What hiring managers want to see" },
      {
        type: "list",
        items: [
          "A model in production, or as close to production as you can get: served behind an API, with latency and cost measured.",
          "An evaluation you designed yourself, with a baseline and a result.",
          "Data work: cleaning, labelling or building a dataset, and what you learned about the data.",
          "Debugging: a time the model behaved unexpectedly and how you found out why.",
        ],
      },
      { type: "heading", text: "One project, done properly" },
      {
        type: "paragraph",
        text: "One complete project beats five notebooks. Pick a problem with real data, such as classifying support tickets or retrieving answers from documentation you know well. Build a simple baseline first. Then improve it, and measure every change against the same held-out set. Deploy it, even if only on a small server, and record latency and cost per request.",
      },
      {
        type: "paragraph",
        text: "Write it up in a page: the problem, the baseline, what you tried, what worked, what did not, and the numbers. That write-up is your portfolio. Link it from your profile.",
      },
      { type: "heading", text: "Telling the story in your interview" },
      {
        type: "paragraph",
        text: "In a OneTake interview, the challenging-project question is where this pays off. Structure the answer around a decision: “The fine-tuned model was two points more accurate but four times more expensive to serve, so we shipped the smaller one with retrieval.” That one sentence shows engineering judgement, cost awareness and ML understanding at once.",
      },
      {
        type: "note",
        title: "Lean on what you already know",
        text: "Testing, monitoring, on-call and incident reviews are rarer among ML candidates than you might think. If you have them, say so: MLOps teams are hiring precisely for that.",
      },
      {
        type: "paragraph",
        text: "Finally, be honest about the gaps. Saying “I have not trained a large model from scratch, but here is how I would approach evaluating one” is far more convincing than bluffing. The interviewers have heard plenty of bluffing. What they rarely hear is clear, specific reasoning from someone who has actually shipped.",
      },
    ],
  }),
];

export function findPost(id: string | undefined): BlogPost | undefined {
  return blogPosts.find((candidate) => candidate.id === id);
}

/** Up to three other posts, in list order (the spec: "other posts, first three"). */
export function relatedPosts(id: string): readonly BlogPost[] {
  return blogPosts.filter((candidate) => candidate.id !== id).slice(0, 3);
}

export function formatPostDate(iso: string): string {
  // Parse as a calendar date, so the day does not shift with the reader's time zone.
  const [year, month, day] = iso.split("-").map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
  });
}
