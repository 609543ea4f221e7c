-- The pool's search follows typing: the last word is a prefix. English stems alone miss prefixes
-- that run past a word's stem or end in a letter the stemmer rewrites ('busin' for business,
-- 'analy' for analytics, 'securi' for security). So name, title, skills and bio also go in as
-- unstemmed words ('simple'), with the same weights, and the prefix is looked up both ways
-- (decision 0039). The resume's text stays stemmed only: it is matched by whole words.
CREATE OR REPLACE FUNCTION onetake_candidate_search_vector(
  full_name text, title text, skills text[], bio text, resume_text text
) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('english'::regconfig, coalesce(full_name, '')), 'A')
      || setweight(to_tsvector('simple'::regconfig, coalesce(full_name, '')), 'A')
      || setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A')
      || setweight(to_tsvector('simple'::regconfig, coalesce(title, '')), 'A')
      || setweight(to_tsvector('english'::regconfig, array_to_string(skills, ' ')), 'B')
      || setweight(to_tsvector('simple'::regconfig, array_to_string(skills, ' ')), 'B')
      || setweight(to_tsvector('english'::regconfig, coalesce(bio, '')), 'C')
      || setweight(to_tsvector('simple'::regconfig, coalesce(bio, '')), 'C')
      || setweight(to_tsvector('english'::regconfig, left(coalesce(resume_text, ''), 4000)), 'D')
$$;
--> statement-breakpoint
-- Writing the column asks the fill trigger to compute it again (see 0020).
UPDATE "candidates" SET "search_vector" = NULL;
