import { Clock, ShieldAlert, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Me } from "@shared/accounts/contracts";

type Company = NonNullable<Me["company"]>;

/** Explains a company's verification state: under review, or refused with the reason. Verified: nothing. */
export function VerificationBanner({ company, email }: { company: Company; email: string }) {
  if (company.verificationStatus === "pending") {
    return (
      <Notice
        tone="warning"
        icon={Clock}
        titleId="verification-pending-title"
        title={`${company.companyName} is under review`}
      >
        <p className="text-sm">
          Our team is verifying your company&apos;s email domain and website. Verification typically takes 24 hours, and
          we&apos;ll email <span className="font-medium wrap-anywhere">{email}</span> when it&apos;s done. Once your
          company is approved you can browse candidates and post jobs.
        </p>
      </Notice>
    );
  }
  if (company.verificationStatus === "rejected") {
    return (
      <Notice
        tone="danger"
        icon={ShieldAlert}
        titleId="verification-rejected-title"
        title={`We could not verify ${company.companyName}`}
      >
        {company.verificationNote && (
          <p className="text-sm">
            <span className="font-medium">Reason: </span>
            {company.verificationNote}
          </p>
        )}
        <p className="text-sm">
          If you think this is a mistake or can share more about your company,{" "}
          <Link to="/contact" className="font-medium underline underline-offset-4">
            contact us
          </Link>
          .
        </p>
      </Notice>
    );
  }
  return null;
}

const toneClasses = {
  warning: "border-amber-200 bg-warning-tint text-warning",
  danger: "border-rose-200 bg-danger-tint text-rose-800",
};

/** A tinted section with an icon and a heading, for a state that holds the company back. */
function Notice({
  tone,
  icon: Icon,
  titleId,
  title,
  children,
}: {
  tone: keyof typeof toneClasses;
  icon: LucideIcon;
  titleId: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={titleId} className={`flex gap-3 rounded-lg border p-4 sm:p-5 ${toneClasses[tone]}`}>
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="grid gap-1">
        <h2 id={titleId} className="font-semibold">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
