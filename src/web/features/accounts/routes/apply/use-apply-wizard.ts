import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useForm, type FieldErrors } from "react-hook-form";
import { useNavigate, useSearchParams } from "react-router";
import { candidateApplicationSchema, type CandidateApplication } from "@shared/accounts/candidate-application";
import { toast } from "@web/components/ui/toaster";
import { applyServerFieldErrors } from "@web/lib/forms/form-errors";
import { useRegisterCandidate } from "../../api/register-candidate";
import { clearApplyDraft, restoreApplyDraft, saveApplyDraft, stepFromUrl } from "../../lib/apply-draft";
import { scrollToTop } from "../../lib/scroll-to-top";
import { allFields, defaultValues, lastStep, stepOf, steps, type FieldName, type Values } from "./apply-form-model";

/** The application form, restored from the session draft and saved to it as it changes (decision 0049). */
function useDraftedApplicationForm() {
  const [initialValues] = useState(() => restoreApplyDraft(defaultValues, allFields));
  const form = useForm<Values, unknown, CandidateApplication>({
    resolver: zodResolver(candidateApplicationSchema),
    defaultValues: initialValues,
    mode: "onTouched",
  });
  const { subscribe } = form;

  useEffect(
    () => subscribe({ formState: { values: true }, callback: ({ values }) => saveApplyDraft(values) }),
    [subscribe],
  );
  return form;
}

/**
 * The application's form and its steps: the step in the URL, the draft in session storage, focus
 * that follows a step change, Continue that checks the step's fields, and the submit that shows
 * the first server error on its step (decision 0049).
 */
export function useApplyWizard() {
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const step = stepFromUrl(searchParams, steps.length);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  const focusAfterStepChange = useRef<FieldName | null>(null);

  const form = useDraftedApplicationForm();
  const { setFocus } = form;

  useEffect(() => {
    // After Back, Continue or a jump to an error, focus moves to the new step (never on first load).
    if (shownStep.current === step) return;
    shownStep.current = step;
    const field = focusAfterStepChange.current;
    focusAfterStepChange.current = null;
    if (field) setFocus(field);
    else headingRef.current?.focus();
  }, [step, setFocus]);

  function goTo(next: number, focusField?: FieldName) {
    if (next === step) {
      if (focusField) setFocus(focusField);
      return;
    }
    focusAfterStepChange.current = focusField ?? null;
    // A history entry per step, so the browser's Back and Forward walk through the wizard.
    setSearchParams(next === 0 ? {} : { step: String(next + 1) });
    scrollToTop();
  }

  const submit = useRegisterCandidate({
    onSuccess: () => {
      clearApplyDraft();
      toast.success("Account created! Please check your email to verify your account.");
      void navigate("/candidate-registration-success");
    },
    onError: (error) => {
      const fields = applyServerFieldErrors(error, form, allFields, { focus: false });
      const first = fields[0];
      if (first) goTo(stepOf(first), first);
      else toast.error("Application failed", { description: error.message });
    },
  });

  function revealFirstError(errors: FieldErrors<Values>) {
    const first = allFields.find((field) => errors[field]);
    if (first) goTo(stepOf(first), first);
  }

  async function next() {
    const fields = steps[step]!.fields;
    const valid = await form.trigger([...fields], { shouldFocus: true });
    if (valid) {
      goTo(step + 1);
      return;
    }
    // Count the step's fields as touched, so each message clears as soon as its field is fixed
    // (onTouched re-validates touched fields on change) rather than on the click that follows.
    for (const field of fields) form.setValue(field, form.getValues(field), { shouldTouch: true });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Enter in a field of steps 1 and 2 means Continue, not "submit the whole application".
    if (step < lastStep) {
      event.preventDefault();
      void next();
      return;
    }
    void form.handleSubmit((values) => submit.mutate(values), revealFirstError)(event);
  }

  return { form, step, headingRef, goTo, onSubmit, submit };
}
