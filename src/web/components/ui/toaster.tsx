import { toast as sonnerToast, Toaster as Sonner, type ToasterProps } from "sonner";

/** Fired on the first toast, so the app mounts the toast region only once it is needed. */
export const TOAST_REQUESTED_EVENT = "onetake:toast-requested";

function announce(): void {
  window.dispatchEvent(new Event(TOAST_REQUESTED_EVENT));
}

/**
 * Features import `toast` from here, so swapping the toast library touches one file. Every call
 * (toast(), toast.success(), ...) first asks the app to mount the region; sonner keeps toasts
 * raised before its Toaster mounts and shows them once it does.
 */
export const toast: typeof sonnerToast = new Proxy(sonnerToast, {
  apply(target, thisArg, args: Parameters<typeof sonnerToast>) {
    announce();
    return Reflect.apply(target, thisArg, args);
  },
  get(target, property, receiver) {
    const value: unknown = Reflect.get(target, property, receiver);
    if (typeof value !== "function") return value;
    return (...args: unknown[]) => {
      announce();
      return Reflect.apply(value, target, args);
    };
  },
});

/**
 * One toast region for the app (sonner: aria-live, Alt+T focuses it, pauses on hover). Sonner's
 * plain theme is used rather than richColors, whose tinted success and error text measure
 * about 4.3:1, under the 4.5:1 AA needs. Toasts sit at the bottom: every page's heading is at
 * the top (under the sticky header on a phone), and a toast there covered it.
 */
export function Toaster(props: ToasterProps) {
  return (
    <Sonner
      position="bottom-right"
      closeButton
      toastOptions={{ classNames: { toast: "font-sans", description: "text-sm" } }}
      {...props}
    />
  );
}
