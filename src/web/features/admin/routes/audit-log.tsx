import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { ScrollText } from "lucide-react";
import type { z } from "zod";
import { listAuditLogContract, type auditEntrySchema } from "@shared/admin/contracts";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { EmptyState } from "@web/features/workspace/components/empty-state";
import { PageHeader } from "@web/features/workspace/components/page-header";
import { Pagination } from "@web/features/workspace/components/pagination";
import { useListParams } from "@web/features/workspace/lib/list-params";
import { callApi } from "@web/lib/api-client";
import { usePageMeta } from "@web/lib/page-meta";
import { adminQueryKey } from "../components/company-actions";

type AuditEntry = z.infer<typeof auditEntrySchema>;

const PAGE_SIZE = 25;

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

function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
}

/** /admin/audit-log: every admin decision, newest first. */
export function AuditLogPage() {
  usePageMeta({ title: "Audit log" });
  const { page, setPage } = useListParams();
  const log = useQuery({
    queryKey: [...adminQueryKey, "audit-log", { page }],
    queryFn: ({ signal }) => callApi(listAuditLogContract, { query: { page, pageSize: PAGE_SIZE } }, { signal }),
    placeholderData: keepPreviousData,
  });

  return (
    <>
      <PageHeader title="Audit log" description="Who approved or rejected which company, and when. Newest first." />
      {log.isPending ? (
        <LogSkeleton />
      ) : log.isError ? (
        <EmptyState
          icon={ScrollText}
          title="The audit log did not load"
          action={
            <Button
              variant="outline"
              onClick={() => void log.refetch()}
              loading={log.isFetching}
              loadingText="Retrying..."
            >
              Try again
            </Button>
          }
        >
          <p>{log.error.message}</p>
        </EmptyState>
      ) : log.data.items.length === 0 ? (
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
      ) : (
        <div
          className={log.isPlaceholderData ? "grid gap-4 opacity-60" : "grid gap-4"}
          aria-busy={log.isPlaceholderData}
        >
          <div className="hidden max-h-[calc(100dvh-14rem)] overflow-auto rounded-lg border border-border bg-background md:block">
            <table className="w-full text-left text-sm">
              <thead>
                <tr>
                  {["Time", "Admin", "Action", "Target", "Note"].map((heading) => (
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
              <tbody>
                {log.data.items.map((entry) => (
                  <tr key={entry.id} className="border-b border-border last:border-0">
                    <td className="px-4 py-3 align-top whitespace-nowrap">
                      <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                    </td>
                    <td className="px-4 py-3 align-top wrap-anywhere">{entry.actorEmail ?? "System"}</td>
                    <td className="px-4 py-3 align-top">{describeAction(entry.action)}</td>
                    <td className="px-4 py-3 align-top">{describeTarget(entry)}</td>
                    <td className="px-4 py-3 align-top text-muted-foreground">{detail(entry, "reason") ?? ""}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="grid gap-3 md:hidden">
            {log.data.items.map((entry) => (
              <li key={entry.id} className="grid gap-1 rounded-lg border border-border bg-background p-4 text-sm">
                <p className="font-medium">{describeAction(entry.action)}</p>
                <p>{describeTarget(entry)}</p>
                <p className="wrap-anywhere text-muted-foreground">
                  {entry.actorEmail ?? "System"} ·{" "}
                  <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                </p>
                {detail(entry, "reason") && <p className="text-muted-foreground">Reason: {detail(entry, "reason")}</p>}
              </li>
            ))}
          </ul>
          <Pagination
            label="Audit log pages"
            page={page}
            pageSize={log.data.pageSize}
            total={log.data.total}
            onPageChange={setPage}
          />
        </div>
      )}
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
