import type { UseFormReturn } from "react-hook-form";
import {
  candidateApplicationSteps,
  type CandidateApplication,
  type CandidateApplicationInput,
} from "@shared/accounts/candidate-application";

export type Values = CandidateApplicationInput;
export type FieldName = keyof Values;
export type ApplyForm = UseFormReturn<Values, unknown, CandidateApplication>;

export const steps = candidateApplicationSteps;
export const lastStep = steps.length - 1;
export const allFields: FieldName[] = steps.flatMap((step) => [...step.fields]);

/** The step that asks for a field (the last one for a field no step names). */
export function stepOf(field: string): number {
  const index = steps.findIndex((step) => (step.fields as readonly string[]).includes(field));
  return index === -1 ? lastStep : index;
}

export const defaultValues: Partial<Values> = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  jobTitle: "",
  location: "",
  skills: "",
  linkedin: "",
  summary: "",
  preferredRoles: "",
  password: "",
  termsAccepted: false,
  smsConsent: false,
  marketingConsent: false,
};
