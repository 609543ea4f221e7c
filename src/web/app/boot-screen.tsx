/**
 * Shown while the first route's code loads (usually a few milliseconds). Deliberately blank: a
 * flash of placeholder content for such a short time reads as flicker.
 */
export function BootScreen() {
  return <div className="min-h-dvh" aria-busy="true" />;
}
