import { BadgeCheck, Check, Copy, FileUp, Link2 } from "lucide-react";
import { useRef, useState } from "react";
import { Link } from "react-router";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardFooter } from "@web/components/ui/card";
import { toast } from "@web/components/ui/toaster";
import { usePageMeta } from "@web/lib/page-meta";
import { useMe } from "@web/lib/session";
import { PageHeader } from "@web/components/list/page-header";
import { NextInterviewCard } from "../components/next-interview-card";
import { StepCardHeader } from "../components/step-card-header";

const COPIED_FEEDBACK_MS = 2000;

/** /candidate-dashboard: where the candidate's application stands and their next steps. */
export function CandidateDashboardPage() {
  usePageMeta({ title: "Candidate Dashboard" });
  const me = useMe();
  const user = me.data?.user;
  if (!user) return null;

  return (
    <>
      <PageHeader
        title={`Welcome back, ${user.firstName}`}
        description="Where your application stands, and what you can do next."
      />
      {/* min-w-0 on every card: a grid item is at least as wide as its content otherwise, and the
          profile link (a long, unbreakable path) pushed a 375 px screen to 486 px. */}
      <div className="grid gap-4 md:grid-cols-2 [&>*]:min-w-0">
        <NextInterviewCard />
        <ApplicationStatusCard email={user.email} />

        <Card className="flex flex-col">
          <StepCardHeader icon={FileUp} title="Upload your resume">
            Add a PDF or DOCX so companies can read your experience alongside your interview.
          </StepCardHeader>
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

/**
 * What happens next, from what the page knows: the guard only lets a confirmed e-mail address in,
 * and the candidate pool lists every candidate whose address is confirmed.
 */
function ApplicationStatusCard({ email }: { email: string }) {
  return (
    <Card className="flex flex-col">
      <StepCardHeader icon={BadgeCheck} title="Your application is in">
        We received your application and confirmed <span className="wrap-anywhere text-foreground">{email}</span>.
      </StepCardHeader>
      <CardContent className="flex-1 text-sm text-slate-700">
        <p>
          Verified AI companies can now find you in the OneTake candidate pool, with your name, title, location,
          experience and skills.
        </p>
      </CardContent>
    </Card>
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
      <StepCardHeader icon={Link2} title="Share your profile">
        Your public profile link. Your profile is private for now: anyone who opens the link sees that it is not
        available.
      </StepCardHeader>
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
