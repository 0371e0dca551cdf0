ALTER TABLE "kiosk_presence" ADD COLUMN "agent_version" text;
