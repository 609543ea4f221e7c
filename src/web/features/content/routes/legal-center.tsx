import { ArrowLeft, House } from "lucide-react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Button } from "@web/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { usePageMeta } from "@web/lib/pages/page-meta";
import { textLinkClasses } from "../components/text-link";
import { legalDocuments } from "../legal/documents";
import { LegalDocumentView } from "../legal/legal-document-view";
import type { LegalDocumentId } from "../legal/types";
import { formatDate } from "@web/lib/ui/format-date";

const DOC_PARAM = "doc";

function isDocumentId(value: string | null): value is LegalDocumentId {
  return legalDocuments.some((document) => document.id === value);
}

/**
 * /legal: all five documents in tabs, the same text as the standalone pages. The tab is in the
 * address (?doc=privacy) so it can be linked to. The footer shows today's date as last updated.
 */
export function LegalCenterPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const requested = searchParams.get(DOC_PARAM);
  const active: LegalDocumentId = isDocumentId(requested) ? requested : "terms";
  const activeDocument = legalDocuments.find((document) => document.id === active);

  usePageMeta({
    title: activeDocument ? `${activeDocument.title} · Legal Center` : "Legal Center",
    description:
      "OneTake's Terms of Service, Privacy Policy, Cookie Policy, Employer Agreement and Candidate Agreement in one place.",
  });

  function goBack() {
    // React Router numbers its history entries; idx 0 means there is no earlier page in the app.
    const state: unknown = window.history.state;
    const index = typeof state === "object" && state !== null && "idx" in state ? state.idx : 0;
    if (typeof index === "number" && index > 0) navigate(-1);
    else navigate("/");
  }

  const today = new Date();
  const isoDate = [
    today.getFullYear(),
    String(today.getMonth() + 1).padStart(2, "0"),
    String(today.getDate()).padStart(2, "0"),
  ].join("-");

  return (
    <div className="mx-auto grid w-full max-w-4xl grid-cols-[minmax(0,1fr)] gap-8 px-4 py-10 sm:px-6 sm:py-12">
      <div className="grid justify-items-start gap-4">
        <Button variant="ghost" size="sm" onClick={goBack} className="-ml-3">
          <ArrowLeft aria-hidden="true" />
          Back
        </Button>
        <h1 className="text-4xl font-semibold tracking-tight">Legal Center</h1>
        <p className="max-w-2xl text-lg text-pretty text-muted-foreground">
          The terms and policies that apply when you use OneTake, in plain language.
        </p>
      </div>

      <Tabs
        value={active}
        onValueChange={(value) =>
          setSearchParams(
            (previous) => {
              const next = new URLSearchParams(previous);
              next.set(DOC_PARAM, value);
              return next;
            },
            { replace: true, preventScrollReset: true },
          )
        }
        className="gap-8"
      >
        <TabsList aria-label="Legal documents" className="w-full justify-start sm:w-fit">
          {legalDocuments.map((document) => (
            <TabsTrigger key={document.id} value={document.id}>
              {document.title}
            </TabsTrigger>
          ))}
        </TabsList>
        {legalDocuments.map((document) => (
          <TabsContent key={document.id} value={document.id} className="grid gap-8 rounded-sm">
            <div className="grid gap-2 border-b border-border pb-6">
              <h2 className="text-2xl font-semibold tracking-tight">{document.title}</h2>
              <p className="text-muted-foreground">{document.summary}</p>
            </div>
            <LegalDocumentView document={document} sectionHeading="h3" />
          </TabsContent>
        ))}
      </Tabs>

      <footer className="flex flex-col gap-4 border-t border-border pt-6 sm:flex-row sm:items-center sm:justify-between">
        <div className="grid gap-1 text-sm text-muted-foreground">
          <p>
            Last updated: <time dateTime={isoDate}>{formatDate(today, "long")}</time>
          </p>
          <p>
            Questions?{" "}
            <Link to="/contact" className={textLinkClasses}>
              Contact us
            </Link>
          </p>
        </div>
        <Button asChild>
          <Link to="/">
            <House aria-hidden="true" />
            Return to Home
          </Link>
        </Button>
      </footer>
    </div>
  );
}
