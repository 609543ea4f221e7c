import { Link } from "react-router";
import { Badge } from "@web/components/ui/badge";
import { cn } from "@web/lib/ui/cn";
import { formatPostDate, type BlogPost } from "@shared/content/blog-posts";

/** A post in a list: image, category, title (the link), excerpt, author and date. */
export function PostCard({
  post,
  featured = false,
  headingLevel: Heading = "h2",
}: {
  post: BlogPost;
  featured?: boolean;
  headingLevel?: "h2" | "h3";
}) {
  return (
    <article
      className={cn(
        "group relative flex h-full flex-col overflow-hidden rounded-lg border border-border bg-background transition-colors hover:border-indigo-300",
        featured && "lg:grid lg:grid-cols-[1.2fr_1fr]",
      )}
    >
      <img
        src={post.image.src}
        alt={post.image.alt}
        width={1200}
        height={630}
        loading={featured ? "eager" : "lazy"}
        decoding="async"
        sizes={
          featured ? "(min-width: 1024px) 640px, 100vw" : "(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
        }
        className={cn(
          "aspect-[40/21] w-full border-b border-border bg-slate-50 object-cover",
          featured && "lg:h-full lg:border-r lg:border-b-0",
        )}
      />
      <div className={cn("flex flex-1 flex-col gap-3 p-6", featured && "lg:justify-center lg:p-10")}>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <Badge>{post.category}</Badge>
          {featured && <span className="font-medium text-slate-700">Featured</span>}
        </div>
        <Heading
          className={cn("font-semibold tracking-tight text-balance", featured ? "text-2xl sm:text-3xl" : "text-xl")}
        >
          {/* The whole card is clickable through this link's ::after; it stays one tab stop. */}
          <Link
            to={`/blog/${post.id}`}
            className="rounded-sm after:absolute after:inset-0 group-hover:text-indigo-700 focus-visible:after:rounded-lg focus-visible:after:outline-2 focus-visible:after:outline-indigo-600"
          >
            {post.title}
          </Link>
        </Heading>
        <p className="flex-1 text-pretty text-muted-foreground">{post.excerpt}</p>
        <p className="text-sm text-slate-700">
          {post.author.name} · <time dateTime={post.date}>{formatPostDate(post.date)}</time> ·{" "}
          <span className="tabular-nums">{post.readTime}</span>
        </p>
      </div>
    </article>
  );
}
