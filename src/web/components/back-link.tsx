import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@web/components/ui/button";

/**
 * The link back up from a workspace page (to its list or the dashboard), above the page's heading.
 * It wraps: it may name a long posting title, which must not widen a phone's page.
 */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button variant="link" asChild className="min-w-0 justify-self-start text-left whitespace-normal">
      <Link to={to}>
        <ArrowLeft aria-hidden="true" />
        {children}
      </Link>
    </Button>
  );
}
