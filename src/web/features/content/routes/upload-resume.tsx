import { FileText, ShieldCheck, Video } from "lucide-react";
import { Link } from "react-router";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { useEmbeddedForms } from "@web/lib/pages/embedded-forms";
import { usePageMeta } from "@web/lib/pages/page-meta";
import { PageIntro } from "../components/page-intro";
import { textLinkClasses } from "../components/text-link";

const notes = [
  {
    icon: FileText,
    title: "PDF or DOCX, under 10MB",
    body: "Your name, email address and resume are all we need. The kind of role you want is optional.",
  },
  {
    icon: ShieldCheck,
    title: "Seen by verified companies only",
    body: "Your resume is stored securely and shared only with AI companies that have passed our verification.",
  },
  {
    icon: Video,
    title: "Add an interview any time",
    body: "A 20-minute recorded interview shows companies far more than a resume. You can record one whenever you are ready.",
  },
] as const;

/** /upload-resume: the resume-only route into the network. */
export function UploadResumePage() {
  const { ResumeUploadForm } = useEmbeddedForms();
  usePageMeta({
    title: "Upload your resume",
    description:
      "Not ready for a video interview? Upload your resume (PDF or DOCX, under 10MB) and get seen by verified AI companies on OneTake.",
  });

  return (
    <>
      <PageIntro
        eyebrow="Resume only"
        title="Upload your resume"
        lead="Join the OneTake network without recording a video yet. Verified AI companies can find you, and you can add your interview later."
      />
      <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-[1.2fr_1fr] lg:items-start">
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h2>Your details and resume</h2>
            </CardTitle>
            <CardDescription>All fields are required unless marked optional.</CardDescription>
          </CardHeader>
          <CardContent>
            <ResumeUploadForm />
          </CardContent>
        </Card>
        <div className="grid gap-6">
          <ul className="grid gap-6">
            {notes.map((note) => (
              <li key={note.title} className="flex gap-4">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-tint text-primary-tint-foreground">
                  <note.icon className="size-5" aria-hidden="true" />
                </span>
                <div className="grid gap-1">
                  <h2 className="font-semibold">{note.title}</h2>
                  <p className="text-muted-foreground">{note.body}</p>
                </div>
              </li>
            ))}
          </ul>
          <p className="text-muted-foreground">
            Prefer the full interview?{" "}
            <Link to="/apply" className={textLinkClasses}>
              Apply for an AI interview
            </Link>{" "}
            instead.
          </p>
        </div>
      </div>
    </>
  );
}
