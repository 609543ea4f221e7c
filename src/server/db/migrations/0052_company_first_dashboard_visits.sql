-- Company accounts from before: their first dashboard visit was long ago, so every session now greets them as returning (decision 0073).
UPDATE "profiles" SET "first_dashboard_visit_at" = "created_at" WHERE "user_type" = 'enterprise' AND "first_dashboard_visit_at" IS NULL;
