import { RotateCcw, Sparkles } from "lucide-react";
import type { z } from "zod";
import type { evaluationAdminSummarySchema, EvaluationStatus } from "@shared/evaluation/evaluation-contracts";
import { EmptyState } from "@web/components/list/empty-state";
import { PageHeader } from "@web/components/list/page-header";
import { QueryListState } from "@web/components/list/query-list-state";
import { useListParams } from "@web/components/list/use-list-params";
import { Badge, type BadgeVariant } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { toast } from "@web/components/ui/toaster";
import { formatDate } from "@web/lib/ui/format-date";
import { usePageMeta } from "@web/lib/pages/page-meta";
import { useAdminEvaluations, useFollowUpResults, useRetryFailedEvaluation } from "../api/list-evaluations";
import { followUpResultText, followUpResultsLine } from "../lib/follow-up-result-text";
import { evaluationFilterFrom, type EvaluationFilter } from "../lib/list-filters";

type EvaluationSummary = z.infer<typeof evaluationAdminSummarySchema>;

const tabs: { value: EvaluationFilter; label: string }[] = [
  { value: "failed", label: "Failed" },
  { value: "all", label: "All" },
];

const statusLabel: Record<EvaluationStatus, { label: string; variant: BadgeVariant }> = {
  queued: { label: "Queued", variant: "secondary" },
  transcribing: { label: "Transcribing", variant: "info" },
  evaluating: { label: "Evaluating", variant: "info" },
  done: { label: "Done", variant: "success" },
  failed: { label: "Failed", variant: "danger" },
};

/** /admin/evaluations: AI evaluations that failed, with the reason and Retry (decision 0050). */
export function AdminEvaluationsPage() {
  usePageMeta({ title: "AI evaluations" });
  const { page, setPage, setFilter, searchParams } = useListParams();
  const status = evaluationFilterFrom(searchParams);
  const evaluations = useAdminEvaluations({ status, page });
  const ready = evaluations.data?.status === status ? evaluations.data : undefined;

  return (
    <>
      <PageHeader
        title="AI evaluations"
        description="An evaluation whose step kept failing stops here with the reason. Retry runs it again from the start."
      />
      <FollowUpResultsSummary />
      <Tabs value={status} onValueChange={(value) => setFilter("status", value, "failed")}>
        <TabsList aria-label="Evaluations">
          {tabs.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((tab) => (
          <TabsContent key={tab.value} value={tab.value} className="grid gap-4">
            <QueryListState
              query={evaluations}
              page={ready}
              icon={Sparkles}
              errorTitle="The evaluations did not load"
              skeleton={<EvaluationsSkeleton />}
              empty={
                <EmptyState
                  icon={Sparkles}
                  title={tab.value === "failed" ? "No failed evaluations" : "No evaluations yet"}
                >
                  <p>
                    {tab.value === "failed"
                      ? "Every evaluation finished or is still running. One that keeps failing appears here with its reason."
                      : "An evaluation starts when a candidate completes an interview."}
                  </p>
                </EmptyState>
              }
              pagination={{ label: "Evaluation pages", page, onPageChange: setPage }}
            >
              {(list) => (
                <ul className="grid gap-4">
                  {list.items.map((evaluation) => (
                    <li key={evaluation.id}>
                      <EvaluationCard evaluation={evaluation} />
                    </li>
                  ))}
                </ul>
              )}
            </QueryListState>
          </TabsContent>
        ))}
      </Tabs>
    </>
  );
}

export function EvaluationCard({ evaluation }: { evaluation: EvaluationSummary }) {
  const titleId = `evaluation-${evaluation.id}`;
  const status = statusLabel[evaluation.status];
  const retry = useRetryFailedEvaluation(evaluation.interviewId, {
    onSuccess: () => toast.success("Evaluation queued again", { description: "It runs from the first step." }),
    onError: (error) => toast.error("Retry failed", { description: error.message }),
  });
  return (
    <article aria-labelledby={titleId} className="grid gap-3 rounded-lg border border-border bg-background p-4 sm:p-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid min-w-0 gap-1">
          <h2 id={titleId} className="text-lg font-semibold wrap-anywhere">
            {evaluation.candidateName}
          </h2>
          <p className="text-sm text-muted-foreground wrap-anywhere">
            {evaluation.interviewTitle} · {evaluation.provider} · updated{" "}
            <time dateTime={evaluation.updatedAt}>{formatDate(evaluation.updatedAt, "dateTime")}</time>
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-2">
          <Badge variant={status.variant}>{status.label}</Badge>
          {evaluation.status === "failed" && (
            <Button
              size="sm"
              variant="outline"
              onClick={() => retry.mutate()}
              loading={retry.isPending}
              loadingText="Processing..."
            >
              <RotateCcw aria-hidden="true" />
              Retry
            </Button>
          )}
        </div>
      </div>
      {evaluation.failureReason && (
        <p className="rounded-md border border-rose-200 bg-danger-tint p-3 text-sm text-rose-800 wrap-anywhere">
          <span className="font-medium">Reason: </span>
          {evaluation.failureReason}
        </p>
      )}
      {evaluation.followUps.length > 0 && (
        <p className="text-sm text-muted-foreground wrap-anywhere">
          <span className="font-medium text-foreground">Follow-up questions: </span>
          {followUpResultsLine(evaluation.followUps)}
        </p>
      )}
    </article>
  );
}

/** Why interviews asked their follow-ups or not, counted over every interview (decision 0055). */
function FollowUpResultsSummary() {
  const results = useFollowUpResults();
  const counted = results.data?.results ?? [];
  if (counted.length === 0) return null;
  const total = counted.reduce((sum, each) => sum + each.count, 0);
  return (
    <section aria-labelledby="follow-up-results" className="grid gap-2 rounded-lg border border-border p-4">
      <h2 id="follow-up-results" className="font-semibold">
        Follow-up questions, all interviews
      </h2>
      <p className="text-sm text-muted-foreground">
        What became of the {total === 1 ? "1 answer" : `${total} answers`} the AI interviewer considered a follow-up
        for.
      </p>
      <ul className="grid gap-1 text-sm">
        {counted.map((each) => (
          <li key={each.result} className="flex justify-between gap-4">
            <span>{followUpResultText[each.result]}</span>
            <span className="tabular-nums">{each.count}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function EvaluationsSkeleton() {
  return (
    <div role="status" aria-label="Loading evaluations" className="grid gap-4">
      {Array.from({ length: 3 }, (_, index) => (
        <div key={index} className="grid gap-3 rounded-lg border border-border bg-background p-4 sm:p-6">
          <div className="flex justify-between gap-4">
            <div className="grid gap-2">
              <Skeleton className="h-5 w-48" />
              <Skeleton className="h-4 w-64" />
            </div>
            <Skeleton className="h-8 w-24" />
          </div>
          <Skeleton className="h-10" />
        </div>
      ))}
    </div>
  );
}
