-- The assignee picker's list (issue 25): the active staff by name, a page at a time, searched by
-- name or e-mail. Led by the role, then the name key of User Management's name order and the id
-- that breaks ties, so a page of staff is a short walk of the admins however many users there are.
-- Written by hand: an expression index, which the Prisma schema cannot declare.
CREATE INDEX "users_role_sort_name_idx" ON "users" ("role", lower(COALESCE("search_name", '')), "id");
