/** True when the visitor asked the system for less motion (no smooth scrolling, no bouncing). */
function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** "smooth" normally, "auto" (a jump) under reduced motion: an explicit JS option overrides the CSS rule. */
export function scrollBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? "auto" : "smooth";
}

/**
 * Scrolls a section into view (its scroll-margin keeps it clear of a fixed header) and moves
 * keyboard focus there, so the next Tab continues from the section rather than from the button.
 * Returns false when no element has that id.
 */
export function scrollToSection(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  element.scrollIntoView({ behavior: scrollBehavior(), block: "start" });
  if (element.tabIndex < 0 && !element.hasAttribute("tabindex")) element.setAttribute("tabindex", "-1");
  element.focus({ preventScroll: true });
  return true;
}
