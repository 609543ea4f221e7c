import { Camera, UserRound } from "lucide-react";
import { useRef } from "react";
import { avatarFileRule, avatarMessages } from "@shared/candidates/candidate-settings-contracts";
import { acceptAttribute } from "@shared/http/binary-contract";
import { Button } from "@web/components/ui/button";
import { Progress } from "@web/components/ui/progress";
import { toast } from "@web/components/ui/toaster";
import { useUploadCandidateAvatar } from "../../api/upload-candidate-avatar";

const FAILED = "Failed to upload avatar";

/** The candidate's picture with an upload button; the server judges the file by its bytes. */
export function AvatarPicker({ avatarUrl, name }: { avatarUrl: string | null; name: string }) {
  const input = useRef<HTMLInputElement>(null);
  const avatar = useUploadCandidateAvatar({
    onSuccess: () => toast.success("Avatar uploaded successfully"),
    onError: (error) => toast.error(FAILED, { description: error.message }),
  });

  function choose(file: File | undefined) {
    if (!file) return;
    // The browser's type is only a first check for a quick answer; the server reads the bytes.
    if (file.type && !avatarFileRule.accept.some((type) => type.mime === file.type)) {
      toast.error(FAILED, { description: avatarMessages.type });
      return;
    }
    avatar.mutate(file);
  }

  return (
    <div className="flex flex-wrap items-center gap-4">
      <div className="grid size-24 shrink-0 place-items-center overflow-hidden rounded-full border border-border bg-muted">
        {avatarUrl ? (
          <img
            src={avatarUrl}
            alt={`Profile picture of ${name}`}
            width={96}
            height={96}
            className="size-24 object-cover"
          />
        ) : (
          <UserRound className="size-10 text-muted-foreground" aria-label="No profile picture yet" role="img" />
        )}
      </div>
      <div className="grid min-w-0 gap-2">
        <input
          ref={input}
          type="file"
          name="avatar"
          aria-label="Profile picture file"
          accept={acceptAttribute(avatarFileRule)}
          className="sr-only"
          tabIndex={-1}
          onChange={(event) => {
            choose(event.target.files?.[0]);
            event.target.value = "";
          }}
        />
        <div>
          <Button
            type="button"
            variant="outline"
            onClick={() => input.current?.click()}
            loading={avatar.isPending}
            loadingText="Uploading..."
          >
            <Camera aria-hidden="true" />
            {avatarUrl ? "Change photo" : "Upload photo"}
          </Button>
        </div>
        <p className="text-sm text-muted-foreground">PNG, JPEG or WebP, up to 2MB. We crop it to a square.</p>
        {avatar.isPending && avatar.progress !== null && (
          <Progress value={Math.round(avatar.progress * 100)} label="Uploading profile picture" />
        )}
      </div>
    </div>
  );
}
