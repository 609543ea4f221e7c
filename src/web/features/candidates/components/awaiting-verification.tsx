import { Clock } from "lucide-react";
import { accessMessages } from "@shared/accounts/access";
import { EmptyState } from "@web/components/list/empty-state";

/** What a pending or rejected company sees instead of candidates (the pool and a candidate's profile). */
export function AwaitingVerification() {
  return (
    <EmptyState icon={Clock} title="Your company is awaiting verification" tone="warning">
      <p>{accessMessages.companyNotVerified}</p>
      <p className="mt-2">The candidate pool opens as soon as an admin approves your company.</p>
    </EmptyState>
  );
}
