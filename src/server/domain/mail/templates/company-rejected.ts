import type { EmailTemplate } from "./email-content";

export interface CompanyRejectedData {
  companyName: string;
  reason: string;
}

export const companyRejected: EmailTemplate<CompanyRejectedData> = ({ companyName, reason }) => ({
  subject: `Update on your OneTake registration for ${companyName}`,
  preheader: "Our team could not approve your company registration.",
  heading: "We could not approve your registration",
  blocks: [
    {
      kind: "paragraph",
      text: `Thank you for registering ${companyName} on OneTake. Our team has reviewed the registration and could not approve it.`,
    },
    { kind: "callout", label: "Reason from our review team", text: reason },
    {
      kind: "paragraph",
      text:
        "We verify each company by its business email domain and its company website. If the reason above can be " +
        "resolved, for example a website that could not be reached, contact us through the Contact Us page with " +
        "the details and we will review the registration again.",
    },
  ],
  reason: `You received this email because ${companyName} registered on OneTake with this address.`,
});
