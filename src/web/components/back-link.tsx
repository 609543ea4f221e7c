import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@web/components/ui/button";

/** The link back up from a workspace page (to its list or the dashboard), above the page's heading. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button variant="link" asChild className="justify-self-start">
      <Link to={to}>
        <ArrowLeft aria-hidden="true" />
        {children}
      </Link>
    </Button>
  );
}
