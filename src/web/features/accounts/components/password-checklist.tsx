import { Check, Circle } from "lucide-react";
import { missingPasswordRules, passwordMessages } from "@shared/accounts/password";
import { cn } from "@web/lib/ui/cn";

/**
 * The live checklist under a new-password field: 'Strong password' once every rule passes,
 * otherwise 'Password requirements:' and the rules still missing, in the spec's wording.
 */
export function PasswordChecklist({ id, password, className }: { id: string; password: string; className?: string }) {
  const missing = missingPasswordRules(password);
  if (missing.length === 0) {
    return (
      <p id={id} className={cn("flex items-center gap-1.5 text-sm font-medium text-success", className)}>
        <Check className="size-4" aria-hidden="true" />
        {passwordMessages.strong}
      </p>
    );
  }
  return (
    <div id={id} className={cn("grid gap-1 text-sm text-muted-foreground", className)}>
      <p className="font-medium text-slate-700">{passwordMessages.requirements}</p>
      <ul className="grid gap-0.5">
        {missing.map((rule) => (
          <li key={rule.id} className="flex items-center gap-1.5">
            <Circle className="size-2 fill-current" aria-hidden="true" />
            {rule.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
