ALTER TABLE "jobs" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
-- Jobs running under the old fixed 5-minute lock keep that much time (their workers do not heartbeat).
UPDATE "jobs" SET "locked_until" = "locked_at" + interval '5 minutes' WHERE "status" = 'running' AND "locked_at" IS NOT NULL;
