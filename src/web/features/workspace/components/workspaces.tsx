import {
  Briefcase,
  ClipboardList,
  FileText,
  LayoutDashboard,
  Settings,
  ShieldCheck,
  SlidersHorizontal,
  Users,
  Video,
} from "lucide-react";
import { useMe } from "@web/lib/session";
import { WorkspaceLayout, type WorkspaceNavItem } from "./workspace-layout";

const candidateNav: WorkspaceNavItem[] = [
  { to: "/candidate-dashboard", label: "Dashboard", icon: LayoutDashboard },
  { to: "/candidate-applications", label: "My Applications", icon: FileText },
  { to: "/candidate-interviews", label: "My Interviews", icon: Video },
  { to: "/candidate-settings", label: "Settings", icon: Settings },
];

const enterpriseNav: WorkspaceNavItem[] = [
  { to: "/enterprise-dashboard", label: "Dashboard", icon: LayoutDashboard },
  { to: "/candidates", label: "Candidates", icon: Users },
  { to: "/job-postings", label: "Job Postings", icon: Briefcase },
  { to: "/internal-jobs", label: "Internal Jobs", icon: ClipboardList },
  { to: "/interview-customization", label: "Interview Customization", icon: SlidersHorizontal },
  { to: "/enterprise-settings", label: "Settings", icon: Settings },
];

/** The candidate workspace shell (a layout route under the candidate guard). */
export function CandidateWorkspace() {
  return <WorkspaceLayout navLabel="Candidate workspace" items={candidateNav} />;
}

/** The enterprise workspace shell; admins also get a link to the admin console. */
export function EnterpriseWorkspace() {
  const me = useMe();
  const items = me.data?.user.isAdmin
    ? [...enterpriseNav, { to: "/admin", label: "Admin console", icon: ShieldCheck }]
    : enterpriseNav;
  return <WorkspaceLayout navLabel="Company workspace" items={items} />;
}
