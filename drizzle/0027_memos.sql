CREATE TABLE "memo_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"uploader_id" integer,
	"file" varchar(80) NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memo_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"topic_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"sender" varchar(8) NOT NULL,
	"body_text" text,
	"body_html" text,
	"template" varchar(40),
	"params" jsonb,
	"image_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memo_topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"category" varchar(16) NOT NULL,
	"started_by" varchar(8) NOT NULL,
	"title" varchar(200),
	"template" varchar(40),
	"params" jsonb,
	"allow_reply" boolean DEFAULT true NOT NULL,
	"is_modal" boolean DEFAULT false NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"is_read_modal" boolean DEFAULT false NOT NULL,
	"awaiting_staff" boolean DEFAULT false NOT NULL,
	"key" varchar(120),
	"broadcast_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "memo_messages_topic_idx" ON "memo_messages" USING btree ("topic_id","id");--> statement-breakpoint
CREATE INDEX "memo_messages_image_idx" ON "memo_messages" USING btree ("image_id");--> statement-breakpoint
CREATE INDEX "memo_topics_member_updated_idx" ON "memo_topics" USING btree ("member_id","updated_at");--> statement-breakpoint
CREATE INDEX "memo_topics_member_unread_idx" ON "memo_topics" USING btree ("member_id","is_read");--> statement-breakpoint
CREATE UNIQUE INDEX "memo_topics_member_key_uq" ON "memo_topics" USING btree ("member_id","key");