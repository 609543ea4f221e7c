import { useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";

/**
 * The hidden trap field every lead form carries (see @shared/leads/honeypot). Visually hidden and
 * aria-hidden, out of the tab order and with autocomplete off, so people and their tools leave it
 * empty; a bot that fills it is answered like a person and nothing is stored.
 */
export function HoneypotField({ registration }: { registration: UseFormRegisterReturn }) {
  const id = useId();
  return (
    <div aria-hidden="true" className="sr-only">
      <label htmlFor={id}>Website</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...registration} />
    </div>
  );
}
