import { Check, Copy, FileUp, Link2, Video } from "lucide-react";
import { useRef, useState } from "react";
import { Link } from "react-router";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@web/components/ui/card";
import { toast } from "@web/components/ui/toaster";
import { usePageMeta } from "@web/lib/page-meta";
import { useMe } from "@web/lib/session";
import { PageHeader } from "@web/components/list/page-header";

const COPIED_FEEDBACK_MS = 2000;

/** /candidate-dashboard: the candidate's next steps. */
export function CandidateDashboardPage() {
  usePageMeta({ title: "Candidate Dashboard" });
  const me = useMe();
  const user = me.data?.user;
  if (!user) return null;

  return (
    <>
      <PageHeader
        title={`Welcome back, ${user.firstName}`}
        description="Your AI interview is what companies see first. Here is what to do next."
      />
      {/* min-w-0 on every card: a grid item is at least as wide as its content otherwise, and the
          profile link (a long, unbreakable path) pushed a 375 px screen to 486 px. */}
      <div className="grid gap-4 lg:grid-cols-3 [&>*]:min-w-0">
        <Card className="flex flex-col">
          <CardHeader>
            <StepIcon icon={Video} />
            <CardTitle asChild>
              <h2>Record your AI interview</h2>
            </CardTitle>
            <CardDescription>
              One video interview of about 20 minutes with 7 questions, one at a time. You need a camera and a
              microphone.
            </CardDescription>
          </CardHeader>
          <div className="flex-1 pt-6" />
          <CardFooter>
            <Button asChild>
              <Link to="/interview">Start your interview</Link>
            </Button>
          </CardFooter>
        </Card>

        <Card className="flex flex-col">
          <CardHeader>
            <StepIcon icon={FileUp} />
            <CardTitle asChild>
              <h2>Upload your resume</h2>
            </CardTitle>
            <CardDescription>
              Add a PDF or DOCX so companies can read your experience alongside your interview.
            </CardDescription>
          </CardHeader>
          <div className="flex-1 pt-6" />
          <CardFooter>
            <Button variant="outline" asChild>
              <Link to="/upload-resume">Upload resume</Link>
            </Button>
          </CardFooter>
        </Card>

        <ProfileLinkCard userId={user.id} />
      </div>
    </>
  );
}

function StepIcon({ icon: Icon }: { icon: typeof Video }) {
  return (
    <span className="mb-2 flex size-10 items-center justify-center rounded-lg bg-primary-tint text-primary-tint-foreground">
      <Icon className="size-5" aria-hidden="true" />
    </span>
  );
}

function ProfileLinkCard({ userId }: { userId: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const path = `/candidate/${userId}`;

  async function copy() {
    const url = new URL(path, window.location.origin).toString();
    try {
      await navigator.clipboard.writeText(url);
      toast.success("Profile link copied to clipboard");
      setCopied(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    } catch {
      toast.error("Could not copy the link", { description: "Select the link and copy it yourself." });
    }
  }

  return (
    <Card className="flex flex-col">
      <CardHeader>
        <StepIcon icon={Link2} />
        <CardTitle asChild>
          <h2>Share your profile</h2>
        </CardTitle>
        <CardDescription>
          Your public profile link. It stays private until you turn on public visibility in{" "}
          <Link to="/candidate-settings" className="font-medium text-indigo-700 underline-offset-4 hover:underline">
            Settings
          </Link>
          .
        </CardDescription>
      </CardHeader>
      <CardContent className="flex-1">
        <Link
          to={path}
          className="block truncate rounded-md bg-muted px-3 py-2 font-mono text-sm text-slate-700 hover:underline"
        >
          {path}
        </Link>
      </CardContent>
      <CardFooter>
        <Button variant="outline" onClick={() => void copy()}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? "Copied!" : "Copy profile link"}
        </Button>
      </CardFooter>
    </Card>
  );
}
