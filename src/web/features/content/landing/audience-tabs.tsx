import { useRef, type KeyboardEvent, type ReactNode } from "react";
import { cn } from "@web/lib/ui/cn";
import type { Audience } from "./audience";

/*
 * The landing page's two audience tabs, following the WAI-ARIA tabs pattern: Left/Right arrows
 * (wrapping), Home and End move focus and select (automatic activation), only the selected tab is
 * in the Tab order, and Tab from it moves into the panel. Hand-written rather than Radix Tabs
 * because '/' has a 150 KB JavaScript budget and Radix Tabs with its roving-focus dependencies
 * costs about 9 KB gzip; the markup and styling match components/ui/tabs.tsx.
 */

const audiences: readonly { value: Audience; label: string }[] = [
  { value: "candidates", label: "Candidates" },
  { value: "enterprises", label: "Enterprises" },
];

const tabId = (base: string, value: Audience) => `${base}-tab-${value}`;
const panelId = (base: string, value: Audience) => `${base}-panel-${value}`;

interface AudienceTabListProps {
  /** A unique prefix (useId) shared with the panels. */
  idBase: string;
  value: Audience;
  onChange: (value: Audience) => void;
  /** Called when the pointer or focus reaches the Enterprises tab, to start loading that view. */
  onEnterpriseIntent?: () => void;
  className?: string;
}

export function AudienceTabList({ idBase, value, onChange, onEnterpriseIntent, className }: AudienceTabListProps) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = audiences.length - 1;
    let next: number;
    switch (event.key) {
      case "ArrowRight":
        next = index === last ? 0 : index + 1;
        break;
      case "ArrowLeft":
        next = index === 0 ? last : index - 1;
        break;
      case "Home":
        next = 0;
        break;
      case "End":
        next = last;
        break;
      default:
        return;
    }
    event.preventDefault();
    tabs.current[next]?.focus();
    const audience = audiences[next]!.value;
    if (audience !== value) onChange(audience);
  }

  return (
    <div
      role="tablist"
      aria-label="Show the page for"
      aria-orientation="horizontal"
      className={cn("inline-flex w-fit max-w-full items-center gap-1 rounded-lg p-1", className)}
    >
      {audiences.map((audience, index) => {
        const selected = audience.value === value;
        return (
          <button
            key={audience.value}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(idBase, audience.value)}
            aria-selected={selected}
            aria-controls={panelId(idBase, audience.value)}
            tabIndex={selected ? 0 : -1}
            data-state={selected ? "active" : "inactive"}
            onClick={() => {
              if (!selected) onChange(audience.value);
            }}
            onKeyDown={(event) => onKeyDown(event, index)}
            onPointerEnter={audience.value === "enterprises" ? onEnterpriseIntent : undefined}
            onFocus={audience.value === "enterprises" ? onEnterpriseIntent : undefined}
            className="inline-flex h-8 items-center justify-center rounded-md px-2.5 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors hover:text-foreground data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:ring-1 data-[state=active]:ring-border sm:px-3"
          >
            {audience.label}
          </button>
        );
      })}
    </div>
  );
}

/** The selected audience's panel; only the selected one is rendered. */
export function AudiencePanel({ idBase, value, children }: { idBase: string; value: Audience; children: ReactNode }) {
  return (
    <div
      role="tabpanel"
      id={panelId(idBase, value)}
      aria-labelledby={tabId(idBase, value)}
      tabIndex={0}
      className="focus-visible:outline-offset-[-2px]"
    >
      {children}
    </div>
  );
}
