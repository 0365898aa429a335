ALTER TABLE "users" ADD COLUMN "team_role" text;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "actor_role" text;--> statement-breakpoint
-- Every admin so far could do everything: they become owners.
UPDATE "users" SET "team_role" = 'owner' WHERE "role" = 'admin';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_team_role_for_admins" CHECK (("users"."role" = 'admin') = ("users"."team_role" IS NOT NULL) AND ("users"."team_role" IS NULL OR "users"."team_role" IN ('owner', 'manager', 'packer', 'accountant')));