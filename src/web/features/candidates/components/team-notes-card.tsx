import { teamNoteMessages } from "@shared/candidates/team-notes-contracts";
import { TeamNotesPanel } from "@web/components/notes/team-notes-panel";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { toast } from "@web/components/ui/toaster";
import { isApiError } from "@web/lib/http/api-error";
import { useAddTeamNote, useTeamNotes } from "@web/lib/candidates/team-notes";

/** The company's team notes on /candidate-profile/:id, the same notes its application pages show. */
export function TeamNotesCard({ profileId }: { profileId: string }) {
  const notes = useTeamNotes(profileId);
  const add = useAddTeamNote(profileId, {
    onSuccess: () => toast.success(teamNoteMessages.added),
    onError: (error) => toast.error(teamNoteMessages.addFailed, { description: error.message }),
  });
  // An admin reads profiles but is not a company (decision 0010): there are no notes of its own to show.
  if (isApiError(notes.error) && notes.error.status === 403) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Team notes</h2>
        </CardTitle>
        <CardDescription>Everyone in your company sees these notes; the candidate never does.</CardDescription>
      </CardHeader>
      <CardContent>
        <TeamNotesPanel
          notes={notes.data?.items}
          loadError={notes.isError}
          onRetry={() => void notes.refetch()}
          onAdd={(text) => add.mutateAsync({ text })}
          adding={add.isPending}
        />
      </CardContent>
    </Card>
  );
}
