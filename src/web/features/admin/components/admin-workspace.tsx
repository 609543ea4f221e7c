import { Building2, Inbox, LayoutDashboard, ScrollText } from "lucide-react";
import { WorkspaceLayout, type WorkspaceNavItem } from "@web/features/workspace/components/workspace-layout";

const adminNav: WorkspaceNavItem[] = [
  { to: "/admin", label: "Company verification", icon: Building2 },
  { to: "/admin/leads", label: "Leads", icon: Inbox },
  { to: "/admin/audit-log", label: "Audit log", icon: ScrollText },
  { to: "/enterprise-dashboard", label: "Enterprise dashboard", icon: LayoutDashboard },
];

/** The admin console's shell (a layout route under the admin guard). */
export function AdminWorkspace() {
  return <WorkspaceLayout navLabel="Admin console" items={adminNav} />;
}
