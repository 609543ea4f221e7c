import { Link } from "react-router";
import { usePageMeta } from "@web/lib/pages/page-meta";
import { DisclosureList, type QuestionAnswer } from "../components/disclosure-list";
import { PageIntro } from "../components/page-intro";
import { textLinkClasses } from "../components/text-link";

const groups: readonly { id: string; title: string; items: readonly QuestionAnswer[] }[] = [
  {
    id: "candidates",
    title: "For candidates",
    items: [
      {
        question: "Is OneTake free for candidates?",
        answer: (
          <p>
            Yes. Applying, recording your interview, reading your AI feedback and being contacted by companies are all
            free for candidates. Companies pay to hire through OneTake; you never do.
          </p>
        ),
      },
      {
        question: "How long is the interview, and what will I be asked?",
        answer: (
          <>
            <p>
              About 20 minutes for 7 questions, asked one at a time by our AI interviewer with a timer on screen. The
              questions cover your background, your strengths, a challenging project, why you are looking, the work
              environment you want, your goals for the next three to five years, and what you would like to ask an
              employer.
            </p>
            <p>
              Our{" "}
              <Link to="/help/candidate-guides" className={textLinkClasses}>
                candidate guides
              </Link>{" "}
              explain how to prepare for each one.
            </p>
          </>
        ),
      },
      {
        question: "Can I re-record my interview?",
        answer: (
          <p>
            Yes, up to three re-records per application. Re-recording replaces your previous take, and only your latest
            recording is shown to companies.
          </p>
        ),
      },
      {
        question: "Who can see my recording and profile?",
        answer: (
          <p>
            Only companies that have passed our verification can see candidate profiles and recordings. Your public
            profile page is private by default; you can switch it on in your profile settings if you want to share a
            link with anyone.
          </p>
        ),
      },
      {
        question: "What does the AI do with my interview?",
        answer: (
          <p>
            Your recording is stored securely, transcribed, and evaluated against each question. The result is written
            feedback and a score, which you can read in your dashboard. Companies see the same feedback alongside your
            recording; people at those companies make every hiring decision.
          </p>
        ),
      },
      {
        question: "Can I apply without recording a video?",
        answer: (
          <p>
            Yes. You can{" "}
            <Link to="/upload-resume" className={textLinkClasses}>
              upload your resume
            </Link>{" "}
            (PDF or DOCX, under 10MB) instead. An interview shows companies far more than a resume can, and you can add
            one later.
          </p>
        ),
      },
      {
        question: "Is there an age requirement?",
        answer: <p>You must be at least 18 years old to create a candidate account.</p>,
      },
    ],
  },
  {
    id: "companies",
    title: "For companies",
    items: [
      {
        question: "How are companies verified, and how long does it take?",
        answer: (
          <p>
            You register with a business email address. Our team checks that the email domain matches your company
            website, usually within 24 hours, and emails you when your account is approved. Personal email domains such
            as Gmail or Yahoo are not accepted.
          </p>
        ),
      },
      {
        question: "Can we use our own interview questions?",
        answer: (
          <p>
            Yes. Interview templates let you write role-specific questions, set between 30 and 300 seconds per answer
            (120 by default), and choose open-ended, situational, technical or multiple-choice formats.
          </p>
        ),
      },
      {
        question: "How much does it cost?",
        answer: (
          <p>
            Companies can start on pay-per-interview pricing, invoiced monthly. A $99/mo Business subscription is coming
            soon, and Enterprise pricing is custom. See{" "}
            <Link to="/pricing" className={textLinkClasses}>
              pricing
            </Link>{" "}
            for details.
          </p>
        ),
      },
      {
        question: "What roles can we hire for?",
        answer: (
          <p>
            Technical roles such as ML engineers, prompt engineers, MLOps and data engineers, AI product managers and
            LLM trainers, and AI-literate go-to-market roles: sales engineers, account executives, developer advocates
            and customer success managers.
          </p>
        ),
      },
    ],
  },
  {
    id: "privacy",
    title: "Privacy and data",
    items: [
      {
        question: "How long do you keep my recordings?",
        answer: (
          <p>
            For as long as your account is active. If you delete your account, your recordings and profile are deleted
            within 30 days.
          </p>
        ),
      },
      {
        question: "How do I export or delete my data?",
        answer: (
          <p>
            Send a request through our{" "}
            <Link to="/contact" className={textLinkClasses}>
              contact page
            </Link>{" "}
            from the email address on your account. The details are in our{" "}
            <Link to="/privacy-policy" className={textLinkClasses}>
              privacy policy
            </Link>
            .
          </p>
        ),
      },
      {
        question: "Do you use tracking cookies?",
        answer: (
          <p>
            No. We set one essential cookie that keeps you signed in, and nothing for advertising or analytics. See the{" "}
            <Link to="/cookies" className={textLinkClasses}>
              cookie policy
            </Link>
            .
          </p>
        ),
      },
    ],
  },
];

/** /faq: frequently asked questions, grouped by audience. */
export function FaqPage() {
  usePageMeta({
    title: "FAQ",
    description:
      "Answers about OneTake: free for candidates, a 20-minute interview of 7 questions, up to three re-records, company verification in about 24 hours, privacy and pricing.",
  });

  return (
    <>
      <PageIntro
        eyebrow="FAQ"
        title="Frequently asked questions"
        lead="The short answers. For step-by-step guides, visit the Help Center."
      />
      <div className="mx-auto grid w-full max-w-3xl gap-12 px-4 py-16 sm:px-6">
        {groups.map((group) => (
          <section key={group.id} aria-labelledby={`faq-${group.id}`} className="grid gap-4">
            <h2 id={`faq-${group.id}`} className="text-2xl font-semibold tracking-tight">
              {group.title}
            </h2>
            <DisclosureList items={group.items} />
          </section>
        ))}
        <p className="text-muted-foreground">
          Still stuck?{" "}
          <Link to="/contact" className={textLinkClasses}>
            Contact us
          </Link>{" "}
          or browse the{" "}
          <Link to="/help" className={textLinkClasses}>
            Help Center
          </Link>
          .
        </p>
      </div>
    </>
  );
}
