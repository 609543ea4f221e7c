-- candidate_skills (name and years) is the one source of a candidate's skills; candidates.skills
-- is its names, kept in step by writeCandidateSkills for the pool's search (decision 0043). The
-- /apply wizard used to write only the array, so Settings showed no skills and a save there
-- replaced them. Copy every skill the array has and the rows lack (0 years: the wizard asks for
-- none), within the settings' limits (60 characters, 50 skills), then write the array from the rows.
WITH wanted AS (
  SELECT c.id AS candidate_id, left(btrim(u.raw), 60) AS name, u.ord
  FROM "candidates" c
  CROSS JOIN LATERAL unnest(c.skills) WITH ORDINALITY AS u(raw, ord)
  WHERE btrim(u.raw) <> ''
), missing AS (
  SELECT DISTINCT ON (w.candidate_id, lower(w.name)) w.candidate_id, w.name, w.ord
  FROM wanted w
  WHERE NOT EXISTS (
    SELECT 1 FROM "candidate_skills" k WHERE k.candidate_id = w.candidate_id AND lower(k.skill_name) = lower(w.name)
  )
  ORDER BY w.candidate_id, lower(w.name), w.ord
), ranked AS (
  SELECT m.candidate_id, m.name,
    row_number() OVER (PARTITION BY m.candidate_id ORDER BY m.ord) AS n,
    (SELECT count(*) FROM "candidate_skills" k WHERE k.candidate_id = m.candidate_id) AS existing
  FROM missing m
)
INSERT INTO "candidate_skills" (candidate_id, skill_name, years_experience)
SELECT candidate_id, name, 0 FROM ranked WHERE existing + n <= 50;
--> statement-breakpoint
-- The array follows the rows (most experienced first, as profiles list them); the search fill
-- trigger recomputes skill_keys and the vector of each row it changes (decision 0035).
UPDATE "candidates" c
SET skills = s.names
FROM (
  SELECT c2.id,
    coalesce(
      (SELECT array_agg(k.skill_name ORDER BY k.years_experience DESC, k.skill_name)
       FROM "candidate_skills" k WHERE k.candidate_id = c2.id),
      '{}'
    ) AS names
  FROM "candidates" c2
) s
WHERE s.id = c.id AND NOT (c.skills @> s.names AND s.names @> c.skills);
