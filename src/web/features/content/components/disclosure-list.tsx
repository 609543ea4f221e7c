import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";

export interface QuestionAnswer {
  question: string;
  answer: ReactNode;
}

/**
 * Questions that open to show their answer. Native <details>/<summary>: keyboard operable
 * (Enter/Space), announced as expandable, searchable with Ctrl+F, and no script needed.
 */
export function DisclosureList({ items }: { items: readonly QuestionAnswer[] }) {
  return (
    <div className="divide-y divide-border rounded-lg border border-border">
      {items.map((item) => (
        <details key={item.question} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-lg px-5 py-4 font-medium hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
            {item.question}
            <ChevronDown
              className="size-4 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
              aria-hidden="true"
            />
          </summary>
          <div className="grid gap-3 px-5 pb-5 text-pretty text-slate-700">{item.answer}</div>
        </details>
      ))}
    </div>
  );
}
