import {
  applicationStatusLabel,
  applicationStatusTone,
  type ApplicationStatusTone,
} from "@shared/candidates/application-status";
import { Badge, type BadgeVariant } from "@web/components/ui/badge";

const variantOf: Record<ApplicationStatusTone, BadgeVariant> = {
  neutral: "secondary",
  info: "info",
  success: "success",
  danger: "danger",
};

/** The spec's badge for an application's status; an unknown value is shown as stored. */
export function ApplicationStatusBadge({ status }: { status: string }) {
  return <Badge variant={variantOf[applicationStatusTone(status)]}>{applicationStatusLabel(status)}</Badge>;
}
