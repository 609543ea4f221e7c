import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";

/** Placeholder rows while a settings page (candidate or company) loads. */
export function SettingsSkeleton({ rows }: { rows: number }) {
  return (
    <Card aria-busy="true" aria-label="Loading settings">
      <CardContent className="grid gap-5 p-6">
        <Skeleton className="h-6 w-48" />
        {Array.from({ length: rows }, (_, index) => (
          <div key={index} className="grid gap-2">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-10 w-full" />
          </div>
        ))}
      </CardContent>
    </Card>
  );
}

/** The settings could not be read: the reason and a way to try again. */
export function SettingsLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Card>
      <CardContent className="grid gap-4 p-6">
        <p role="alert" className="text-danger">
          {message}
        </p>
        <div>
          <Button variant="outline" onClick={onRetry}>
            Try again
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
