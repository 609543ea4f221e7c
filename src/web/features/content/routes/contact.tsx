import { BookOpen, CalendarClock, LifeBuoy, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { useEmbeddedForms } from "@web/lib/pages/embedded-forms";
import { usePageMeta } from "@web/lib/pages/page-meta";
import { PageIntro } from "../components/page-intro";
import { textLinkClasses } from "../components/text-link";

const otherRoutes = [
  {
    icon: LifeBuoy,
    title: "Quick answers",
    body: (
      <>
        Most questions about the interview, re-records and verification are answered in the{" "}
        <Link to="/help" className={textLinkClasses}>
          Help Center
        </Link>{" "}
        and the{" "}
        <Link to="/faq" className={textLinkClasses}>
          FAQ
        </Link>
        .
      </>
    ),
  },
  {
    icon: CalendarClock,
    title: "Hiring with OneTake",
    body: (
      <>
        Companies can{" "}
        <Link to="/book-appointment" className={textLinkClasses}>
          book a free 30-minute consultation
        </Link>{" "}
        to talk through roles, templates and pricing.
      </>
    ),
  },
  {
    icon: ShieldCheck,
    title: "Your data",
    body: "To export or delete your data, send a message from the email address on your account and say which you need. Account deletion removes your recordings within 30 days.",
  },
  {
    icon: BookOpen,
    title: "Press and partnerships",
    body: "Use the form and mention your publication or company; the right person on the team will pick it up.",
  },
] as const;

/** /contact: the contact form (first name, last name and email required) and where else to go. */
export function ContactPage() {
  const { ContactForm } = useEmbeddedForms();
  usePageMeta({
    title: "Contact us",
    description:
      "Contact the OneTake team about your interview, your company account, data export or deletion, press or partnerships.",
  });

  return (
    <>
      <PageIntro
        eyebrow="Contact"
        title="Contact Us"
        lead="Questions about your interview, your company account or your data? Send us a message and a person on our team will read it."
      />
      <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-[1.2fr_1fr]">
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h2>Send us a message</h2>
            </CardTitle>
            <CardDescription>First name, last name and email are required.</CardDescription>
          </CardHeader>
          <CardContent>
            <ContactForm />
          </CardContent>
        </Card>
        <section aria-labelledby="contact-other" className="grid content-start gap-6">
          <h2 id="contact-other" className="text-xl font-semibold">
            Other ways we can help
          </h2>
          <ul className="grid gap-6">
            {otherRoutes.map((route) => (
              <li key={route.title} className="flex gap-4">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-tint text-primary-tint-foreground">
                  <route.icon className="size-5" aria-hidden="true" />
                </span>
                <div className="grid gap-1">
                  <h3 className="font-semibold">{route.title}</h3>
                  <p className="text-pretty text-muted-foreground">{route.body}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
