import { HelpCircle } from "lucide-react";

/** The spec's permission-issues help box. */
export function PermissionHelp() {
  return (
    <aside aria-labelledby="permission-help-heading" className="grid gap-2 rounded-lg bg-slate-50 p-4 text-sm">
      <h2 id="permission-help-heading" className="flex items-center gap-2 font-semibold">
        <HelpCircle className="size-4" aria-hidden="true" />
        Having trouble with permissions?
      </h2>
      <ul className="grid list-disc gap-1 pl-5 text-slate-700">
        <li>Click the camera icon in the address bar and allow the camera and microphone for this site.</li>
        <li>Close other apps or tabs that use the camera (video calls, for example).</li>
        <li>On a phone, allow the browser to use the camera in the system settings.</li>
        <li>Then reload the page, or choose Try again when it is shown.</li>
      </ul>
    </aside>
  );
}
