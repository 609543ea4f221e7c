import { ExternalLink } from "lucide-react";
import { Button } from "@web/components/ui/button";

/** The candidate's LinkedIn profile, opened in a new tab. */
export function LinkedInButton({ url }: { url: string }) {
  return (
    <Button variant="outline" asChild>
      <a href={url} target="_blank" rel="noopener noreferrer">
        <ExternalLink aria-hidden="true" />
        LinkedIn
      </a>
    </Button>
  );
}
