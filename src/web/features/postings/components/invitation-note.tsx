import { MailOpen } from "lucide-react";
import type { BoardPostingDetail } from "@shared/postings/contracts";
import { formatDate } from "@web/lib/ui/format-date";

/** "You were invited by {company}": the company found the candidate in the pool and asked them to apply. */
export function InvitationNote({ posting }: { posting: Pick<BoardPostingDetail, "invitedAt" | "companyName"> }) {
  if (!posting.invitedAt) return null;
  return (
    <p className="flex items-start gap-2 rounded-lg border border-indigo-200 bg-indigo-50 px-4 py-3 text-sm text-indigo-900">
      <MailOpen className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        You were invited by {posting.companyName} to apply, on {formatDate(posting.invitedAt, "date")}.
      </span>
    </p>
  );
}
