-- Every candidate so far came through the /apply wizard (or the seed, which fills it in), and the
-- wizard refuses to submit without both consents: record them as given when the profile was made
-- (decision 0044). Companies are never asked.
UPDATE "profiles"
SET sms_consent_at = created_at, marketing_consent_at = created_at
WHERE user_type = 'candidate';
