import {
  applicationStatusLabel,
  applicationStatusTone,
  type ApplicationStatusTone,
} from "@shared/candidates/application-status";
import { Badge, type BadgeVariant } from "@web/components/ui/badge";

const variants: Record<ApplicationStatusTone, BadgeVariant> = {
  neutral: "secondary",
  info: "info",
  success: "success",
  danger: "danger",
};

/** The spec's status badge: its label, or the stored value when the spec names none. */
export function ApplicationStatusBadge({ status }: { status: string }) {
  return <Badge variant={variants[applicationStatusTone(status)]}>{applicationStatusLabel(status)}</Badge>;
}
