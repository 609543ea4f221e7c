import type { Ref } from "react";
import { companyMemberRoleNames, companyMemberRoles, type CompanyMemberRole } from "@shared/companies/member-roles";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@web/components/ui/select";

const isRole = (value: string): value is CompanyMemberRole => (companyMemberRoles as readonly string[]).includes(value);

/**
 * A choice of a member's role, by the names people read (decision 0079). Inside a FormField the
 * trigger takes the field's label; elsewhere give it an `id` a label points at.
 */
export function RoleSelect({
  value,
  onChange,
  disabled,
  id,
  name,
  className,
  triggerRef,
  onBlur,
}: {
  value: CompanyMemberRole;
  onChange: (role: CompanyMemberRole) => void;
  disabled?: boolean;
  id?: string;
  name?: string;
  className?: string;
  triggerRef?: Ref<HTMLButtonElement>;
  onBlur?: () => void;
}) {
  return (
    <Select
      name={name}
      value={value}
      disabled={disabled}
      onValueChange={(next) => {
        if (isRole(next)) onChange(next);
      }}
    >
      <SelectTrigger id={id} ref={triggerRef} onBlur={onBlur} className={className}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {companyMemberRoles.map((role) => (
          <SelectItem key={role} value={role}>
            {companyMemberRoleNames[role]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
