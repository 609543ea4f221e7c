import { usePageMeta } from "@web/lib/pages/page-meta";
import { PostCard } from "../blog/post-card";
import { blogPosts } from "@shared/content/blog-posts";
import { PageIntro } from "../components/page-intro";
import { useOpenGraph } from "../lib/use-open-graph";

const description =
  "Writing from the OneTake team on AI hiring: async video interviews, prompt engineering roles, AI literacy for go-to-market teams, and how our evaluation works.";

/** /blog: seven posts, the newest featured. */
export function BlogIndexPage() {
  usePageMeta({ title: "Blog", description });
  useOpenGraph({ title: "The OneTake blog", description, type: "website" });
  const [featured, ...rest] = blogPosts;

  return (
    <>
      <PageIntro
        eyebrow="Blog"
        title="Notes on hiring in AI"
        lead="How AI companies hire, how candidates can interview well, and how OneTake works under the hood."
      />
      <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-16 sm:px-6">
        {featured && (
          <section aria-labelledby="featured-heading" className="grid gap-4">
            <h2 id="featured-heading" className="sr-only">
              Featured post
            </h2>
            <PostCard post={featured} featured headingLevel="h3" />
          </section>
        )}
        <section aria-labelledby="latest-heading" className="grid gap-6">
          <h2 id="latest-heading" className="text-2xl font-semibold tracking-tight">
            More posts
          </h2>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {rest.map((post) => (
              <li key={post.id}>
                <PostCard post={post} headingLevel="h3" />
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
