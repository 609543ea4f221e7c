import {
  BotMessageSquare,
  BriefcaseBusiness,
  Building2,
  FileText,
  Gauge,
  Inbox,
  LayoutDashboard,
  Lock,
  ListChecks,
  MessageSquareText,
  Scale,
  ScrollText,
  Settings,
  ShieldCheck,
  Users,
  Video,
} from "lucide-react";
import { lazy, Suspense } from "react";
import { roleMay, type CompanyPermission } from "@shared/companies/member-roles";
import { useMe } from "@web/lib/session/session";
import { WorkspaceLayout, type WorkspaceNavItem } from "./workspace-layout";

/*
 * Each workspace lists only pages that exist. A page joins its list in the change that adds its
 * route (src/web/app/layouts/nav-items.test.ts checks every item against the route table).
 */

export const candidateNav: WorkspaceNavItem[] = [
  { to: "/candidate-dashboard", label: "Dashboard", icon: LayoutDashboard },
  { to: "/candidate-applications", label: "My Applications", icon: FileText },
  { to: "/candidate-interviews", label: "My Interviews", icon: Video },
  { to: "/jobs", label: "Job Board", icon: BriefcaseBusiness },
  { to: "/candidate-settings", label: "Settings", icon: Settings },
];

/** Each page with the permission its endpoints ask of a member's role (decision 0082). */
export const enterpriseNav: (WorkspaceNavItem & { permission: CompanyPermission })[] = [
  { to: "/enterprise-dashboard", label: "Dashboard", icon: LayoutDashboard, permission: "workspace" },
  { to: "/candidates", label: "Candidates", icon: Users, permission: "pool" },
  { to: "/job-postings", label: "Job Postings", icon: BriefcaseBusiness, permission: "postings" },
  { to: "/internal-jobs", label: "Internal Jobs", icon: Lock, permission: "postings" },
  { to: "/interview-customization", label: "Interview Customization", icon: ListChecks, permission: "postings" },
  { to: "/review-requests", label: "Review requests", icon: MessageSquareText, permission: "reports" },
  { to: "/fairness-report", label: "Fairness report", icon: Scale, permission: "reports" },
  // Every member sees their team there; the company's own settings only for those who may change them.
  { to: "/enterprise-settings", label: "Settings", icon: Settings, permission: "workspace" },
];

const adminConsoleItem: WorkspaceNavItem = { to: "/admin", label: "Admin console", icon: ShieldCheck };

export const adminNav: WorkspaceNavItem[] = [
  { to: "/admin", label: "Company verification", icon: Building2 },
  { to: "/admin/leads", label: "Leads", icon: Inbox },
  { to: "/admin/evaluations", label: "AI evaluations", icon: BotMessageSquare },
  { to: "/admin/review-requests", label: "Review requests", icon: MessageSquareText },
  { to: "/admin/fairness-report", label: "Fairness report", icon: Scale },
  { to: "/admin/model-card", label: "Model card", icon: Gauge },
  { to: "/admin/audit-log", label: "Audit log", icon: ScrollText },
  { to: "/enterprise-dashboard", label: "Enterprise dashboard", icon: LayoutDashboard },
];

/** Asked once per job application, right after applying (decisions 0052 and 0073); its own chunk. */
const SelfIdentificationPrompt = lazy(async () => ({
  default: (await import("@web/features/fairness/components/self-identification-prompt")).SelfIdentificationPrompt,
}));

/** The candidate workspace shell (a layout route under the candidate guard). */
export function CandidateWorkspace() {
  return (
    <>
      <WorkspaceLayout navLabel="Candidate workspace" items={candidateNav} />
      <Suspense fallback={null}>
        <SelfIdentificationPrompt />
      </Suspense>
    </>
  );
}

/**
 * The enterprise workspace shell: a member sees the pages their role may use; admins (who have
 * no company) see them all, and a link to the admin console.
 */
export function EnterpriseWorkspace() {
  const me = useMe();
  const role = me.data?.company?.role;
  const allowed = role ? enterpriseNav.filter((item) => roleMay(role, item.permission)) : enterpriseNav;
  const items = me.data?.user.isAdmin ? [...allowed, adminConsoleItem] : allowed;
  return <WorkspaceLayout navLabel="Company workspace" items={items} />;
}

/** The admin console's shell, mounted once above every admin page. */
export function AdminWorkspace() {
  return <WorkspaceLayout navLabel="Admin console" items={adminNav} />;
}

/**
 * The shell for a page both sides open (/application-details/:id): the candidate's workspace for
 * a candidate, the company workspace for an enterprise account or an admin. Under the AnyAccount
 * guard, which has already sent everyone else to sign in or to verify their e-mail.
 */
export function WorkspaceForAccount() {
  const me = useMe();
  return me.data?.user.userType === "candidate" ? <CandidateWorkspace /> : <EnterpriseWorkspace />;
}
