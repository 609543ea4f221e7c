import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import type { AlphaFigure, PointsFigure, ShareFigure } from "@shared/agreement/agreement-contracts";
import {
  agreementGroupLabel,
  type AgreementCriterion,
  type PostingAgreement,
} from "@shared/agreement/agreement-report-contracts";
import type { FairnessDimension } from "@shared/fairness/fairness-report-contracts";
import { FilterSelect } from "@web/components/list/filter-select";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import {
  alphaReading,
  basedOn,
  decimal,
  differenceReading,
  percent,
  signedPoints,
  tooFewText,
  withheldReason,
  type Audience,
} from "../lib/agreement-text";

type Report = Omit<PostingAgreement, "posting">;
type Figure = AlphaFigure | PointsFigure | ShareFigure;

const dimensionTitles: Record<FairnessDimension, string> = {
  sex: "By sex",
  race_ethnicity: "By race/ethnicity",
  intersection: "By sex and race/ethnicity",
};

/** One headline figure: its number and reading with the answers it rests on, or why there is none yet. */
function FigureBlock<F extends Figure>({
  label,
  figure,
  tooFew,
  children,
}: {
  label: string;
  figure: F;
  tooFew: string;
  children: (shown: F & { status: "shown" }) => { value: string; reading: string };
}) {
  if (figure.status === "too-few") {
    return (
      <div className="grid gap-1">
        <dt className="text-sm font-medium">{label}</dt>
        <dd className="text-sm text-muted-foreground">{tooFewText(tooFew, figure.count)}</dd>
      </div>
    );
  }
  const { value, reading } = children(figure as F & { status: "shown" });
  return (
    <div className="grid gap-1">
      <dt className="text-sm font-medium">{label}</dt>
      <dd className="grid gap-1">
        <span className="text-2xl font-semibold tabular-nums">{value}</span>
        <span className="text-sm">{reading}</span>
        <span className="text-sm text-muted-foreground">{basedOn(figure.count)}</span>
      </dd>
    </div>
  );
}

/** A table cell: the value, or "Too few" with the count it would rest on. */
function Cell({ figure, format }: { figure: Figure; format: (value: number) => string }) {
  if (figure.status === "too-few")
    return <td className="p-2 text-muted-foreground">Too few ({figure.count.toLocaleString("en")})</td>;
  return (
    <td className="p-2 tabular-nums">
      {figure.value === null ? "No variation" : format(figure.value)}
      <span className="sr-only"> ({basedOn(figure.count)})</span>
    </td>
  );
}

/** A table that scrolls sideways on a phone; focusable, so a keyboard can scroll it too. */
function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      className="overflow-x-auto rounded-lg border border-border"
      tabIndex={0}
      role="region"
      aria-label={`${label} (scrolls sideways)`}
    >
      {children}
    </div>
  );
}

function CriteriaTable({ report, audience }: { report: Report; audience: Audience }) {
  const names = new Map(report.criteria.map((criterion: AgreementCriterion) => [criterion.key, criterion.competency]));
  return (
    <ScrollTable label="Agreement per criterion">
      <table className="w-full min-w-[40rem] text-sm">
        <caption className="sr-only">The AI against {audience.people}, criterion by criterion</caption>
        <thead className="bg-slate-50 text-left">
          <tr>
            <th scope="col" className="p-2 font-medium">
              Criterion
            </th>
            <th scope="col" className="p-2 font-medium">
              AI minus {audience.people} (points)
            </th>
            <th scope="col" className="p-2 font-medium">
              Within one point
            </th>
            <th scope="col" className="p-2 font-medium">
              Alpha (AI with {audience.people})
            </th>
            <th scope="col" className="p-2 font-medium">
              AI scores changed
            </th>
          </tr>
        </thead>
        <tbody>
          {report.figures.criteria.map((criterion) => (
            <tr key={criterion.criterionId} className="border-t border-border">
              <th scope="row" className="p-2 text-left font-medium">
                {names.get(criterion.criterionId) ?? criterion.criterionId}
              </th>
              <Cell figure={criterion.meanDifference} format={signedPoints} />
              <Cell figure={criterion.withinOnePoint} format={percent} />
              <Cell figure={criterion.alpha} format={(value) => decimal(value)} />
              <Cell figure={criterion.overrideRate} format={percent} />
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}

function GroupComparisons({ report, audience }: { report: Report; audience: Audience }) {
  return (
    <div className="grid gap-4">
      {report.figures.acrossGroups.map(({ dimension, comparison }) => (
        <section key={dimension} aria-labelledby={`groups-${dimension}`} className="grid gap-2">
          <h3 id={`groups-${dimension}`} className="font-medium">
            {dimensionTitles[dimension]}
          </h3>
          {comparison.status === "suppressed" ? (
            <p className="text-sm text-muted-foreground">{withheldReason(comparison.reason)}</p>
          ) : (
            <ScrollTable label={dimensionTitles[dimension]}>
              <table className="w-full min-w-[32rem] text-sm">
                <caption className="sr-only">
                  {dimensionTitles[dimension]}: the AI against {audience.people}
                </caption>
                <thead className="bg-slate-50 text-left">
                  <tr>
                    <th scope="col" className="p-2 font-medium">
                      Group
                    </th>
                    <th scope="col" className="p-2 font-medium">
                      Scored answers
                    </th>
                    <th scope="col" className="p-2 font-medium">
                      AI minus {audience.people} (points)
                    </th>
                    <th scope="col" className="p-2 font-medium">
                      Reading
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {comparison.groups.map((group) => (
                    <tr key={group.group} className="border-t border-border">
                      <th scope="row" className="p-2 text-left font-medium">
                        {agreementGroupLabel(dimension, group.group)}
                      </th>
                      <td className="p-2 tabular-nums">{group.count.toLocaleString("en")}</td>
                      <td className="p-2 tabular-nums">{signedPoints(group.meanDifference)}</td>
                      <td className="p-2">{differenceReading(group.meanDifference, audience.people)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollTable>
          )}
        </section>
      ))}
    </div>
  );
}

/** The rubric version shown: chosen in the address, so a reload or a shared link keeps it. */
function VersionChoice({ report }: { report: Report }) {
  const [, setSearchParams] = useSearchParams();
  if (report.rubricVersions.length < 2) {
    return report.rubricVersion ? (
      <p className="text-sm text-muted-foreground">
        Rubric version <span className="font-medium text-foreground">{report.rubricVersion}</span>
      </p>
    ) : null;
  }
  return (
    <div className="max-w-sm">
      <FilterSelect
        label="Rubric version"
        value={report.rubricVersion ?? ""}
        options={report.rubricVersions.map((each) => ({
          value: each.version,
          label: `${each.version} (${each.scorecards.toLocaleString("en")} scorecards)`,
        }))}
        onChange={(version) =>
          setSearchParams(
            (previous) => {
              const next = new URLSearchParams(previous);
              next.set("rubricVersion", version);
              return next;
            },
            { replace: true, preventScrollReset: true },
          )
        }
      />
    </div>
  );
}

/**
 * The figures of one rubric version (decision 0086), each with the answers it rests on or why
 * there is none yet, in the order of decision 0080: people with people, the AI with people overall and
 * per criterion, the AI with itself, and across self-identification groups.
 */
export function AgreementView({ report, audience }: { report: Report; audience: Audience }) {
  const { figures } = report;
  const { aiWithPeople } = figures;
  return (
    <div className="grid gap-6">
      <VersionChoice report={report} />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h2>People with people</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-4">
              <FigureBlock
                label="Krippendorff's alpha (ordinal), between members"
                figure={figures.peopleWithPeople}
                tooFew="answers scored by two or more members"
              >
                {(alpha) => ({
                  value: alpha.value === null ? "No variation" : decimal(alpha.value),
                  reading: alphaReading(alpha, "Members"),
                })}
              </FigureBlock>
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h2>The AI with itself</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-4">
              <FigureBlock
                label="Scores where the AI's two runs disagreed"
                figure={figures.aiWithItself}
                tooFew="answers the AI scored twice"
              >
                {(share) => ({
                  value: percent(share.value),
                  reading: `The AI's two independent runs were flagged as disagreeing on ${percent(share.value)} of the criteria it scored.`,
                })}
              </FigureBlock>
            </dl>
          </CardContent>
        </Card>
      </div>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>The AI with {audience.people}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-6">
          <dl className="grid gap-4 sm:grid-cols-3">
            <FigureBlock
              label={`Mean difference (AI minus ${audience.people})`}
              figure={aiWithPeople.meanDifference}
              tooFew="double-scored answers"
            >
              {(difference) => ({
                value: `${signedPoints(difference.value)} points`,
                reading: differenceReading(difference.value, audience.people),
              })}
            </FigureBlock>
            <FigureBlock label="Within one point" figure={aiWithPeople.withinOnePoint} tooFew="double-scored answers">
              {(share) => ({
                value: percent(share.value),
                reading: `The AI is within one point of ${audience.people}'s average score on ${percent(share.value)} of criteria.`,
              })}
            </FigureBlock>
            <FigureBlock
              label="Krippendorff's alpha (interval)"
              figure={aiWithPeople.alpha}
              tooFew="double-scored answers"
            >
              {(alpha) => ({
                value: alpha.value === null ? "No variation" : decimal(alpha.value),
                reading: alphaReading(alpha, `The AI and ${audience.people}`),
              })}
            </FigureBlock>
          </dl>
          <section aria-labelledby="criteria-title" className="grid gap-2">
            <h3 id="criteria-title" className="font-medium">
              Per criterion
            </h3>
            {report.figures.criteria.length === 0 ? (
              <p className="text-sm text-muted-foreground">No criterion has been scored on this rubric version yet.</p>
            ) : (
              <CriteriaTable report={report} audience={audience} />
            )}
          </section>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Across groups</h2>
          </CardTitle>
          <p className="text-sm text-muted-foreground">
            Does the AI score any group lower than {audience.people} do? From candidates' voluntary self-identification,
            in aggregate only, and shown only when every group compared has at least 20 scored answers.
          </p>
        </CardHeader>
        <CardContent>
          <GroupComparisons report={report} audience={audience} />
        </CardContent>
      </Card>
    </div>
  );
}
