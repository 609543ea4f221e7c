import { ArrowLink } from "./arrow-link";

export interface NumberedStep {
  title: string;
  body: string;
  /** Where the step links on, when its page exists. */
  to?: string;
  linkLabel?: string;
}

/** A 'How it works' list: numbered cards in a row from md up, each maybe linking on. */
export function NumberedSteps({ steps }: { steps: readonly NumberedStep[] }) {
  return (
    <ol className="grid gap-6 md:grid-cols-3">
      {steps.map((step, index) => (
        <li key={step.title} className="grid content-start gap-3 rounded-lg border border-border bg-background p-6">
          <span
            aria-hidden="true"
            className="flex size-9 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground tabular-nums"
          >
            {index + 1}
          </span>
          <h3 className="text-lg font-semibold">
            <span className="sr-only">Step {index + 1}: </span>
            {step.title}
          </h3>
          <p className="text-pretty text-muted-foreground">{step.body}</p>
          {step.to && step.linkLabel && <ArrowLink to={step.to}>{step.linkLabel}</ArrowLink>}
        </li>
      ))}
    </ol>
  );
}
