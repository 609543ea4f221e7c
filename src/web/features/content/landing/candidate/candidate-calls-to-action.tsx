import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@web/components/ui/button";
import { CtaPanel, ctaPrimaryClasses, ctaSecondaryClasses } from "../../components/cta-panel";

/** After the features: "Your best take is the one companies see", to start an application. */
export function StartApplicationCta() {
  return (
    <CtaPanel
      className="pt-0"
      title="Your best take is the one companies see"
      actions={
        <Button size="lg" className={ctaPrimaryClasses} asChild>
          <Link to="/apply">
            Start your application
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      }
    >
      <p>
        Read the seven questions in advance, record when you are ready, and re-record up to three times per application.
        Nothing is shared until you submit.
      </p>
    </CtaPanel>
  );
}

/** The page's last word: "One interview. Every AI company.", to record or upload a resume. */
export function OneInterviewCta() {
  return (
    <CtaPanel
      className="pt-0"
      title="One interview. Every AI company."
      actions={
        <>
          <Button size="lg" className={ctaPrimaryClasses} asChild>
            <Link to="/apply">Record your interview</Link>
          </Button>
          <Button size="lg" className={ctaSecondaryClasses} asChild>
            <Link to="/upload-resume">Upload your resume</Link>
          </Button>
        </>
      }
    >
      <p>Twenty minutes today replaces the screening calls you would otherwise book one company at a time.</p>
    </CtaPanel>
  );
}
