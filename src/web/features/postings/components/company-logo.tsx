import { Building2 } from "lucide-react";
import { useState } from "react";
import { cn } from "@web/lib/ui/cn";
import { companyInitials } from "../lib/company-initials";

/**
 * A company's logo beside its posting, or its initials (a building when it has none) on a tinted
 * square of the same size, so rows line up either way. A logo that fails to load falls back too.
 * The placeholder is decorative: the company's name is written next to it.
 */
export function CompanyLogo({
  companyName,
  logoUrl,
  size = "md",
}: {
  companyName: string;
  logoUrl: string | null;
  size?: "md" | "lg";
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const box = cn(
    "flex shrink-0 items-center justify-center overflow-hidden rounded-lg border border-border",
    size === "lg" ? "size-16" : "size-12",
  );
  if (logoUrl && failed !== logoUrl) {
    return (
      <img
        src={logoUrl}
        alt={`Logo of ${companyName}`}
        className={cn(box, "bg-background object-contain p-1")}
        loading="lazy"
        onError={() => setFailed(logoUrl)}
        data-testid="company-logo"
      />
    );
  }
  const initials = companyInitials(companyName);
  return (
    <div
      aria-hidden="true"
      className={cn(
        box,
        "bg-primary-tint font-semibold text-primary-tint-foreground",
        size === "lg" ? "text-lg" : "text-sm",
      )}
      data-testid="company-logo-placeholder"
    >
      {initials || <Building2 className="size-5" />}
    </div>
  );
}
