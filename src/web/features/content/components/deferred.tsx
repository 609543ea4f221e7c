import { useEffect, useRef, useState, type ReactNode } from "react";

interface DeferredProps {
  children: ReactNode;
  /** Shown until the area nears the viewport; give it the final height to avoid a jump. */
  fallback: ReactNode;
  /** How far ahead of the viewport to start loading. */
  rootMargin?: string;
}

/**
 * Renders its children only once the area comes within `rootMargin` of the viewport, so a form in
 * the footer does not add its code to every page's first load.
 */
export function Deferred({ children, fallback, rootMargin = "400px" }: DeferredProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || visible) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [rootMargin, visible]);

  return <div ref={ref}>{visible ? children : fallback}</div>;
}
