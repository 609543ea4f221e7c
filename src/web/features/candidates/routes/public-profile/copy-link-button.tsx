import { Check, Copy } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@web/components/ui/button";
import { toast } from "@web/components/ui/toaster";

const COPIED_FEEDBACK_MS = 2000;

/** Copies the page's address, and says "Copied!" for a moment. */
export function CopyLinkButton() {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <Button
      variant="outline"
      onClick={async () => {
        await navigator.clipboard.writeText(window.location.href);
        setCopied(true);
        toast.success("Profile link copied to clipboard");
      }}
    >
      {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
      {copied ? "Copied!" : "Copy link"}
    </Button>
  );
}
