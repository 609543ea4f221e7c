import { ClipboardList } from "lucide-react";
import type { OpenInterviewAttempt } from "@shared/interviews/runner-contracts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { formatClock } from "../../lib/recorder/clock";

/** The questions in order with their limits, the follow-up notice when the interviewer asks them, and tips. */
export function WhatToExpectCard({
  questions,
  followUps,
}: {
  questions: OpenInterviewAttempt["questions"];
  followUps: OpenInterviewAttempt["followUps"];
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2">
            <ClipboardList className="size-5" aria-hidden="true" />
            What to expect
          </h2>
        </CardTitle>
        <CardDescription>The questions, in order. Each has its own time limit.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ol className="grid list-decimal gap-2 pl-5 text-sm">
          {questions.map((question, index) => (
            <li key={index}>
              {question.text} <span className="text-muted-foreground">({formatClock(question.timeLimitSeconds)})</span>
            </li>
          ))}
        </ol>
        {followUps.enabled && (
          <p className="text-sm text-pretty">
            After a question, an AI interviewer may ask you one short follow-up about what you just said, with{" "}
            {followUps.timeLimitSeconds} seconds to answer. It never asks about your age, family, health, religion,
            nationality, ethnicity, sexuality, disability or pay. Your answer to it is assessed with that question, and
            people, not the AI, make every hiring decision.
          </p>
        )}
        <PrepTips />
      </CardContent>
    </Card>
  );
}

function PrepTips() {
  return (
    <div className="grid gap-1 text-sm">
      <p className="font-medium">Tips</p>
      <ul className="grid list-disc gap-1 pl-5 text-muted-foreground">
        <li>Find a quiet place with light on your face, and look at the camera.</li>
        <li>In the device setup you can record a practice answer: it is not scored and never leaves this device.</li>
        <li>Take a breath before each answer; specific examples beat general claims.</li>
        <li>Move on with Next Question whenever you are done; you do not have to use all the time.</li>
        <li>If the connection drops or the page closes, your answers stay on this device and you can continue.</li>
      </ul>
    </div>
  );
}
