import { Camera, Mic } from "lucide-react";
import { Badge } from "@web/components/ui/badge";
import type { DeviceAccess, DeviceStatus } from "../lib/recorder/device-access";

const labels: Record<DeviceStatus, string> = {
  enabled: "Enabled",
  disabled: "Disabled",
  "not-connected": "Not Connected",
};
const variants = { enabled: "success", disabled: "danger", "not-connected": "secondary" } as const;

/** Camera and microphone, each Enabled, Disabled or Not Connected (spec). */
export function DeviceStatusList({ access }: { access: DeviceAccess | null }) {
  const rows = [
    { name: "Camera", icon: Camera, status: access?.camera },
    { name: "Microphone", icon: Mic, status: access?.microphone },
  ];
  return (
    <ul className="grid gap-2" aria-label="Devices">
      {rows.map(({ name, icon: Icon, status }) => (
        <li key={name} className="flex items-center justify-between gap-3 rounded-md border border-border px-3 py-2">
          <span className="flex items-center gap-2 text-sm font-medium">
            <Icon className="size-4" aria-hidden="true" />
            {name}
          </span>
          {status ? (
            <Badge variant={variants[status]}>{labels[status]}</Badge>
          ) : (
            <Badge variant="outline">Checking...</Badge>
          )}
        </li>
      ))}
    </ul>
  );
}
