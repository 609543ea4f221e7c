import { useId } from "react";
import { Label } from "@web/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@web/components/ui/select";

/** The select's value for "no filter" (a Radix select item cannot have an empty value). */
export const ANY_OPTION = "any";

/**
 * A list filter: a labelled select. With anyLabel its first option (ANY_OPTION) means no filter;
 * without it (a sort, say) one of the options is always chosen. A plain string option is its own label.
 */
export function FilterSelect({
  label,
  value,
  options,
  anyLabel,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly ({ value: string; label: string } | string)[];
  anyLabel?: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    // One shrinkable column: in a narrow filter row a long choice is cut short, not pushed out.
    <div className="grid grid-cols-1 gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {anyLabel !== undefined && <SelectItem value={ANY_OPTION}>{anyLabel}</SelectItem>}
          {options.map(labelled).map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

function labelled(option: { value: string; label: string } | string): { value: string; label: string } {
  return typeof option === "string" ? { value: option, label: option } : option;
}
