import { Check, Copy, Link2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardFooter } from "@web/components/ui/card";
import { toast } from "@web/components/ui/toaster";
import { useCandidateVisibility } from "../../api/get-candidate-visibility";
import { DashboardCardHeader } from "@web/components/dashboard/dashboard-card-header";

const COPIED_FEEDBACK_MS = 2000;

/**
 * The public profile link with copy (the spec's 'Copied!' for 2 s and a toast), and whether the
 * page is on; the switch itself is on the Who can see you card beside it.
 */
export function ProfileLinkCard({ userId }: { userId: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const visibility = useCandidateVisibility();
  const path = `/candidate/${userId}`;
  useEffect(() => () => window.clearTimeout(timer.current), []);

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

  const isPublic = visibility.data?.publicProfileEnabled === true;
  return (
    <Card className="flex flex-col">
      <DashboardCardHeader icon={Link2} title="Share your profile">
        {visibility.isPending
          ? "Your public profile link."
          : isPublic
            ? "Your public profile page is on: anyone with this link sees it."
            : "Your public profile page is off: share the link once you turn it on."}
      </DashboardCardHeader>
      <CardContent className="grid flex-1 gap-3">
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
