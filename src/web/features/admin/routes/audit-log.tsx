import { Link } from "react-router";
import { ScrollText } from "lucide-react";
import type { z } from "zod";
import type { auditEntrySchema } from "@shared/admin/contracts";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { EmptyState } from "@web/components/list/empty-state";
import { PageHeader } from "@web/components/list/page-header";
import { useListParams } from "@web/components/list/use-list-params";
import { QueryListState } from "@web/components/list/query-list-state";
import { StickyHeaderTable } from "@web/components/list/sticky-header-table";
import { formatDate } from "@web/lib/ui/format-date";
import { usePageMeta } from "@web/lib/pages/page-meta";
import { useAuditLog } from "../api/list-audit-log";

type AuditEntry = z.infer<typeof auditEntrySchema>;

/** "company.approved" or "company_rejected" -> "Company approved". */
function describeAction(action: string): string {
  const words = action.replace(/[._-]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function detail(entry: AuditEntry, key: string): string | null {
  const value = entry.details?.[key];
  return typeof value === "string" && value.trim() ? value : null;
}

function describeTarget(entry: AuditEntry): string {
  const name = detail(entry, "companyName") ?? detail(entry, "name") ?? detail(entry, "email");
  return name ? `${entry.targetType}: ${name}` : `${entry.targetType} ${entry.targetId.slice(0, 8)}`;
}

/** /admin/audit-log: every admin decision, newest first. */
export function AuditLogPage() {
  usePageMeta({ title: "Audit log" });
  const { page, setPage } = useListParams();
  const log = useAuditLog({ page });

  return (
    <>
      <PageHeader title="Audit log" description="Who approved or rejected which company, and when. Newest first." />
      <div className="grid gap-4">
        <QueryListState
          query={log}
          page={log.data}
          icon={ScrollText}
          errorTitle="The audit log did not load"
          skeleton={<LogSkeleton />}
          empty={
            <EmptyState
              icon={ScrollText}
              title="No decisions recorded yet"
              action={
                <Button variant="outline" asChild>
                  <Link to="/admin">Review pending companies</Link>
                </Button>
              }
            >
              <p>Every approval and rejection is recorded here with the admin who made it.</p>
            </EmptyState>
          }
          pagination={{ label: "Audit log pages", page, onPageChange: setPage }}
        >
          {(data) => (
            <>
              <StickyHeaderTable headings={["Time", "Admin", "Action", "Target", "Note"]}>
                {data.items.map((entry) => (
                  <tr key={entry.id} className="border-b border-border last:border-0">
                    <td className="px-4 py-3 align-top whitespace-nowrap">
                      <time dateTime={entry.createdAt}>{formatDate(entry.createdAt, "dateTime")}</time>
                    </td>
                    <td className="px-4 py-3 align-top wrap-anywhere">{entry.actorEmail ?? "System"}</td>
                    <td className="px-4 py-3 align-top">{describeAction(entry.action)}</td>
                    <td className="px-4 py-3 align-top">{describeTarget(entry)}</td>
                    <td className="px-4 py-3 align-top text-muted-foreground">{detail(entry, "reason") ?? ""}</td>
                  </tr>
                ))}
              </StickyHeaderTable>
              <ul className="grid gap-3 md:hidden">
                {data.items.map((entry) => (
                  <li key={entry.id} className="grid gap-1 rounded-lg border border-border bg-background p-4 text-sm">
                    <p className="font-medium">{describeAction(entry.action)}</p>
                    <p>{describeTarget(entry)}</p>
                    <p className="wrap-anywhere text-muted-foreground">
                      {entry.actorEmail ?? "System"} ·{" "}
                      <time dateTime={entry.createdAt}>{formatDate(entry.createdAt, "dateTime")}</time>
                    </p>
                    {detail(entry, "reason") && (
                      <p className="text-muted-foreground">Reason: {detail(entry, "reason")}</p>
                    )}
                  </li>
                ))}
              </ul>
            </>
          )}
        </QueryListState>
      </div>
    </>
  );
}

function LogSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading the audit log"
      className="grid gap-2 rounded-lg border border-border bg-background p-4"
    >
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} className="flex gap-4">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-4 flex-1" />
        </div>
      ))}
    </div>
  );
}
