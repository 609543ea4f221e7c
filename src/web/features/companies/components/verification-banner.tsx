import { Clock, ShieldAlert } from "lucide-react";
import { Link } from "react-router";
import type { Me } from "@shared/accounts/contracts";

type Company = NonNullable<Me["company"]>;

/** Explains a company's verification state: under review, or refused with the reason. Verified: nothing. */
export function VerificationBanner({ company, email }: { company: Company; email: string }) {
  if (company.verificationStatus === "pending") {
    return (
      <section
        aria-labelledby="verification-pending-title"
        className="flex gap-3 rounded-lg border border-amber-200 bg-warning-tint p-4 text-warning sm:p-5"
      >
        <Clock className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <div className="grid gap-1">
          <h2 id="verification-pending-title" className="font-semibold">
            {company.companyName} is under review
          </h2>
          <p className="text-sm">
            Our team is verifying your company&apos;s email domain and website. Verification typically takes 24 hours,
            and we&apos;ll email <span className="font-medium wrap-anywhere">{email}</span> when it&apos;s done.
            Candidates become visible to you once your company is approved.
          </p>
        </div>
      </section>
    );
  }
  if (company.verificationStatus === "rejected") {
    return (
      <section
        aria-labelledby="verification-rejected-title"
        className="flex gap-3 rounded-lg border border-rose-200 bg-danger-tint p-4 text-rose-800 sm:p-5"
      >
        <ShieldAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <div className="grid gap-1">
          <h2 id="verification-rejected-title" className="font-semibold">
            We could not verify {company.companyName}
          </h2>
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
        </div>
      </section>
    );
  }
  return null;
}
