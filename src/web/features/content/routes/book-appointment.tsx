import { CalendarClock, Clock, MessageSquare } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { useEmbeddedForms } from "@web/lib/pages/embedded-forms";
import { usePageMeta } from "@web/lib/pages/page-meta";
import { PageIntro } from "../components/page-intro";

const facts = [
  {
    icon: Clock,
    title: "30 minutes, free",
    body: "A video call with someone who has hired AI teams, not a sales script.",
  },
  {
    icon: CalendarClock,
    title: "Reply within 24 hours",
    body: "We answer every request within 24 hours to agree a time that suits you.",
  },
  {
    icon: MessageSquare,
    title: "Bring your roles",
    body: "The more specific you are about the roles you are hiring for, the more useful the call.",
  },
] as const;

const agenda = [
  "The roles you are hiring for, and what has made them hard to fill",
  "How the seven-question interview works, and where custom templates help",
  "What candidates in your field look like on OneTake today",
  "Verification, pricing and how to get your team started",
] as const;

/** /book-appointment: a free 30-minute consultation for companies. */
export function BookAppointmentPage() {
  const { ConsultationForm } = useEmbeddedForms();
  usePageMeta({
    title: "Book a free consultation",
    description:
      "Book a free 30-minute consultation with OneTake about hiring AI talent. We reply within 24 hours to agree a time.",
  });

  return (
    <>
      <PageIntro
        eyebrow="For companies"
        title="Book a Free Consultation"
        lead="A free 30-minute session about your AI hiring: the roles, the interview, and whether OneTake is the right fit."
      />
      <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-[1fr_1.2fr] lg:items-start">
        <div className="grid gap-10">
          <ul className="grid gap-6">
            {facts.map((fact) => (
              <li key={fact.title} className="flex gap-4">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-tint text-primary-tint-foreground">
                  <fact.icon className="size-5" aria-hidden="true" />
                </span>
                <div className="grid gap-1">
                  <h2 className="font-semibold">{fact.title}</h2>
                  <p className="text-muted-foreground">{fact.body}</p>
                </div>
              </li>
            ))}
          </ul>
          <section aria-labelledby="agenda-title" className="grid gap-3">
            <h2 id="agenda-title" className="text-xl font-semibold">
              What we will cover
            </h2>
            <ol className="grid list-decimal gap-2 pl-6 text-slate-700 marker:font-semibold marker:text-slate-500">
              {agenda.map((item) => (
                <li key={item} className="pl-1">
                  {item}
                </li>
              ))}
            </ol>
          </section>
        </div>
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h2>Request your session</h2>
            </CardTitle>
            <CardDescription>We will reply within 24 hours to confirm a time.</CardDescription>
          </CardHeader>
          <CardContent>
            <ConsultationForm />
          </CardContent>
        </Card>
      </div>
    </>
  );
}
