import { useEffect } from "react";

export interface OpenGraph {
  title: string;
  description: string;
  /** "article" for blog posts, "website" for listings. */
  type: "article" | "website";
  /** A same-origin path such as "/blog/why-we-built-onetake.png"; made absolute here. */
  image?: string;
  imageAlt?: string;
}

/**
 * Sets Open Graph tags (og:title, og:description, og:type, og:url, og:image) for the current page
 * and removes them when the page unmounts, so the next page does not inherit them.
 */
export function useOpenGraph({ title, description, type, image, imageAlt }: OpenGraph): void {
  useEffect(() => {
    const origin = window.location.origin;
    const values: Record<string, string | undefined> = {
      "og:title": title,
      "og:description": description,
      "og:type": type,
      "og:url": origin + window.location.pathname,
      "og:site_name": "OneTake",
      "og:image": image ? new URL(image, origin).href : undefined,
      "og:image:alt": image ? imageAlt : undefined,
    };
    const added: HTMLMetaElement[] = [];
    for (const [property, content] of Object.entries(values)) {
      if (!content) continue;
      let meta = document.head.querySelector<HTMLMetaElement>(`meta[property="${property}"]`);
      if (!meta) {
        meta = document.createElement("meta");
        meta.setAttribute("property", property);
        document.head.append(meta);
        added.push(meta);
      }
      meta.content = content;
    }
    return () => {
      for (const meta of added) meta.remove();
    };
  }, [title, description, type, image, imageAlt]);
}
