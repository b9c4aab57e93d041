CREATE TABLE "protection_limits" (
	"member_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"amount" bigint,
	"pending_amount" bigint,
	"pending_at" timestamp with time zone,
	"operator_amount" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "protection_limits_pk" PRIMARY KEY("member_id","kind")
);
--> statement-breakpoint
CREATE TABLE "protection_members" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"reality_check_minutes" integer,
	"exclusion" varchar(16),
	"excluded_at" timestamp with time zone,
	"excluded_until" timestamp with time zone,
	"lift_at" timestamp with time zone,
	"limits_reviewed_at" timestamp with time zone,
	"limit_prompt_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
