export { companyApproved, type CompanyApprovedData } from "./company-approved";
export { companyRejected, type CompanyRejectedData } from "./company-rejected";
export type { EmailBlock, EmailContent, EmailTemplate, RenderedEmail } from "./email-content";
export { escapeHtml } from "./escape-html";
export { newApplicant, type NewApplicantData } from "./new-applicant";
export { renderEmail } from "./render-email";
export { resetPassword, type ResetPasswordData } from "./reset-password";
export { verifyEmail, type VerifyEmailData } from "./verify-email";
export { welcome, type WelcomeData, type WelcomeUserType } from "./welcome";
