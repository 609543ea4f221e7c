import { Badge } from "@web/components/ui/badge";

/** A posting's skills as badges (nothing when it lists none), on the board, the posting page and the company's cards. */
export function PostingSkillBadges({ skills }: { skills: readonly string[] }) {
  if (skills.length === 0) return null;
  return (
    <ul aria-label="Skills" className="flex flex-wrap gap-1.5">
      {skills.map((skill) => (
        <li key={skill}>
          <Badge variant="secondary">{skill}</Badge>
        </li>
      ))}
    </ul>
  );
}
