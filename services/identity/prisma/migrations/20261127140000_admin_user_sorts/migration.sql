-- User Management's sortable columns (issue 24), each with its index: the sort key, then the id
-- that breaks ties, so a page after a cursor is one row comparison the index serves in order.
-- Written by hand: the name and last-login keys are expressions (no name and never signed in sort
-- first), which the Prisma schema cannot declare.
CREATE INDEX "users_sort_name_idx" ON "users" (lower(COALESCE("search_name", '')), "id");
CREATE INDEX "users_sort_email_idx" ON "users" ("email", "id");
CREATE INDEX "users_sort_role_idx" ON "users" ("role", "id");
CREATE INDEX "users_sort_status_idx" ON "users" ("status", "id");
CREATE INDEX "users_sort_plan_idx" ON "users" ("plan", "id");
CREATE INDEX "users_sort_last_login_idx" ON "users" (COALESCE("last_login_at", '-infinity'::timestamptz), "id");
