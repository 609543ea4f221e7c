import { LifeBuoy, ListChecks } from "lucide-react";
import { Link } from "react-router";
import type { CandidateInterviewDetail } from "@shared/interviews/candidate-interview-contracts";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";

/** Next Steps: what happens with this interview now, from what the page knows. */
export function NextStepsCard({ interview }: { interview: CandidateInterviewDetail }) {
  const audience = interview.isNetworkInterview
    ? "Verified companies browsing the OneTake candidate pool"
    : (interview.companyName ?? "The company you applied to");
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2 text-base">
            <ListChecks className="size-5 text-primary" aria-hidden="true" />
            Next Steps
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid list-disc gap-2 pl-5 text-sm text-slate-700">
          {interview.completed ? (
            <>
              <li>{audience} can watch this recording, with a chapter for each question.</li>
              <li>Keep your profile and skills up to date so companies see the whole picture.</li>
              <li>
                {interview.rerecordsLeft > 0
                  ? `Not happy with a take? You can redo it ${interview.rerecordsLeft === 1 ? "once more" : `${interview.rerecordsLeft} more times`}.`
                  : "You have used every re-record for this interview; this recording is the one companies see."}
              </li>
            </>
          ) : (
            <>
              <li>Find a quiet place with good light, and check your camera and microphone.</li>
              <li>Record your answers in one sitting: about 20 minutes.</li>
              <li>{audience} can watch it once it is recorded.</li>
            </>
          )}
        </ul>
      </CardContent>
    </Card>
  );
}

/** Need Help: where to read more or ask. */
export function NeedHelpCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2 text-base">
            <LifeBuoy className="size-5 text-primary" aria-hidden="true" />
            Need Help?
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2 text-sm">
          <li>
            <Link
              className="font-medium text-indigo-700 underline-offset-4 hover:underline"
              to="/help/candidate-guides"
            >
              Candidate guides
            </Link>
          </li>
          <li>
            <Link className="font-medium text-indigo-700 underline-offset-4 hover:underline" to="/faq">
              Frequently asked questions
            </Link>
          </li>
          <li>
            <Link className="font-medium text-indigo-700 underline-offset-4 hover:underline" to="/contact">
              Contact support
            </Link>
          </li>
        </ul>
      </CardContent>
    </Card>
  );
}
