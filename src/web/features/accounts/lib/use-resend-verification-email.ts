import { toast } from "@web/components/ui/toaster";
import { useResendVerification } from "../api/resend-verification";

/** Sends the verification e-mail again and says how it went, in the spec's words. */
export function useResendVerificationEmail() {
  return useResendVerification({
    onSuccess: () => {
      toast.success("Verification email sent", { description: "Please check your inbox and spam folder" });
    },
    onError: (error) => {
      toast.error("Failed to send verification email", { description: error.message || "Please try again later" });
    },
  });
}
