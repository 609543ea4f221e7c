import { lazy, Suspense, type ComponentProps, type ComponentType, type LazyExoticComponent } from "react";
import { Skeleton } from "@web/components/ui/skeleton";

/*
 * The lead forms that marketing pages embed. Each form lives in its own file under ./components
 * and loads as its own chunk only when a page renders it, so the landing page and the footer stay
 * light. Pages import from here, never from ./components directly.
 *
 * Contract (each file has a named export of the same name):
 *   components/waitlist-form.tsx       WaitlistForm()        fields only; the page supplies the card and its title
 *   components/waitlist-dialog.tsx     WaitlistDialog({ open, onOpenChange })  a controlled Dialog with its own title
 *   components/early-access-form.tsx   EarlyAccessForm()
 *   components/consultation-form.tsx   ConsultationForm()
 *   components/contact-form.tsx        ContactForm()
 *   components/newsletter-form.tsx     NewsletterForm()      a compact email field and button for the footer
 *   components/resume-upload-form.tsx  ResumeUploadForm()
 */

/** A form-shaped placeholder while a form's chunk loads; `rows` is its number of fields. */
export function FormSkeleton({ rows = 4 }: { rows?: number }) {
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

function withFallback<P extends object>(Form: LazyExoticComponent<ComponentType<P>>, rows: number) {
  return function LeadForm(props: P) {
    return (
      <Suspense fallback={<FormSkeleton rows={rows} />}>
        <Form {...props} />
      </Suspense>
    );
  };
}

const LazyWaitlistForm = lazy(async () => ({ default: (await import("./components/waitlist-form")).WaitlistForm }));
const LazyWaitlistDialog = lazy(async () => ({
  default: (await import("./components/waitlist-dialog")).WaitlistDialog,
}));
const LazyEarlyAccessForm = lazy(async () => ({
  default: (await import("./components/early-access-form")).EarlyAccessForm,
}));
const LazyConsultationForm = lazy(async () => ({
  default: (await import("./components/consultation-form")).ConsultationForm,
}));
const LazyContactForm = lazy(async () => ({ default: (await import("./components/contact-form")).ContactForm }));
const LazyNewsletterForm = lazy(async () => ({
  default: (await import("./components/newsletter-form")).NewsletterForm,
}));
const LazyResumeUploadForm = lazy(async () => ({
  default: (await import("./components/resume-upload-form")).ResumeUploadForm,
}));

export const WaitlistForm = withFallback(LazyWaitlistForm, 4);
export const EarlyAccessForm = withFallback(LazyEarlyAccessForm, 4);
export const ConsultationForm = withFallback(LazyConsultationForm, 7);
export const ContactForm = withFallback(LazyContactForm, 4);
export const ResumeUploadForm = withFallback(LazyResumeUploadForm, 4);

/** Compact: one email field; the fallback keeps the footer from jumping. */
export function NewsletterForm(props: ComponentProps<typeof LazyNewsletterForm>) {
  return (
    <Suspense fallback={<div aria-hidden="true" className="h-10" />}>
      <LazyNewsletterForm {...props} />
    </Suspense>
  );
}

/** Render it only after the first click: it brings the dialog and form code with it. */
export function WaitlistDialog(props: ComponentProps<typeof LazyWaitlistDialog>) {
  return (
    <Suspense fallback={null}>
      <LazyWaitlistDialog {...props} />
    </Suspense>
  );
}
