/** "Lumen Labs" -> "LL"; empty when the name has no letters or digits to show. */
export function companyInitials(companyName: string): string {
  return companyName
    .split(/\s+/)
    .map((word) => word.match(/[\p{L}\p{N}]/u)?.[0] ?? "")
    .filter(Boolean)
    .slice(0, 2)
    .join("")
    .toUpperCase();
}
