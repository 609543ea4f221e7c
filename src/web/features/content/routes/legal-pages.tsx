import { Link } from "react-router";
import { usePageMeta } from "@web/lib/pages/page-meta";
import { PageIntro } from "../components/page-intro";
import { textLinkClasses } from "../components/text-link";
import { cookiePolicy } from "../legal/cookie-policy";
import { legalDocuments } from "../legal/documents";
import { LegalDocumentView } from "../legal/legal-document-view";
import { privacyPolicy } from "../legal/privacy-policy";
import { termsOfService } from "../legal/terms-of-service";
import type { LegalDocument } from "../legal/types";

function LegalPage({ document }: { document: LegalDocument }) {
  usePageMeta({ title: document.title, description: document.summary });
  const others = legalDocuments.filter((other) => other.id !== document.id);

  return (
    <>
      <PageIntro eyebrow="Legal" title={document.title} lead={document.summary} />
      <div className="mx-auto grid w-full max-w-6xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-[1fr_16rem]">
        <div className="max-w-3xl">
          <LegalDocumentView document={document} />
          <p className="mt-12 border-t border-border pt-6 text-muted-foreground">
            Questions, or a request to export or delete your data?{" "}
            <Link to="/contact" className={textLinkClasses}>
              Contact us
            </Link>
            .
          </p>
        </div>
        <nav aria-labelledby="legal-related" className="lg:sticky lg:top-8 lg:self-start">
          <h2 id="legal-related" className="text-sm font-semibold">
            Other legal documents
          </h2>
          <ul className="mt-3 grid gap-2 text-sm">
            {others.map((other) => (
              <li key={other.id}>
                <Link
                  to={other.path ?? `/legal?doc=${other.id}`}
                  className="rounded-sm text-slate-600 hover:text-foreground hover:underline"
                >
                  {other.title}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/legal" className="rounded-sm text-slate-600 hover:text-foreground hover:underline">
                Legal Center
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </>
  );
}

/** /privacy-policy */
export function PrivacyPolicyPage() {
  return <LegalPage document={privacyPolicy} />;
}

/** /terms-of-service */
export function TermsOfServicePage() {
  return <LegalPage document={termsOfService} />;
}

/** /cookies */
export function CookiePolicyPage() {
  return <LegalPage document={cookiePolicy} />;
}
