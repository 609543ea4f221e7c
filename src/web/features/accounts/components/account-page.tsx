import type { ReactNode } from "react";
import { cn } from "@web/lib/ui/cn";

/** The centred column the sign-up and sign-in pages share inside the public layout. */
export function AccountPage({
  titleId,
  title,
  description,
  children,
  width = "narrow",
}: {
  titleId: string;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  width?: "narrow" | "wide";
}) {
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        "mx-auto grid w-full gap-8 px-4 py-10 sm:px-6 sm:py-16",
        width === "narrow" ? "max-w-md" : "max-w-2xl",
      )}
    >
      <div className="grid gap-2 text-center">
        <h1 id={titleId} className="text-3xl font-semibold tracking-tight text-balance">
          {title}
        </h1>
        {description && <p className="text-pretty text-muted-foreground">{description}</p>}
      </div>
      {children}
    </section>
  );
}
