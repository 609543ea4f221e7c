import { Toaster as Sonner, type ToasterProps } from "sonner";

// Features import `toast` from here, so swapping the toast library touches one file.
export { toast } from "sonner";

/**
 * One toast region for the app (sonner: aria-live, Alt+T focuses it, pauses on hover). Sonner's
 * plain theme is used rather than richColors, whose tinted success and error text measure
 * about 4.3:1, under the 4.5:1 AA needs.
 */
export function Toaster(props: ToasterProps) {
  return (
    <Sonner
      position="top-center"
      closeButton
      toastOptions={{ classNames: { toast: "font-sans", description: "text-sm" } }}
      {...props}
    />
  );
}
