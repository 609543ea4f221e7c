import type { ReactNode } from "react";

/**
 * The desktop form of a list (hidden on phones, where cards show instead): a table that scrolls
 * inside the page while its column headings stay put.
 */
export function StickyHeaderTable({
  headings,
  scrollLabel,
  children,
}: {
  headings: readonly string[];
  /**
   * Names the scroll area and makes it focusable, so keyboard users can scroll it; give it when
   * the rows hold no link or button to tab to.
   */
  scrollLabel?: string;
  /** The rows (<tr> elements). */
  children: ReactNode;
}) {
  return (
    <div
      role={scrollLabel ? "region" : undefined}
      aria-label={scrollLabel}
      tabIndex={scrollLabel ? 0 : undefined}
      className="hidden max-h-[calc(100dvh-14rem)] overflow-auto rounded-lg border border-border bg-background md:block"
    >
      <table className="w-full text-left text-sm">
        <thead>
          <tr>
            {headings.map((heading) => (
              <th
                key={heading}
                scope="col"
                className="sticky top-0 z-10 border-b border-border bg-slate-50 px-4 py-3 font-medium text-slate-700"
              >
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
