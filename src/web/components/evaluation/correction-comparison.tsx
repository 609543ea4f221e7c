/** A transcript as heard beside the candidate's correction of it, side by side from tablet width. */
export function CorrectionComparison({ originalText, text }: { originalText: string; text: string }) {
  return (
    <div className="grid gap-3 text-sm md:grid-cols-2">
      <div className="grid gap-1">
        <p className="text-xs font-medium text-muted-foreground">As heard</p>
        <p className="whitespace-pre-line wrap-anywhere">{originalText}</p>
      </div>
      <div className="grid gap-1">
        <p className="text-xs font-medium text-muted-foreground">The candidate&apos;s correction</p>
        <p className="whitespace-pre-line wrap-anywhere">{text}</p>
      </div>
    </div>
  );
}
