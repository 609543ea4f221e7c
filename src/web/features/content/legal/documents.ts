import { candidateAgreement } from "./candidate-agreement";
import { cookiePolicy } from "./cookie-policy";
import { employerAgreement } from "./employer-agreement";
import { privacyPolicy } from "./privacy-policy";
import { termsOfService } from "./terms-of-service";
import type { LegalDocument } from "./types";

/** The five documents in the order of the legal center's tabs. */
export const legalDocuments: readonly LegalDocument[] = [
  termsOfService,
  privacyPolicy,
  cookiePolicy,
  employerAgreement,
  candidateAgreement,
];
