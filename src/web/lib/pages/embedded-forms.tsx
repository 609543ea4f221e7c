import { createContext, use, type ComponentType } from "react";

export interface WaitlistDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The lead forms that public pages embed. Features never import one another, so the content
 * pages do not reach into the leads feature: the app provides these (lazy, each its own chunk)
 * and a page takes the one it needs from here.
 */
export interface EmbeddedForms {
  WaitlistForm: ComponentType;
  WaitlistDialog: ComponentType<WaitlistDialogProps>;
  EarlyAccessForm: ComponentType;
  ConsultationForm: ComponentType;
  ContactForm: ComponentType;
  NewsletterForm: ComponentType;
  ResumeUploadForm: ComponentType;
}

const EmbeddedFormsContext = createContext<EmbeddedForms | null>(null);

export const EmbeddedFormsProvider = EmbeddedFormsContext.Provider;

export function useEmbeddedForms(): EmbeddedForms {
  const forms = use(EmbeddedFormsContext);
  if (!forms) throw new Error("useEmbeddedForms needs <EmbeddedFormsProvider> (app/providers).");
  return forms;
}
