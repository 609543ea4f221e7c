import { useEffect } from "react";

/** Asks search engines not to index this page (private or missing profiles); cleared on leave. */
export function useNoIndex(noIndex: boolean): void {
  useEffect(() => {
    if (!noIndex) return;
    const meta = document.createElement("meta");
    meta.name = "robots";
    meta.content = "noindex, nofollow";
    document.head.append(meta);
    return () => meta.remove();
  }, [noIndex]);
}
