import { useEffect } from "react";
import { BRAND_NAME, DEFAULT_DESCRIPTION } from "../ui/brand";

export interface PageMeta {
  /**
   * The page's own name, e.g. "Pricing". The brand is appended ("Pricing · OneTake") unless the
   * title begins with it (the home page's "OneTake: ..."); a title that merely mentions the brand,
   * as a blog post's may, still gets it.
   */
  title: string;
  /** Search-result summary; the site-wide description is used when a page has none of its own. */
  description?: string;
}

export function formatTitle(title: string): string {
  return title.startsWith(BRAND_NAME) ? title : `${title} · ${BRAND_NAME}`;
}

/** Sets document.title and the meta description for the current route (a SPA has one <head>). */
export function usePageMeta({ title, description }: PageMeta): void {
  useEffect(() => {
    document.title = formatTitle(title);
  }, [title]);

  useEffect(() => {
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement("meta");
      meta.name = "description";
      document.head.append(meta);
    }
    // Always write, so a page without a description does not keep the previous page's.
    meta.content = description ?? DEFAULT_DESCRIPTION;
  }, [description]);
}
