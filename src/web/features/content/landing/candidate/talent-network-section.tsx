import { Code, Megaphone, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { ArrowLink } from "../../components/arrow-link";
import { Section } from "../../components/section";
import { gtmRoles, technicalRoles } from "../candidate-content";

/** "Two kinds of AI talent, one network": technical and go-to-market talent, and the resume route. */
export function TalentNetworkSection() {
  return (
    <Section
      id="network"
      eyebrow="The network"
      title="Two kinds of AI talent, one network"
      lead="AI companies need people who build the models and people who can explain them to a technical buyer. OneTake interviews both."
    >
      <div className="grid gap-6 md:grid-cols-2">
        <TalentCard
          icon={Code}
          title="Technical AI talent"
          body="The people who train, ship and run models in production, and the ones who decide what to build with them."
          roles={technicalRoles}
          link={{ to: "/our-story", label: "Why we built OneTake" }}
        />
        <TalentCard
          icon={Megaphone}
          title="AI go-to-market talent"
          body="Sellers, solutions engineers and advocates fluent enough in AI to earn a CTO’s trust in the first meeting."
          roles={gtmRoles}
          link={{ to: "/ai-gtm-talent", label: "Explore AI GTM talent" }}
        />
      </div>
      <p className="text-sm text-muted-foreground">
        Not ready to record yet?{" "}
        <Link to="/upload-resume" className="rounded-sm font-medium text-indigo-700 underline-offset-4 hover:underline">
          Upload your resume
        </Link>{" "}
        and add the interview when you are.
      </p>
    </Section>
  );
}

function TalentCard({
  icon: Icon,
  title,
  body,
  roles,
  link,
}: {
  icon: LucideIcon;
  title: string;
  body: string;
  roles: readonly string[];
  link: { to: string; label: string };
}) {
  return (
    <div className="grid content-start gap-4 rounded-lg border border-border p-6">
      <span className="flex size-10 items-center justify-center rounded-lg bg-primary-tint text-primary-tint-foreground">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <h3 className="text-lg font-semibold">{title}</h3>
      <p className="text-muted-foreground">{body}</p>
      <ul className="flex flex-wrap gap-2">
        {roles.map((role) => (
          <li key={role} className="rounded-md bg-muted px-2.5 py-1 text-sm text-slate-700">
            {role}
          </li>
        ))}
      </ul>
      <ArrowLink to={link.to}>{link.label}</ArrowLink>
    </div>
  );
}
