-- The staff user search (issue 12) at a million accounts: a case-insensitive substring of the name,
-- the e-mail or the plan. A btree cannot serve `ILIKE '%text%'`, so without these the search read
-- the whole created_at index (3.5 to 4.5 s for a search matching few rows). Trigram indexes find
-- the few matching rows directly. The status is an enum of four words: the service decides which
-- contain the text and filters on the existing status index. See admin-users.repository.sql.md.
-- (No semicolon inside these comments or statements: the schema engine's pg adapter splits the
-- script on every one, which is why the function body below writes it as the escape \x3B.)
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- The profile's name, copied beside the account: a common name matches thousands of profiles,
-- and finding the newest of them by reading users newest first costs one profiles look-up per
-- user read (50 to 100 ms at a million accounts). On the users row the search reads one table,
-- like the e-mail. Kept by the trigger below, so every writer of profiles.full_name keeps it.
ALTER TABLE "users" ADD COLUMN "search_name" TEXT;

UPDATE "users" AS u SET "search_name" = p."full_name"
  FROM "profiles" AS p
 WHERE p."user_id" = u."id" AND p."full_name" IS NOT NULL;

CREATE FUNCTION "users_copy_profile_name"() RETURNS trigger LANGUAGE plpgsql AS
E'BEGIN UPDATE "users" SET "search_name" = NEW."full_name" WHERE "id" = NEW."user_id" AND "search_name" IS DISTINCT FROM NEW."full_name"\x3B RETURN NULL\x3B END';

CREATE TRIGGER "profiles_copy_name_to_users"
  AFTER INSERT OR UPDATE OF "full_name" ON "profiles"
  FOR EACH ROW EXECUTE FUNCTION "users_copy_profile_name"();

CREATE INDEX "users_email_trgm_idx" ON "users" USING GIN ("email" gin_trgm_ops);
CREATE INDEX "users_search_name_trgm_idx" ON "users" USING GIN ("search_name" gin_trgm_ops);
CREATE INDEX "users_plan_trgm_idx" ON "users" USING GIN ("plan" gin_trgm_ops);
