import { Info } from "lucide-react";
import { cn } from "@web/lib/ui/cn";
import type { Block } from "@shared/content/blocks";

interface RichTextProps {
  blocks: readonly Block[];
  /** The level for "heading" blocks: h2 in a blog post, h3 inside a help article. */
  headingLevel?: "h2" | "h3";
  /** "lg" for articles, "base" for dense documents such as legal text. */
  size?: "base" | "lg";
}

/** Renders structured content blocks as semantic HTML with the site's type scale. */
export function RichText({ blocks, headingLevel: Heading = "h2", size = "lg" }: RichTextProps) {
  return (
    <div
      className={cn(
        "grid leading-relaxed text-pretty text-slate-700",
        size === "lg" ? "gap-5 text-lg" : "gap-4 text-base",
      )}
    >
      {blocks.map((block, index) => {
        switch (block.type) {
          case "paragraph":
            return <p key={index}>{block.text}</p>;
          case "heading":
            return (
              <Heading key={index} className="mt-4 text-2xl font-semibold tracking-tight text-foreground">
                {block.text}
              </Heading>
            );
          case "list": {
            const List = block.ordered ? "ol" : "ul";
            return (
              <List
                key={index}
                className={
                  block.ordered
                    ? "grid list-decimal gap-2 pl-6 marker:font-semibold marker:text-slate-500"
                    : "grid list-disc gap-2 pl-6 marker:text-slate-400"
                }
              >
                {block.items.map((item) => (
                  <li key={item} className="pl-1">
                    {item}
                  </li>
                ))}
              </List>
            );
          }
          case "quote":
            return (
              <figure key={index} className="border-l-4 border-indigo-200 pl-5">
                <blockquote className="text-xl text-foreground italic">
                  <p>{block.text}</p>
                </blockquote>
                {block.cite && <figcaption className="mt-2 text-base text-muted-foreground">{block.cite}</figcaption>}
              </figure>
            );
          case "note":
            return (
              <aside
                key={index}
                aria-label={block.title}
                className="flex gap-3 rounded-lg border border-indigo-200 bg-primary-tint p-4 text-base"
              >
                <Info className="mt-0.5 size-5 shrink-0 text-primary-tint-foreground" aria-hidden="true" />
                <div className="grid gap-1">
                  <p className="font-semibold text-foreground">{block.title}</p>
                  <p>{block.text}</p>
                </div>
              </aside>
            );
          default:
            return null;
        }
      })}
    </div>
  );
}
