import { ArrowLeft } from "lucide-react";
import { Link, useParams } from "react-router";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { usePageMeta } from "@web/lib/pages/page-meta";
import { PostCard } from "../blog/post-card";
import { findPost, formatPostDate, relatedPosts, type BlogPost } from "@shared/content/blog-posts";
import { RichText } from "../components/rich-text";
import { actionLinkClasses } from "../components/text-link";
import { useOpenGraph } from "../lib/use-open-graph";

/** /blog/:postId: one post, or 'Blog Post Not Found' for an unknown id. */
export function BlogPostPage() {
  const { postId } = useParams();
  const post = findPost(postId);
  // A new component per post keeps the meta hooks unconditional.
  return post ? <PostView key={post.id} post={post} /> : <PostNotFound />;
}

function PostView({ post }: { post: BlogPost }) {
  usePageMeta({ title: post.title, description: post.excerpt });
  useOpenGraph({
    title: post.title,
    description: post.excerpt,
    type: "article",
    image: post.image.ogSrc,
    imageAlt: post.image.alt,
  });
  const related = relatedPosts(post.id);
  const initials = post.author.name
    .split(" ")
    .map((part) => part[0])
    .join("");

  return (
    <>
      <article aria-labelledby="post-title" className="mx-auto grid w-full max-w-3xl gap-8 px-4 pt-10 pb-16 sm:px-6">
        <Link to="/blog" className={actionLinkClasses}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          All posts
        </Link>
        <header className="grid gap-4">
          <Badge>{post.category}</Badge>
          <h1 id="post-title" className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
            {post.title}
          </h1>
          <p className="text-lg text-pretty text-muted-foreground">{post.excerpt}</p>
          <p className="text-sm text-slate-700">
            By <span className="font-medium">{post.author.name}</span> ·{" "}
            <time dateTime={post.date}>{formatPostDate(post.date)}</time> ·{" "}
            <span className="tabular-nums">{post.readTime}</span>
          </p>
        </header>
        <img
          src={post.image.src}
          alt={post.image.alt}
          width={1200}
          height={630}
          decoding="async"
          sizes="(min-width: 768px) 720px, 100vw"
          className="aspect-[40/21] w-full rounded-lg border border-border bg-slate-50"
        />
        <RichText blocks={post.body} />
        <aside aria-labelledby="author-heading" className="flex gap-4 rounded-lg border border-border bg-slate-50 p-6">
          <span
            aria-hidden="true"
            className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary text-base font-semibold text-primary-foreground"
          >
            {initials}
          </span>
          <div className="grid gap-1">
            <h2 id="author-heading" className="font-semibold">
              <span className="sr-only">About the author: </span>
              {post.author.name}
            </h2>
            <p className="text-sm font-medium text-slate-700">{post.author.role}, OneTake</p>
            <p className="text-pretty text-muted-foreground">{post.author.bio}</p>
          </div>
        </aside>
      </article>
      {related.length > 0 && (
        <section aria-labelledby="related-heading" className="border-t border-border bg-slate-50">
          <div className="mx-auto grid max-w-6xl gap-6 px-4 py-16 sm:px-6">
            <h2 id="related-heading" className="text-2xl font-semibold tracking-tight">
              Related posts
            </h2>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {related.map((other) => (
                <li key={other.id}>
                  <PostCard post={other} headingLevel="h3" />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
    </>
  );
}

function PostNotFound() {
  usePageMeta({
    title: "Blog post not found",
    description: "This blog post does not exist. Browse all OneTake posts.",
  });
  return (
    <section
      aria-labelledby="post-missing"
      className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center gap-6 px-6 py-20 text-center"
    >
      <div className="grid gap-2">
        <h1 id="post-missing" className="text-3xl font-semibold tracking-tight">
          Blog Post Not Found
        </h1>
        <p className="text-muted-foreground">
          The post you are looking for does not exist or may have moved. All our writing is on the blog.
        </p>
      </div>
      <Button asChild>
        <Link to="/blog">
          <ArrowLeft aria-hidden="true" />
          Back to the blog
        </Link>
      </Button>
    </section>
  );
}
