import type { ReactNode } from "react";

/** A link inside a consent label; opens in a new tab so a half-filled form is not lost. */
export function ConsentLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <a
      href={to}
      target="_blank"
      rel="noopener noreferrer"
      className="font-medium text-indigo-700 underline underline-offset-4"
    >
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
