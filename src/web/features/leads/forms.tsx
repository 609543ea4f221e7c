import { lazy, Suspense, type ComponentType } from "react";
import { Skeleton } from "@web/components/ui/skeleton";
import type { EmbeddedForms, WaitlistDialogProps } from "@web/lib/pages/embedded-forms";

/*
 * The lead forms that marketing pages embed. Each form lives in its own file under ./components
 * (named export of the same name) and loads as its own chunk only when a page renders it, so the
 * landing page and the footer stay light. Pages import from here, never from ./components.
 *
 *   components/waitlist-form.tsx       WaitlistForm()       fields only; the page draws the card titled 'Get Early Access'
 *   components/waitlist-dialog.tsx     WaitlistDialog({ open, onOpenChange })  a controlled Dialog with its own title
 *   components/early-access-form.tsx   EarlyAccessForm()
 *   components/consultation-form.tsx   ConsultationForm()
 *   components/contact-form.tsx        ContactForm()
 *   components/newsletter-form.tsx     NewsletterForm()     compact: a labelled email field and a button, for the footer
 *   components/resume-upload-form.tsx  ResumeUploadForm()
 *
 * None takes other props; each handles its own success and error states.
 */

/** A form-shaped placeholder while a form's chunk loads; `rows` is its number of fields. */
function FormSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <div role="status" aria-label="Loading form" className="grid gap-5">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="grid gap-2">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-10 w-full" />
        </div>
      ))}
      <Skeleton className="h-10 w-40" />
    </div>
  );
}

function lazyForm(load: () => Promise<ComponentType>, rows: number) {
  const Form = lazy(async () => ({ default: await load() }));
  return function LeadForm() {
    return (
      <Suspense fallback={<FormSkeleton rows={rows} />}>
        <Form />
      </Suspense>
    );
  };
}

const WaitlistForm = lazyForm(async () => (await import("./components/waitlist-form")).WaitlistForm, 4);
const EarlyAccessForm = lazyForm(async () => (await import("./components/early-access-form")).EarlyAccessForm, 4);
const ConsultationForm = lazyForm(async () => (await import("./components/consultation-form")).ConsultationForm, 7);
const ContactForm = lazyForm(async () => (await import("./components/contact-form")).ContactForm, 4);
const ResumeUploadForm = lazyForm(async () => (await import("./components/resume-upload-form")).ResumeUploadForm, 4);

const LazyNewsletterForm = lazy<ComponentType>(async () => ({
  default: (await import("./components/newsletter-form")).NewsletterForm,
}));

/** Compact: one email field. The fallback keeps the footer from jumping while it loads. */
function NewsletterForm() {
  return (
    <Suspense fallback={<div aria-hidden="true" className="h-10" />}>
      <LazyNewsletterForm />
    </Suspense>
  );
}

const LazyWaitlistDialog = lazy<ComponentType<WaitlistDialogProps>>(async () => ({
  default: (await import("./components/waitlist-dialog")).WaitlistDialog,
}));

/** Render it only after the first click: it brings the dialog and form code with it. */
function WaitlistDialog(props: WaitlistDialogProps) {
  return (
    <Suspense fallback={null}>
      <LazyWaitlistDialog {...props} />
    </Suspense>
  );
}

/** Every embeddable lead form, as the app provides them to public pages. */
export const leadForms: EmbeddedForms = {
  WaitlistForm,
  WaitlistDialog,
  EarlyAccessForm,
  ConsultationForm,
  ContactForm,
  NewsletterForm,
  ResumeUploadForm,
};
