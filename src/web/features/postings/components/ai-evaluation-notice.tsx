import { ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { AI_NOTICE_ANCHOR, aiNoticeCopy, type AiNotice } from "@shared/postings/ai-notice-contracts";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { usePostingAiNotice } from "../api/get-posting-ai-notice";

/** "a, b or c" */
const inWords = (items: readonly string[]) =>
  items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} or ${items[items.length - 1]}`;

/**
 * "How this interview is evaluated" on a job page (decision 0052): the published notice the server
 * answers for anyone, read here like every other part of the page.
 */
export function AiEvaluationNotice({ postingId }: { postingId: string }) {
  const notice = usePostingAiNotice(postingId);
  return (
    <section
      id={AI_NOTICE_ANCHOR}
      aria-labelledby={`${AI_NOTICE_ANCHOR}-title`}
      className="grid scroll-mt-20 gap-3 rounded-lg border border-slate-200 p-4 sm:p-5"
    >
      <h2 id={`${AI_NOTICE_ANCHOR}-title`} className="flex items-center gap-2 text-base font-semibold">
        <ShieldCheck className="size-5 text-indigo-600" aria-hidden="true" />
        {aiNoticeCopy.title}
      </h2>
      {notice.data ? (
        <NoticeBody notice={notice.data} />
      ) : notice.isError ? (
        <div className="grid gap-2 text-sm">
          <p role="alert" className="text-danger">
            {notice.error.message}
          </p>
          <div>
            <Button variant="outline" size="sm" onClick={() => void notice.refetch()} loading={notice.isFetching}>
              Try again
            </Button>
          </div>
        </div>
      ) : (
        <div role="status" aria-label="Loading how this interview is evaluated" className="grid gap-2">
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-3/4" />
        </div>
      )}
    </section>
  );
}

function NoticeBody({ notice }: { notice: AiNotice }) {
  return (
    <div className="grid gap-3 text-sm text-slate-700">
      <p>
        {notice.interview === "posting"
          ? `${notice.companyName} asks its own questions for this job.`
          : "This job reuses your OneTake network interview: the same questions for every company."}{" "}
        {aiNoticeCopy.evidence}
      </p>
      <div className="grid gap-1">
        <h3 className="font-medium text-slate-900">What the AI assesses in each answer</h3>
        <ol className="grid gap-1 pl-5 [list-style:decimal]">
          {notice.questions.map((question) => (
            <li key={question.number} className="break-words">
              <span className="sr-only">Question {question.number}: </span>
              {question.competencies.join("; ")}
            </li>
          ))}
        </ol>
      </div>
      <p>
        <span className="font-medium text-slate-900">Never assessed: </span>
        {inWords(notice.neverAssessed)}. No facial or visual analysis is done.
      </p>
      <p>
        <span className="font-medium text-slate-900">A person decides. </span>
        {aiNoticeCopy.personDecides}
      </p>
      <p>
        {notice.evaluationSharedWithCandidate
          ? "You see the same evidence and scores as the company, can correct your transcript and can ask for a human review."
          : "The company keeps the AI's assessment for its reviewers; you can still ask it for a human review."}
      </p>
      <div className="grid gap-1">
        <h3 className="font-medium text-slate-900">Asking for an alternative process</h3>
        <p>{aiNoticeCopy.humanOnly}</p>
        <p>
          {notice.contactEmail ? (
            <>
              To ask {notice.companyName} about another arrangement, write to{" "}
              <a
                href={`mailto:${notice.contactEmail}`}
                className="break-all font-medium text-indigo-700 underline underline-offset-4"
              >
                {notice.contactEmail}
              </a>
              .
            </>
          ) : (
            <>
              To ask {notice.companyName} about another arrangement, write to us through the{" "}
              <Link to="/contact" className="font-medium text-indigo-700 underline underline-offset-4">
                contact page
              </Link>{" "}
              and we will pass it on.
            </>
          )}
        </p>
      </div>
      <p>
        {notice.interview === "network"
          ? "Your network interview is yours: it is kept until you delete it."
          : notice.retentionDays === null
            ? `${notice.companyName} keeps the recording, its transcripts and AI evaluation until you delete them.`
            : `${notice.companyName} deletes the recording, its transcripts and AI evaluation ${notice.retentionDays} days after its decision on your application, or sooner if you delete them.`}
      </p>
    </div>
  );
}
