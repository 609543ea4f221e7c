import { House } from "lucide-react";
import { Link, useParams } from "react-router";
import { watchMessages, type SharedInterviewWatch } from "@shared/interviews/watch-contracts";
import { RecordingView } from "@web/components/media/recording-view";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { isApiError } from "@web/lib/http/api-error";
import { usePageMeta } from "@web/lib/pages/page-meta";
import { useNoIndex } from "@web/lib/pages/robots-meta";
import { useSharedInterview } from "../api/sharing/get-shared-interview";

function SharedInterviewNotFound() {
  return (
    <section
      aria-labelledby="shared-missing-title"
      className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center gap-6 px-6 py-20 text-center"
    >
      <p className="text-6xl font-semibold tracking-tight text-primary tabular-nums">404</p>
      <div className="grid gap-2">
        <h1 id="shared-missing-title" className="text-2xl font-semibold tracking-tight">
          Interview not found
        </h1>
        <p className="text-muted-foreground">{watchMessages.sharedNotFound}</p>
      </div>
      <Button asChild>
        <Link to="/">
          <House aria-hidden="true" />
          Return Home
        </Link>
      </Button>
    </section>
  );
}

/**
 * The chapter list already names every question the recording reached. Listed here: all of them
 * while there is no player yet, and afterwards those the recording ended before.
 */
function QuestionsNotInThePlayer({ recording }: { recording: SharedInterviewWatch }) {
  const playing = recording.status === "ready" && recording.recordingUrl !== null;
  const listed = playing ? recording.chapters.filter((chapter) => chapter.startSeconds === null) : recording.chapters;
  if (listed.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{playing ? "Questions the recording did not reach" : "Questions"}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-2 text-slate-700">
          {listed.map((chapter) => (
            <li key={chapter.index} className="grid grid-cols-[2rem_1fr]">
              <span className="text-slate-600 tabular-nums">{chapter.index + 1}.</span>
              <span>{chapter.question}</span>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}

function SharedInterviewSkeleton() {
  return (
    <div role="status" aria-label="Loading the interview" className="grid gap-4">
      <Skeleton className="aspect-video w-full" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}

/** /shared-interview/:token — what a share link opens: the recording and its questions, read-only. */
export function SharedInterviewPage() {
  const { token = "" } = useParams();
  const query = useSharedInterview(token);
  const missing = isApiError(query.error) && query.error.status === 404;
  usePageMeta({
    title: missing ? "Interview not found" : "Shared interview",
    description: "A candidate's recorded interview on OneTake, shared by link.",
  });
  useNoIndex(true);

  if (missing) return <SharedInterviewNotFound />;

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8 sm:py-12">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Shared interview</h1>
        <p className="text-muted-foreground">
          A OneTake interview recording, shared by the candidate. Choose a question to jump to its answer.
        </p>
      </header>
      {query.isPending ? (
        <SharedInterviewSkeleton />
      ) : query.isError ? (
        <div className="grid justify-items-center gap-3 rounded-lg border border-border px-6 py-12 text-center">
          <h2 className="text-lg font-semibold">The interview did not load</h2>
          <p className="text-sm text-muted-foreground">Check your connection and try again.</p>
          <Button onClick={() => void query.refetch()}>Try again</Button>
        </div>
      ) : (
        <>
          <RecordingView recording={query.data} label="Shared interview recording" />
          <QuestionsNotInThePlayer recording={query.data} />
        </>
      )}
    </div>
  );
}
