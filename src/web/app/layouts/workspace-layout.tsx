import { LogOut, Menu, X, type LucideIcon } from "lucide-react";
import { useId, useState } from "react";
import { Link, NavLink, Outlet } from "react-router";
import { BrandMark } from "@web/components/brand/brand-mark";
import { Button } from "@web/components/ui/button";
import { BRAND_NAME } from "@web/lib/ui/brand";
import { cn } from "@web/lib/ui/cn";
import { useMe, useSignOut } from "@web/lib/session/session";

export interface WorkspaceNavItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

/**
 * The signed-in shell: a sidebar on wider screens that becomes a menu under the top bar on
 * phones, the account's name, and Log Out. Pages render in <main>.
 */
export function WorkspaceLayout({ navLabel, items }: { navLabel: string; items: WorkspaceNavItem[] }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const me = useMe();
  const signOut = useSignOut();
  const user = me.data?.user;
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : "";

  const navList = (onNavigate?: () => void) => (
    <ul className="grid gap-1">
      {items.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                "flex h-10 items-center gap-3 rounded-md px-3 text-sm font-medium text-slate-700 transition-colors hover:bg-muted hover:text-foreground",
                isActive && "bg-primary-tint text-primary-tint-foreground hover:bg-primary-tint",
              )
            }
          >
            <item.icon className="size-5 shrink-0" aria-hidden="true" />
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );

  const logOut = (
    <Button
      variant="ghost"
      className="h-10 w-full justify-start gap-3 px-3 [&_svg]:size-5"
      onClick={() => signOut.mutate()}
      loading={signOut.isPending}
      loadingText="Signing out..."
    >
      <LogOut aria-hidden="true" />
      Log Out
    </Button>
  );

  const account = user && (
    <div className="flex items-center gap-3 px-3 text-sm">
      {user.avatarUrl && (
        <img src={user.avatarUrl} alt="" width={36} height={36} className="size-9 shrink-0 rounded-full object-cover" />
      )}
      <div className="grid min-w-0 gap-0.5">
        {name && <p className="truncate font-medium">{name}</p>}
        <p className="truncate text-muted-foreground">{user.email}</p>
      </div>
    </div>
  );

  return (
    <div className="min-h-dvh bg-slate-50 md:flex">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-background px-4 py-2 text-sm font-medium focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>

      {/* Phones: a top bar with a menu button. */}
      <header className="sticky top-0 z-40 border-b border-border bg-background md:hidden">
        <div className="flex h-14 items-center justify-between px-4">
          <Link to="/" className="flex items-center gap-2 rounded-md font-semibold">
            <BrandMark className="size-6" />
            {BRAND_NAME}
          </Link>
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
            Menu
          </Button>
        </div>
        {menuOpen && (
          <div id={menuId} className="grid gap-3 border-t border-border px-4 py-3">
            <nav aria-label={navLabel}>{navList(() => setMenuOpen(false))}</nav>
            <div className="grid gap-3 border-t border-border pt-3">
              {account}
              {logOut}
            </div>
          </div>
        )}
      </header>

      {/* Wider screens: a fixed sidebar. */}
      <aside className="sticky top-0 hidden h-dvh w-64 shrink-0 flex-col gap-6 border-r border-border bg-background p-4 md:flex">
        <Link to="/" className="flex items-center gap-2 rounded-md px-2 text-lg font-semibold tracking-tight">
          <BrandMark />
          {BRAND_NAME}
        </Link>
        <nav aria-label={navLabel} className="flex-1 overflow-y-auto">
          {navList()}
        </nav>
        <div className="grid gap-3 border-t border-border pt-4">
          {account}
          {logOut}
        </div>
      </aside>

      <main id="main" tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
        <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-8 sm:px-6 lg:px-8">
          <Outlet />
        </div>
      </main>
    </div>
  );
}
