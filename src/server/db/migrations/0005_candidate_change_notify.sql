-- The candidate pool's pages are cached per app server and emptied by any announced account
-- change (decision 0014); a candidate row's changes are announced under its user's id too.
CREATE TRIGGER candidate_changed_notify AFTER INSERT OR UPDATE OR DELETE ON "candidates"
  FOR EACH ROW EXECUTE FUNCTION onetake_notify_account_changed('profile_id');
