import { useEffect } from "react";
import { useLocation } from "react-router";
import { scrollBehavior } from "./motion";

/** The spec's delay before an address's #hash scrolls to its section, so the section has rendered. */
const HASH_SCROLL_DELAY_MS = 100;

/**
 * When the address has a #hash, scrolls to the element with that id 100 ms after mount (and
 * after every later hash change). Call it in the component that renders the sections.
 */
export function useHashScroll(): void {
  const { hash, key } = useLocation();

  useEffect(() => {
    if (!hash) return;
    let id: string;
    try {
      id = decodeURIComponent(hash.slice(1));
    } catch {
      return;
    }
    const timer = window.setTimeout(() => {
      document.getElementById(id)?.scrollIntoView({ behavior: scrollBehavior(), block: "start" });
    }, HASH_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
    // `key` changes when the same hash is followed again (e.g. a footer link clicked twice).
  }, [hash, key]);
}
