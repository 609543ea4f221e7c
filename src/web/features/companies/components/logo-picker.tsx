import { Building2, ImageUp, Trash2 } from "lucide-react";
import { useRef } from "react";
import { acceptAttribute } from "@shared/http/binary-contract";
import { logoFileRule, logoMessages } from "@shared/companies/logo-contracts";
import { Button } from "@web/components/ui/button";
import { Progress } from "@web/components/ui/progress";
import { toast } from "@web/components/ui/toaster";
import { useRemoveCompanyLogo } from "../api/remove-company-logo";
import { useUploadCompanyLogo } from "../api/upload-company-logo";

const FAILED = "Failed to upload logo";

/** The company's logo with upload and remove; the server judges the file by its bytes. */
export function LogoPicker({ logoUrl, companyName }: { logoUrl: string | null; companyName: string }) {
  const input = useRef<HTMLInputElement>(null);
  const logo = useUploadCompanyLogo({
    onSuccess: () => toast.success("Logo uploaded successfully"),
    onError: (error) => toast.error(FAILED, { description: error.message }),
  });
  const remove = useRemoveCompanyLogo({
    onSuccess: () => toast.success("Logo removed"),
    onError: (error) => toast.error("Failed to remove logo", { description: error.message }),
  });

  function choose(file: File | undefined) {
    if (!file) return;
    // The browser's type is only a first check for a quick answer; the server reads the bytes.
    if (file.type && !logoFileRule.accept.some((type) => type.mime === file.type)) {
      toast.error(FAILED, { description: logoMessages.type });
      return;
    }
    logo.mutate(file);
  }

  return (
    <div className="flex flex-wrap items-center gap-4">
      <div className="grid size-24 shrink-0 place-items-center overflow-hidden rounded-lg border border-border bg-muted">
        {logoUrl ? (
          <img src={logoUrl} alt={`Logo of ${companyName}`} className="max-h-24 max-w-24 object-contain" />
        ) : (
          <Building2 className="size-10 text-muted-foreground" aria-label="No logo yet" role="img" />
        )}
      </div>
      <div className="grid min-w-0 gap-2">
        <input
          ref={input}
          type="file"
          name="logo"
          aria-label="Company logo file"
          accept={acceptAttribute(logoFileRule)}
          className="sr-only"
          tabIndex={-1}
          onChange={(event) => {
            choose(event.target.files?.[0]);
            event.target.value = "";
          }}
        />
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            onClick={() => input.current?.click()}
            loading={logo.isPending}
            loadingText="Uploading..."
            disabled={remove.isPending}
          >
            <ImageUp aria-hidden="true" />
            {logoUrl ? "Change logo" : "Upload logo"}
          </Button>
          {logoUrl && (
            <Button
              type="button"
              variant="ghost"
              onClick={() => remove.mutate()}
              loading={remove.isPending}
              loadingText="Removing..."
              disabled={logo.isPending}
            >
              <Trash2 aria-hidden="true" />
              Remove logo
            </Button>
          )}
        </div>
        <p className="text-sm text-muted-foreground">SVG, PNG, JPG or GIF, up to 2MB.</p>
        {logo.isPending && logo.progress !== null && (
          <Progress value={Math.round(logo.progress * 100)} label="Uploading company logo" />
        )}
      </div>
    </div>
  );
}
