import { useSearchParams } from "react-router";
import { PageHeader } from "@web/components/list/page-header";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { formatDate } from "@web/lib/ui/format-date";
import { usePageMeta } from "@web/lib/pages/page-meta";
import { rubricVersionFrom, useModelCard } from "../api/get-agreement";
import { AgreementView } from "../components/agreement-view";
import { platformAudience } from "../lib/agreement-text";

/**
 * /admin/model-card: the platform's model card (decision 0086), every company's scorecards of the
 * network interview against the AI's scores, with the providers and models behind them.
 */
export function ModelCardPage() {
  usePageMeta({ title: "Model card" });
  const [searchParams] = useSearchParams();
  const card = useModelCard(rubricVersionFrom(searchParams));
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Model card: the network interview"
        description="How far the AI's scores agree with the scorecards every company's members submitted on the network interview's rubric."
      />
      {card.isError && (
        <p role="alert" className="text-sm text-danger">
          {card.error.message}
        </p>
      )}
      {card.data ? (
        <>
          <Card>
            <CardHeader>
              <CardTitle asChild>
                <h2>Behind these figures</h2>
              </CardTitle>
            </CardHeader>
            <CardContent className="grid gap-2 text-sm">
              <p>
                Computed on <time dateTime={card.data.computedAt}>{formatDate(card.data.computedAt, "dateTime")}</time>{" "}
                from the current evaluations and submitted scorecards.
              </p>
              {card.data.models.length === 0 ? (
                <p className="text-muted-foreground">No evaluation on this rubric version yet.</p>
              ) : (
                <ul className="grid gap-1">
                  {card.data.models.map((model) => (
                    <li key={`${model.provider}/${model.chatModel ?? ""}`}>
                      <span className="font-medium">{model.provider}</span>
                      {model.chatModel ? `, model ${model.chatModel}` : ", no chat model"}:{" "}
                      <span className="tabular-nums">{model.evaluations.toLocaleString("en")}</span>{" "}
                      {model.evaluations === 1 ? "evaluation" : "evaluations"}
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
          <AgreementView report={card.data} audience={platformAudience} />
        </>
      ) : (
        !card.isError && <Skeleton className="h-96 w-full" />
      )}
    </div>
  );
}
