-- The database schema as db/migrations leave it, read from the catalog of a freshly migrated database.
-- Written by `pnpm db:schema` (apps/api/src/scripts/db-schema.ts): do not edit it by hand. Change the schema with a
-- new migration, then run the command and commit this file with it; a test fails while the two disagree.
-- For reading, not for running: databases are made by the migrations. Tables come in name order, each with its
-- constraints, indexes and triggers; functions last, in name order, with their bodies.
-- Left out: schema_migrations (the migration runner's record of what it applied), pg-boss's own schema `pgboss`
-- (created by pg-boss when the app starts, not by a migration), the rows migrations insert, owners and grants.

-- Extensions

CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;

-- Tables

CREATE TABLE activity_items (
  reader_id uuid NOT NULL,
  created_at timestamp with time zone NOT NULL,
  marker_id uuid NOT NULL,
  author_id uuid NOT NULL,
  date date NOT NULL,
  task_names text[] NOT NULL,
  streak integer,
  CONSTRAINT activity_items_pkey PRIMARY KEY (reader_id, created_at, marker_id),
  CONSTRAINT activity_items_marker_id_fkey FOREIGN KEY (marker_id) REFERENCES tasks(id) ON DELETE CASCADE
);
CREATE INDEX activity_items_created_brin ON activity_items USING brin (created_at);
CREATE INDEX activity_items_marker_idx ON activity_items USING btree (marker_id);

CREATE TABLE challenge_departures (
  challenge_id uuid NOT NULL,
  user_id uuid NOT NULL,
  joined_at timestamp with time zone NOT NULL,
  left_at timestamp with time zone NOT NULL,
  progress integer NOT NULL,
  CONSTRAINT challenge_departures_pkey PRIMARY KEY (challenge_id, user_id),
  CONSTRAINT challenge_departures_challenge_id_fkey FOREIGN KEY (challenge_id) REFERENCES challenges(id) ON DELETE CASCADE,
  CONSTRAINT challenge_departures_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE,
  CONSTRAINT challenge_departures_progress_check CHECK (progress >= 0)
);
CREATE INDEX challenge_departures_user_idx ON challenge_departures USING btree (user_id, joined_at DESC, challenge_id DESC);
CREATE TRIGGER challenge_departures_progress_counts AFTER INSERT OR DELETE ON challenge_departures FOR EACH ROW EXECUTE FUNCTION count_departures();

CREATE TABLE challenge_ends_untold (
  challenge_id uuid NOT NULL,
  end_date timestamp with time zone NOT NULL,
  CONSTRAINT challenge_ends_untold_pkey PRIMARY KEY (challenge_id),
  CONSTRAINT challenge_ends_untold_challenge_id_fkey FOREIGN KEY (challenge_id) REFERENCES challenges(id) ON DELETE CASCADE
);
CREATE INDEX challenge_ends_untold_end_idx ON challenge_ends_untold USING btree (end_date);

CREATE TABLE challenge_invites (
  challenge_id uuid NOT NULL,
  token text,
  changed_at timestamp with time zone NOT NULL,
  CONSTRAINT challenge_invites_pkey PRIMARY KEY (challenge_id),
  CONSTRAINT challenge_invites_token_key UNIQUE (token),
  CONSTRAINT challenge_invites_challenge_id_fkey FOREIGN KEY (challenge_id) REFERENCES challenges(id) ON DELETE CASCADE,
  CONSTRAINT challenge_invites_token_check CHECK (length(token) >= 22 AND length(token) <= 64)
);

CREATE TABLE challenge_participants (
  challenge_id uuid NOT NULL,
  user_id uuid NOT NULL,
  joined_at timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
  progress integer DEFAULT 0 NOT NULL,
  CONSTRAINT challenge_participants_pkey PRIMARY KEY (challenge_id, user_id),
  CONSTRAINT challenge_participants_challenge_id_fkey FOREIGN KEY (challenge_id) REFERENCES challenges(id) ON DELETE CASCADE,
  CONSTRAINT challenge_participants_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE,
  CONSTRAINT challenge_participants_progress_check CHECK (progress >= 0)
);
CREATE INDEX challenge_participants_joined_idx ON challenge_participants USING btree (challenge_id, joined_at, user_id);
CREATE INDEX challenge_participants_progress_idx ON challenge_participants USING btree (challenge_id, progress DESC, joined_at, user_id);
CREATE INDEX challenge_participants_user_idx ON challenge_participants USING btree (user_id, joined_at DESC, challenge_id DESC);
CREATE TRIGGER challenge_participants_changed AFTER INSERT OR DELETE OR UPDATE ON challenge_participants FOR EACH ROW EXECUTE FUNCTION notify_participants_changed();
CREATE TRIGGER challenge_participants_progress_counts AFTER INSERT OR DELETE OR UPDATE OF progress ON challenge_participants FOR EACH ROW EXECUTE FUNCTION count_participations();
CREATE TRIGGER challenge_participants_truncated AFTER TRUNCATE ON challenge_participants FOR EACH STATEMENT EXECUTE FUNCTION notify_every_participant_list_changed();

CREATE TABLE challenges (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  name text NOT NULL,
  description text NOT NULL,
  duration_days integer NOT NULL,
  created_by uuid,
  start_date date NOT NULL,
  end_date timestamp with time zone GENERATED ALWAYS AS (((start_date + duration_days)::timestamp without time zone AT TIME ZONE 'UTC'::text)) STORED NOT NULL,
  participant_count integer DEFAULT 1 NOT NULL,
  created_at timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
  CONSTRAINT challenges_pkey PRIMARY KEY (id),
  CONSTRAINT challenges_created_by_fkey FOREIGN KEY (created_by) REFERENCES users(id) ON DELETE SET NULL,
  CONSTRAINT challenges_description_check CHECK (char_length(description) >= 1 AND char_length(description) <= 500),
  CONSTRAINT challenges_duration_days_check CHECK (duration_days = ANY (ARRAY[7, 14, 21, 30])),
  CONSTRAINT challenges_name_check CHECK (char_length(name) >= 1 AND char_length(name) <= 80),
  CONSTRAINT challenges_participant_count_check CHECK (participant_count >= 0)
);
CREATE INDEX challenges_created_idx ON challenges USING btree (created_at DESC, id DESC);
CREATE INDEX challenges_creator_idx ON challenges USING btree (created_by, created_at DESC, id DESC);
CREATE TRIGGER challenges_list_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON challenges FOR EACH STATEMENT EXECUTE FUNCTION notify_challenge_list_changed();
CREATE TRIGGER challenges_notification_name_changed AFTER UPDATE OF name ON challenges FOR EACH ROW WHEN (new.name IS DISTINCT FROM old.name) EXECUTE FUNCTION notify_notification_pages();

CREATE TABLE cheers (
  marker_id uuid NOT NULL,
  cheerer_id uuid NOT NULL,
  created_at timestamp with time zone NOT NULL,
  CONSTRAINT cheers_pkey PRIMARY KEY (marker_id, cheerer_id),
  CONSTRAINT cheers_cheerer_id_fkey FOREIGN KEY (cheerer_id) REFERENCES users(id) ON DELETE CASCADE,
  CONSTRAINT cheers_marker_id_fkey FOREIGN KEY (marker_id) REFERENCES tasks(id) ON DELETE CASCADE
);
CREATE INDEX cheers_cheerer_idx ON cheers USING btree (cheerer_id);
CREATE INDEX cheers_created_idx ON cheers USING btree (created_at);

CREATE TABLE daily_quotes (
  user_id uuid NOT NULL,
  date date NOT NULL,
  quote text NOT NULL,
  source text NOT NULL,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT daily_quotes_pkey PRIMARY KEY (user_id, date),
  CONSTRAINT daily_quotes_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE,
  CONSTRAINT daily_quotes_source_check CHECK (source = ANY (ARRAY['model'::text, 'bundled'::text]))
);

CREATE TABLE demo_payment_intents (
  id text NOT NULL,
  client_secret_hash text NOT NULL,
  user_id uuid NOT NULL,
  amount integer NOT NULL,
  currency text NOT NULL,
  status text NOT NULL,
  card_last4 text,
  last_error text,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT demo_payment_intents_pkey PRIMARY KEY (id),
  CONSTRAINT demo_payment_intents_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE,
  CONSTRAINT demo_payment_intents_status_check CHECK (status = ANY (ARRAY['requires_payment_method'::text, 'succeeded'::text, 'canceled'::text]))
);

CREATE TABLE domain_events (
  id bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
  type text NOT NULL,
  payload jsonb NOT NULL,
  occurred_at timestamp with time zone NOT NULL,
  queued_at timestamp with time zone,
  CONSTRAINT domain_events_pkey PRIMARY KEY (id)
);
CREATE INDEX domain_events_occurred_brin ON domain_events USING brin (occurred_at);
CREATE INDEX domain_events_waiting_idx ON domain_events USING btree (id) WHERE queued_at IS NULL;

CREATE TABLE ended_sessions (
  token_hash text NOT NULL,
  forget_at timestamp with time zone NOT NULL,
  CONSTRAINT ended_sessions_pkey PRIMARY KEY (token_hash)
);
CREATE INDEX ended_sessions_forget_at_idx ON ended_sessions USING btree (forget_at);

CREATE TABLE feed_fanout_jobs (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  author_id uuid NOT NULL,
  post_id uuid,
  reader_id uuid,
  cursor_at timestamp with time zone,
  cursor_id uuid,
  created_at timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
  CONSTRAINT feed_fanout_jobs_pkey PRIMARY KEY (id),
  CONSTRAINT feed_fanout_jobs_author_id_fkey FOREIGN KEY (author_id) REFERENCES users(id) ON DELETE CASCADE,
  CONSTRAINT feed_fanout_jobs_post_id_fkey FOREIGN KEY (post_id) REFERENCES posts(id) ON DELETE CASCADE,
  CONSTRAINT feed_fanout_jobs_reader_id_fkey FOREIGN KEY (reader_id) REFERENCES users(id) ON DELETE CASCADE,
  CONSTRAINT feed_fanout_jobs_check CHECK ((post_id IS NULL) <> (reader_id IS NULL))
);
CREATE INDEX feed_fanout_jobs_created_idx ON feed_fanout_jobs USING btree (created_at);

CREATE TABLE feed_items (
  user_id uuid NOT NULL,
  created_at timestamp with time zone NOT NULL,
  post_id uuid NOT NULL,
  CONSTRAINT feed_items_pkey PRIMARY KEY (user_id, created_at, post_id),
  CONSTRAINT feed_items_post_id_fkey FOREIGN KEY (post_id) REFERENCES posts(id) ON DELETE CASCADE,
  CONSTRAINT feed_items_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE
);
CREATE INDEX feed_items_post_idx ON feed_items USING btree (post_id);

CREATE TABLE friend_invites (
  user_id uuid NOT NULL,
  token text NOT NULL,
  changed_at timestamp with time zone NOT NULL,
  CONSTRAINT friend_invites_pkey PRIMARY KEY (user_id),
  CONSTRAINT friend_invites_token_key UNIQUE (token),
  CONSTRAINT friend_invites_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE,
  CONSTRAINT friend_invites_token_check CHECK (length(token) >= 22 AND length(token) <= 64)
);

CREATE TABLE friend_streaks (
  friendship_id uuid NOT NULL,
  user_low uuid NOT NULL,
  user_high uuid NOT NULL,
  days integer NOT NULL,
  last_date date NOT NULL,
  CONSTRAINT friend_streaks_pkey PRIMARY KEY (user_low, user_high),
  CONSTRAINT friend_streaks_friendship_id_fkey FOREIGN KEY (friendship_id) REFERENCES friendships(id) ON DELETE CASCADE,
  CONSTRAINT friend_streaks_check CHECK (user_low < user_high),
  CONSTRAINT friend_streaks_days_check CHECK (days > 0)
);
CREATE INDEX friend_streaks_friendship_idx ON friend_streaks USING btree (friendship_id);

CREATE TABLE friendships (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  requester_id uuid NOT NULL,
  addressee_id uuid NOT NULL,
  status text NOT NULL,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  responded_at timestamp with time zone,
  withdrawn boolean DEFAULT false NOT NULL,
  CONSTRAINT friendships_pkey PRIMARY KEY (id),
  CONSTRAINT friendships_addressee_id_fkey FOREIGN KEY (addressee_id) REFERENCES users(id) ON DELETE CASCADE,
  CONSTRAINT friendships_requester_id_fkey FOREIGN KEY (requester_id) REFERENCES users(id) ON DELETE CASCADE,
  CONSTRAINT friendships_check CHECK (requester_id <> addressee_id),
  CONSTRAINT friendships_status_check CHECK (status = ANY (ARRAY['pending'::text, 'accepted'::text, 'declined'::text]))
);
CREATE INDEX friendships_accepted_by_addressee_idx ON friendships USING btree (addressee_id, created_at DESC, id DESC) INCLUDE (requester_id) WHERE status = 'accepted'::text;
CREATE INDEX friendships_accepted_by_requester_idx ON friendships USING btree (requester_id, created_at DESC, id DESC) INCLUDE (addressee_id) WHERE status = 'accepted'::text;
CREATE INDEX friendships_addressee_idx ON friendships USING btree (addressee_id, status);
CREATE INDEX friendships_incoming_pending_idx ON friendships USING btree (addressee_id, created_at DESC, id DESC) WHERE status = 'pending'::text;
CREATE UNIQUE INDEX friendships_pair_key ON friendships USING btree (LEAST(requester_id, addressee_id), GREATEST(requester_id, addressee_id));
CREATE INDEX friendships_requester_idx ON friendships USING btree (requester_id, status);
CREATE INDEX friendships_sent_idx ON friendships USING btree (requester_id, created_at DESC, id DESC) WHERE status <> 'accepted'::text AND NOT withdrawn;
CREATE TRIGGER friendships_activity_follow AFTER INSERT OR DELETE OR UPDATE OF status ON friendships FOR EACH ROW EXECUTE FUNCTION activity_follow_friendship();
CREATE TRIGGER friendships_feed_follow AFTER INSERT OR DELETE OR UPDATE OF status ON friendships FOR EACH ROW EXECUTE FUNCTION feed_follow_friendship();
CREATE TRIGGER friendships_notification_declined AFTER UPDATE OF status ON friendships FOR EACH ROW WHEN ((old.status = 'declined'::text) IS DISTINCT FROM (new.status = 'declined'::text)) EXECUTE FUNCTION notify_notification_request();
CREATE TRIGGER friendships_progress_counts AFTER INSERT OR DELETE OR UPDATE OF status ON friendships FOR EACH ROW EXECUTE FUNCTION count_friendships();

CREATE TABLE mood_logs (
  user_id uuid NOT NULL,
  date date NOT NULL,
  mood text NOT NULL,
  logged_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT mood_logs_pkey PRIMARY KEY (user_id, date),
  CONSTRAINT mood_logs_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE,
  CONSTRAINT mood_logs_mood_check CHECK (mood = ANY (ARRAY['excited'::text, 'happy'::text, 'neutral'::text, 'tired'::text, 'stressed'::text, 'motivated'::text]))
);
CREATE TRIGGER mood_logs_history_changed AFTER INSERT OR DELETE OR UPDATE ON mood_logs FOR EACH ROW EXECUTE FUNCTION notify_history_changed();

CREATE TABLE notification_actors (
  notification_id uuid NOT NULL,
  actor_id uuid NOT NULL,
  created_at timestamp with time zone NOT NULL,
  CONSTRAINT notification_actors_pkey PRIMARY KEY (notification_id, actor_id),
  CONSTRAINT notification_actors_actor_id_fkey FOREIGN KEY (actor_id) REFERENCES users(id) ON DELETE CASCADE,
  CONSTRAINT notification_actors_notification_id_fkey FOREIGN KEY (notification_id) REFERENCES notifications(id) ON DELETE CASCADE
);
CREATE INDEX notification_actors_actor_idx ON notification_actors USING btree (actor_id);
CREATE INDEX notification_actors_latest_idx ON notification_actors USING btree (notification_id, created_at DESC, actor_id);
CREATE TRIGGER notification_actors_added AFTER INSERT ON notification_actors REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notification_actors_summarise();
CREATE TRIGGER notification_actors_removed AFTER DELETE ON notification_actors REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notification_actors_summarise();

CREATE TABLE notification_pushes (
  notification_id uuid NOT NULL,
  actor_id uuid NOT NULL,
  recipient_id uuid NOT NULL,
  local_day date NOT NULL,
  created_at timestamp with time zone NOT NULL,
  CONSTRAINT notification_pushes_pkey PRIMARY KEY (notification_id, actor_id),
  CONSTRAINT notification_pushes_notification_id_fkey FOREIGN KEY (notification_id) REFERENCES notifications(id) ON DELETE CASCADE,
  CONSTRAINT notification_pushes_recipient_id_fkey FOREIGN KEY (recipient_id) REFERENCES users(id) ON DELETE CASCADE
);
CREATE INDEX notification_pushes_day_idx ON notification_pushes USING btree (recipient_id, local_day);

CREATE TABLE notification_settings (
  user_id uuid NOT NULL,
  push_off text[] DEFAULT '{}'::text[] NOT NULL,
  quiet_hours boolean DEFAULT true NOT NULL,
  quiet_start smallint DEFAULT 1320 NOT NULL,
  quiet_end smallint DEFAULT 480 NOT NULL,
  CONSTRAINT notification_settings_pkey PRIMARY KEY (user_id),
  CONSTRAINT notification_settings_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE,
  CONSTRAINT notification_settings_quiet_end_check CHECK (quiet_end >= 0 AND quiet_end <= 1439),
  CONSTRAINT notification_settings_quiet_start_check CHECK (quiet_start >= 0 AND quiet_start <= 1439)
);

CREATE TABLE notifications (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  recipient_id uuid NOT NULL,
  kind text NOT NULL,
  group_key text NOT NULL,
  post_id uuid,
  comment_id uuid,
  challenge_id uuid,
  friendship_id uuid,
  days integer,
  place integer,
  created_at timestamp with time zone NOT NULL,
  date date,
  tasks_left integer,
  actor_count integer DEFAULT 0 NOT NULL,
  latest_actors uuid[] DEFAULT '{}'::uuid[] NOT NULL,
  CONSTRAINT notifications_pkey PRIMARY KEY (id),
  CONSTRAINT notifications_group_key UNIQUE (recipient_id, group_key),
  CONSTRAINT notifications_challenge_id_fkey FOREIGN KEY (challenge_id) REFERENCES challenges(id) ON DELETE CASCADE,
  CONSTRAINT notifications_comment_id_fkey FOREIGN KEY (comment_id) REFERENCES post_comments(id) ON DELETE CASCADE,
  CONSTRAINT notifications_friendship_id_fkey FOREIGN KEY (friendship_id) REFERENCES friendships(id) ON DELETE CASCADE,
  CONSTRAINT notifications_post_id_fkey FOREIGN KEY (post_id) REFERENCES posts(id) ON DELETE CASCADE,
  CONSTRAINT notifications_recipient_id_fkey FOREIGN KEY (recipient_id) REFERENCES users(id) ON DELETE CASCADE,
  CONSTRAINT notifications_days_check CHECK (days > 0),
  CONSTRAINT notifications_kind_check CHECK (kind = ANY (ARRAY['like'::text, 'comment'::text, 'friend_request'::text, 'friend_accepted'::text, 'challenge_joined'::text, 'challenge_ended'::text, 'milestone'::text, 'cheer'::text, 'nudge'::text])),
  CONSTRAINT notifications_place_check CHECK (place > 0),
  CONSTRAINT notifications_tasks_left_check CHECK (tasks_left >= 0)
);
CREATE INDEX notifications_challenge_idx ON notifications USING btree (challenge_id) WHERE challenge_id IS NOT NULL;
CREATE INDEX notifications_comment_idx ON notifications USING btree (comment_id) WHERE comment_id IS NOT NULL;
CREATE INDEX notifications_created_idx ON notifications USING btree (created_at);
CREATE INDEX notifications_friendship_idx ON notifications USING btree (friendship_id) WHERE friendship_id IS NOT NULL;
CREATE INDEX notifications_post_idx ON notifications USING btree (post_id) WHERE post_id IS NOT NULL;
CREATE INDEX notifications_recipient_idx ON notifications USING btree (recipient_id, created_at DESC, id DESC);
CREATE TRIGGER notifications_page_added AFTER INSERT ON notifications REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_notification_items();
CREATE TRIGGER notifications_page_changed AFTER UPDATE ON notifications REFERENCING OLD TABLE AS old_items NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION notify_notification_items_updated();
CREATE TRIGGER notifications_page_removed AFTER DELETE ON notifications REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_notification_items();
CREATE TRIGGER notifications_page_truncated AFTER TRUNCATE ON notifications FOR EACH STATEMENT EXECUTE FUNCTION notify_notification_pages();

CREATE TABLE nudges (
  sender_id uuid NOT NULL,
  recipient_id uuid NOT NULL,
  date date NOT NULL,
  created_at timestamp with time zone NOT NULL,
  pushed_at timestamp with time zone,
  CONSTRAINT nudges_pkey PRIMARY KEY (sender_id, recipient_id, date),
  CONSTRAINT nudges_recipient_id_fkey FOREIGN KEY (recipient_id) REFERENCES users(id) ON DELETE CASCADE,
  CONSTRAINT nudges_sender_id_fkey FOREIGN KEY (sender_id) REFERENCES users(id) ON DELETE CASCADE
);
CREATE INDEX nudges_created_idx ON nudges USING btree (created_at);
CREATE INDEX nudges_recipient_idx ON nudges USING btree (recipient_id);
CREATE INDEX nudges_sender_idx ON nudges USING btree (sender_id, created_at);

CREATE TABLE photo_deletions (
  key text NOT NULL,
  created_at timestamp with time zone NOT NULL,
  CONSTRAINT photo_deletions_pkey PRIMARY KEY (key)
);

CREATE TABLE post_comments (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  post_id uuid NOT NULL,
  user_id uuid NOT NULL,
  content text NOT NULL,
  created_at timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
  edited_at timestamp with time zone,
  CONSTRAINT post_comments_pkey PRIMARY KEY (id),
  CONSTRAINT post_comments_post_id_fkey FOREIGN KEY (post_id) REFERENCES posts(id) ON DELETE CASCADE,
  CONSTRAINT post_comments_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE,
  CONSTRAINT post_comments_content_check CHECK (char_length(content) >= 1 AND char_length(content) <= 500)
);
CREATE INDEX post_comments_post_created_idx ON post_comments USING btree (post_id, created_at, id);
CREATE INDEX post_comments_user_idx ON post_comments USING btree (user_id);

CREATE TABLE post_likes (
  post_id uuid NOT NULL,
  user_id uuid NOT NULL,
  created_at timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
  CONSTRAINT post_likes_pkey PRIMARY KEY (post_id, user_id),
  CONSTRAINT post_likes_post_id_fkey FOREIGN KEY (post_id) REFERENCES posts(id) ON DELETE CASCADE,
  CONSTRAINT post_likes_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE
);
CREATE INDEX post_likes_post_created_idx ON post_likes USING btree (post_id, created_at DESC, user_id DESC);
CREATE INDEX post_likes_user_idx ON post_likes USING btree (user_id);

CREATE TABLE posts (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  user_id uuid NOT NULL,
  photo_url text NOT NULL,
  caption text DEFAULT ''::text NOT NULL,
  like_count integer DEFAULT 0 NOT NULL,
  comment_count integer DEFAULT 0 NOT NULL,
  created_at timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
  photo_width integer,
  photo_height integer,
  CONSTRAINT posts_pkey PRIMARY KEY (id),
  CONSTRAINT posts_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE,
  CONSTRAINT posts_comment_count_check CHECK (comment_count >= 0),
  CONSTRAINT posts_like_count_check CHECK (like_count >= 0),
  CONSTRAINT posts_photo_height_check CHECK (photo_height > 0),
  CONSTRAINT posts_photo_width_check CHECK (photo_width > 0)
);
CREATE INDEX posts_photo_sizes_missing_idx ON posts USING btree (id) WHERE photo_width IS NULL;
CREATE INDEX posts_photo_url_idx ON posts USING btree (photo_url);
CREATE INDEX posts_user_created_idx ON posts USING btree (user_id, created_at DESC, id DESC);
CREATE TRIGGER posts_feed_fan_out AFTER INSERT ON posts FOR EACH ROW EXECUTE FUNCTION feed_fan_out_post();
CREATE TRIGGER posts_notification_photo_changed AFTER UPDATE OF photo_url, photo_width ON posts FOR EACH ROW WHEN (new.photo_url IS DISTINCT FROM old.photo_url OR new.photo_width IS DISTINCT FROM old.photo_width) EXECUTE FUNCTION notify_notification_pages();
CREATE TRIGGER posts_progress_counts AFTER INSERT OR DELETE ON posts FOR EACH ROW EXECUTE FUNCTION count_posts();

CREATE TABLE push_subscriptions (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  user_id uuid NOT NULL,
  endpoint text NOT NULL,
  p256dh text NOT NULL,
  auth text NOT NULL,
  expires_at timestamp with time zone,
  reminded_date date,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  updated_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT push_subscriptions_pkey PRIMARY KEY (id),
  CONSTRAINT push_subscriptions_endpoint_key UNIQUE (endpoint),
  CONSTRAINT push_subscriptions_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE,
  CONSTRAINT push_subscriptions_auth_check CHECK (char_length(auth) <= 30),
  CONSTRAINT push_subscriptions_endpoint_check CHECK (char_length(endpoint) <= 2048),
  CONSTRAINT push_subscriptions_p256dh_check CHECK (char_length(p256dh) <= 100)
);
CREATE INDEX push_subscriptions_user_idx ON push_subscriptions USING btree (user_id, updated_at);

CREATE TABLE rate_limit_hits (
  key text NOT NULL,
  hits integer NOT NULL,
  reset_at timestamp with time zone NOT NULL,
  CONSTRAINT rate_limit_hits_pkey PRIMARY KEY (key)
);
CREATE INDEX rate_limit_hits_reset_at_idx ON rate_limit_hits USING btree (reset_at);

CREATE TABLE sessions (
  token_hash text NOT NULL,
  user_id uuid NOT NULL,
  created_at timestamp with time zone NOT NULL,
  last_seen_at timestamp with time zone NOT NULL,
  expires_at timestamp with time zone NOT NULL,
  public_id uuid DEFAULT gen_random_uuid() NOT NULL,
  user_agent text,
  CONSTRAINT sessions_pkey PRIMARY KEY (token_hash),
  CONSTRAINT sessions_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE,
  CONSTRAINT sessions_user_agent_check CHECK (char_length(user_agent) <= 512)
);
CREATE INDEX sessions_expires_at_idx ON sessions USING btree (expires_at);
CREATE UNIQUE INDEX sessions_public_id_key ON sessions USING btree (public_id);
CREATE INDEX sessions_user_created_idx ON sessions USING btree (user_id, created_at DESC);
CREATE TRIGGER sessions_ended AFTER DELETE ON sessions REFERENCING OLD TABLE AS ended FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_ended();
CREATE TRIGGER sessions_shortened AFTER UPDATE ON sessions FOR EACH ROW WHEN (new.expires_at < old.expires_at OR new.created_at <> old.created_at OR new.user_id <> old.user_id OR new.token_hash <> old.token_hash) EXECUTE FUNCTION notify_session_user_changed();

CREATE TABLE streak_breaks (
  user_id uuid NOT NULL,
  from_date date NOT NULL,
  to_date date NOT NULL,
  created_at timestamp with time zone NOT NULL,
  CONSTRAINT streak_breaks_pkey PRIMARY KEY (user_id, from_date),
  CONSTRAINT streak_breaks_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE,
  CONSTRAINT streak_breaks_check CHECK (to_date >= from_date AND (to_date - from_date) < 30)
);
CREATE TRIGGER streak_breaks_history_changed AFTER INSERT OR DELETE OR UPDATE ON streak_breaks FOR EACH ROW EXECUTE FUNCTION notify_history_changed();

CREATE TABLE streak_days (
  user_id uuid NOT NULL,
  date date NOT NULL,
  state text NOT NULL,
  CONSTRAINT streak_days_pkey PRIMARY KEY (user_id, date),
  CONSTRAINT streak_days_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE,
  CONSTRAINT streak_days_state_check CHECK (state = ANY (ARRAY['frozen'::text, 'restored'::text]))
);
CREATE TRIGGER streak_days_history_changed AFTER INSERT OR DELETE OR UPDATE ON streak_days FOR EACH ROW EXECUTE FUNCTION notify_history_changed();

CREATE TABLE streak_milestones (
  user_id uuid NOT NULL,
  days integer NOT NULL,
  reached_on date NOT NULL,
  CONSTRAINT streak_milestones_pkey PRIMARY KEY (user_id, days),
  CONSTRAINT streak_milestones_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE,
  CONSTRAINT streak_milestones_days_check CHECK (days > 0)
);
CREATE TRIGGER streak_milestones_history_changed AFTER INSERT OR DELETE OR UPDATE ON streak_milestones FOR EACH ROW EXECUTE FUNCTION notify_history_changed();

CREATE TABLE subscriptions (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  user_id uuid NOT NULL,
  payment_intent_id text NOT NULL,
  provider text NOT NULL,
  type text NOT NULL,
  price_cents integer NOT NULL,
  starts_at timestamp with time zone NOT NULL,
  ends_at timestamp with time zone NOT NULL,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT subscriptions_pkey PRIMARY KEY (id),
  CONSTRAINT subscriptions_payment_intent_id_key UNIQUE (payment_intent_id),
  CONSTRAINT subscriptions_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE,
  CONSTRAINT subscriptions_type_check CHECK (type = 'premium'::text)
);
CREATE INDEX subscriptions_user_idx ON subscriptions USING btree (user_id, ends_at DESC);

CREATE TABLE tasks (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  user_id uuid NOT NULL,
  name text NOT NULL,
  emoji text DEFAULT '✅'::text NOT NULL,
  date date NOT NULL,
  completed boolean DEFAULT false NOT NULL,
  is_marker boolean DEFAULT false NOT NULL,
  created_at timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
  updated_at timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
  day_task_names text[],
  day_locked boolean DEFAULT false NOT NULL,
  day_streak integer,
  CONSTRAINT tasks_pkey PRIMARY KEY (id),
  CONSTRAINT tasks_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE,
  CONSTRAINT tasks_check CHECK (NOT is_marker OR completed AND name = 'Daily tasks completed'::text),
  CONSTRAINT tasks_day_streak_check CHECK (day_streak > 0),
  CONSTRAINT tasks_day_streak_on_markers CHECK (day_streak IS NULL OR is_marker),
  CONSTRAINT tasks_day_task_names_on_markers CHECK (is_marker = (day_task_names IS NOT NULL)),
  CONSTRAINT tasks_name_check CHECK (char_length(btrim(name)) >= 1 AND char_length(btrim(name)) <= 60)
);
CREATE UNIQUE INDEX tasks_day_marker_key ON tasks USING btree (user_id, date) WHERE is_marker;
CREATE INDEX tasks_done_by_date_idx ON tasks USING btree (user_id, date) WHERE completed AND NOT is_marker;
CREATE INDEX tasks_user_date_idx ON tasks USING btree (user_id, date, created_at);
CREATE TRIGGER tasks_history_added AFTER INSERT ON tasks FOR EACH ROW WHEN (new.completed OR new.is_marker) EXECUTE FUNCTION notify_history_changed();
CREATE TRIGGER tasks_history_changed AFTER UPDATE OF completed, is_marker, date, user_id ON tasks FOR EACH ROW WHEN ((old.completed OR old.is_marker OR new.completed OR new.is_marker) AND (new.completed IS DISTINCT FROM old.completed OR new.is_marker IS DISTINCT FROM old.is_marker OR new.date IS DISTINCT FROM old.date OR new.user_id IS DISTINCT FROM old.user_id)) EXECUTE FUNCTION notify_history_changed();
CREATE TRIGGER tasks_history_removed AFTER DELETE ON tasks FOR EACH ROW WHEN (old.completed OR old.is_marker) EXECUTE FUNCTION notify_history_changed();

CREATE TABLE theme_packages (
  id text NOT NULL,
  name text NOT NULL,
  description text NOT NULL,
  category text NOT NULL,
  is_premium boolean NOT NULL,
  colors text NOT NULL,
  sort_order integer NOT NULL,
  CONSTRAINT theme_packages_pkey PRIMARY KEY (id),
  CONSTRAINT theme_packages_name_key UNIQUE (name)
);

CREATE TABLE trophies (
  id text NOT NULL,
  name text NOT NULL,
  description text NOT NULL,
  icon text NOT NULL,
  criteria_type text NOT NULL,
  criteria_value integer NOT NULL,
  sort_order integer NOT NULL,
  CONSTRAINT trophies_pkey PRIMARY KEY (id),
  CONSTRAINT trophies_criteria_type_check CHECK (criteria_type = ANY (ARRAY['streak'::text, 'add_friend'::text, 'challenge_complete'::text, 'challenge_join'::text, 'first_post'::text, 'post_count'::text, 'premium_subscribe'::text])),
  CONSTRAINT trophies_criteria_value_check CHECK (criteria_value > 0)
);

CREATE TABLE user_blocks (
  blocker_id uuid NOT NULL,
  blocked_id uuid NOT NULL,
  created_at timestamp with time zone NOT NULL,
  CONSTRAINT user_blocks_pkey PRIMARY KEY (blocker_id, blocked_id),
  CONSTRAINT user_blocks_blocked_id_fkey FOREIGN KEY (blocked_id) REFERENCES users(id) ON DELETE CASCADE,
  CONSTRAINT user_blocks_blocker_id_fkey FOREIGN KEY (blocker_id) REFERENCES users(id) ON DELETE CASCADE,
  CONSTRAINT user_blocks_check CHECK (blocker_id <> blocked_id)
);
CREATE INDEX user_blocks_blocked_idx ON user_blocks USING btree (blocked_id);
CREATE INDEX user_blocks_list_idx ON user_blocks USING btree (blocker_id, created_at DESC, blocked_id DESC);
CREATE TRIGGER user_blocks_notification_pages AFTER INSERT OR DELETE ON user_blocks FOR EACH ROW EXECUTE FUNCTION notify_notification_block();
CREATE TRIGGER user_blocks_notification_truncated AFTER TRUNCATE ON user_blocks FOR EACH STATEMENT EXECUTE FUNCTION notify_notification_pages();

CREATE TABLE user_themes (
  user_id uuid NOT NULL,
  theme_package_id text NOT NULL,
  is_active boolean DEFAULT false NOT NULL,
  acquired_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT user_themes_pkey PRIMARY KEY (user_id, theme_package_id),
  CONSTRAINT user_themes_theme_package_id_fkey FOREIGN KEY (theme_package_id) REFERENCES theme_packages(id),
  CONSTRAINT user_themes_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX user_themes_one_active_key ON user_themes USING btree (user_id) WHERE is_active;

CREATE TABLE user_trophies (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  user_id uuid NOT NULL,
  trophy_id text NOT NULL,
  earned_at timestamp with time zone NOT NULL,
  celebrated_at timestamp with time zone,
  seen_at timestamp with time zone,
  CONSTRAINT user_trophies_pkey PRIMARY KEY (id),
  CONSTRAINT user_trophies_user_id_trophy_id_key UNIQUE (user_id, trophy_id),
  CONSTRAINT user_trophies_trophy_id_fkey FOREIGN KEY (trophy_id) REFERENCES trophies(id),
  CONSTRAINT user_trophies_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE
);

CREATE TABLE users (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  username text NOT NULL,
  password_hash text NOT NULL,
  bio text DEFAULT ''::text NOT NULL,
  profile_photo text,
  is_profile_private boolean DEFAULT false NOT NULL,
  subscription_end_date timestamp with time zone,
  streak_count integer DEFAULT 0 NOT NULL,
  last_completed_date date,
  last_streak_restoration_date date,
  password_changed_at timestamp with time zone DEFAULT now() NOT NULL,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  time_zone text DEFAULT 'UTC'::text NOT NULL,
  day_start_hour smallint DEFAULT 0 NOT NULL,
  last_day_ended_at timestamp with time zone,
  streak_until timestamp with time zone,
  reminder_enabled boolean DEFAULT false NOT NULL,
  reminder_minute smallint DEFAULT 1200 NOT NULL,
  next_reminder_at timestamp with time zone,
  reminded_date date,
  friend_count integer DEFAULT 0 NOT NULL,
  post_count integer DEFAULT 0 NOT NULL,
  challenges_joined integer DEFAULT 0 NOT NULL,
  challenges_completed integer DEFAULT 0 NOT NULL,
  password_generation integer DEFAULT 0 NOT NULL,
  time_zone_auto boolean DEFAULT true NOT NULL,
  cancel_at_period_end boolean DEFAULT false NOT NULL,
  freezes smallint DEFAULT 0 NOT NULL,
  freezes_earned integer DEFAULT 0 NOT NULL,
  streak_settled_date date,
  streak_settled_end timestamp with time zone,
  streak_settle_at timestamp with time zone,
  streak_started_date date,
  best_streak integer DEFAULT 0 NOT NULL,
  best_streak_from date,
  best_streak_to date,
  days_done integer DEFAULT 0 NOT NULL,
  notifications_read_at timestamp with time zone,
  notifications_read_id uuid,
  nudges_enabled boolean DEFAULT true NOT NULL,
  language text,
  CONSTRAINT users_pkey PRIMARY KEY (id),
  CONSTRAINT users_challenges_completed_check CHECK (challenges_completed >= 0),
  CONSTRAINT users_challenges_joined_check CHECK (challenges_joined >= 0),
  CONSTRAINT users_day_start_hour_check CHECK (day_start_hour >= 0 AND day_start_hour <= 4),
  CONSTRAINT users_freezes_check CHECK (freezes >= 0),
  CONSTRAINT users_friend_count_check CHECK (friend_count >= 0),
  CONSTRAINT users_language_known CHECK (language = ANY (ARRAY['en'::text, 'es'::text, 'de'::text, 'ar'::text])),
  CONSTRAINT users_post_count_check CHECK (post_count >= 0),
  CONSTRAINT users_reminder_minute_check CHECK (reminder_minute >= 0 AND reminder_minute <= 1439),
  CONSTRAINT users_reminder_only_when_on CHECK (reminder_enabled OR next_reminder_at IS NULL),
  CONSTRAINT users_streak_count_check CHECK (streak_count >= 0)
);
CREATE INDEX users_next_reminder_idx ON users USING btree (next_reminder_at) WHERE next_reminder_at IS NOT NULL;
CREATE INDEX users_profile_photo_idx ON users USING btree (profile_photo) WHERE profile_photo IS NOT NULL;
CREATE INDEX users_streak_settle_at_idx ON users USING btree (streak_settle_at) WHERE streak_settle_at IS NOT NULL;
CREATE UNIQUE INDEX users_username_lower_key ON users USING btree (lower(username));
CREATE INDEX users_username_trgm_idx ON users USING gin (lower(username) gin_trgm_ops);
CREATE TRIGGER users_challenge_creator_changed AFTER UPDATE OF username, is_profile_private, subscription_end_date ON users FOR EACH ROW WHEN (new.username IS DISTINCT FROM old.username OR new.is_profile_private IS DISTINCT FROM old.is_profile_private OR new.subscription_end_date IS DISTINCT FROM old.subscription_end_date) EXECUTE FUNCTION notify_challenge_creator_changed();
CREATE TRIGGER users_history_changed AFTER UPDATE OF streak_count, last_completed_date, last_day_ended_at, streak_until, freezes, streak_settled_date, streak_settled_end, best_streak, best_streak_from, best_streak_to, days_done, freezes_earned, time_zone, day_start_hour ON users FOR EACH ROW WHEN (new.streak_count IS DISTINCT FROM old.streak_count OR new.last_completed_date IS DISTINCT FROM old.last_completed_date OR new.last_day_ended_at IS DISTINCT FROM old.last_day_ended_at OR new.streak_until IS DISTINCT FROM old.streak_until OR new.freezes IS DISTINCT FROM old.freezes OR new.streak_settled_date IS DISTINCT FROM old.streak_settled_date OR new.streak_settled_end IS DISTINCT FROM old.streak_settled_end OR new.best_streak IS DISTINCT FROM old.best_streak OR new.best_streak_from IS DISTINCT FROM old.best_streak_from OR new.best_streak_to IS DISTINCT FROM old.best_streak_to OR new.days_done IS DISTINCT FROM old.days_done OR new.freezes_earned IS DISTINCT FROM old.freezes_earned OR new.time_zone IS DISTINCT FROM old.time_zone OR new.day_start_hour IS DISTINCT FROM old.day_start_hour) EXECUTE FUNCTION notify_user_history_changed();
CREATE TRIGGER users_notification_actor_changed AFTER UPDATE OF username, profile_photo ON users FOR EACH ROW WHEN (new.username IS DISTINCT FROM old.username OR new.profile_photo IS DISTINCT FROM old.profile_photo) EXECUTE FUNCTION notify_notification_pages();
CREATE TRIGGER users_notifications_read AFTER UPDATE OF notifications_read_at, notifications_read_id ON users FOR EACH ROW WHEN (new.notifications_read_at IS DISTINCT FROM old.notifications_read_at OR new.notifications_read_id IS DISTINCT FROM old.notifications_read_id) EXECUTE FUNCTION notify_notification_reader();
CREATE TRIGGER users_participant_changed AFTER UPDATE OF username, profile_photo, is_profile_private, subscription_end_date, streak_count, streak_until ON users FOR EACH ROW WHEN (new.username IS DISTINCT FROM old.username OR new.profile_photo IS DISTINCT FROM old.profile_photo OR new.is_profile_private IS DISTINCT FROM old.is_profile_private OR new.subscription_end_date IS DISTINCT FROM old.subscription_end_date OR new.streak_count IS DISTINCT FROM old.streak_count OR new.streak_until IS DISTINCT FROM old.streak_until) EXECUTE FUNCTION notify_participant_user_changed();
CREATE TRIGGER users_place_changed AFTER UPDATE OF time_zone, day_start_hour ON users FOR EACH ROW WHEN (new.time_zone IS DISTINCT FROM old.time_zone OR new.day_start_hour IS DISTINCT FROM old.day_start_hour) EXECUTE FUNCTION notify_user_place_changed();

-- Functions

CREATE OR REPLACE FUNCTION activity_back_fill(reader uuid, author uuid)
 RETURNS void
 LANGUAGE sql
AS $function$
  INSERT INTO activity_items (reader_id, created_at, marker_id, author_id, date, task_names, streak)
  SELECT reader, m.created_at, m.id, m.user_id, m.date, m.day_task_names, m.day_streak
    FROM (SELECT * FROM tasks WHERE user_id = author AND is_marker ORDER BY date DESC LIMIT activity_backfill_days()) m
  ON CONFLICT DO NOTHING
$function$;

CREATE OR REPLACE FUNCTION activity_backfill_days()
 RETURNS integer
 LANGUAGE sql
 IMMUTABLE
AS $function$SELECT 10$function$;

-- Trigger function of friendships_activity_follow ON friendships
CREATE OR REPLACE FUNCTION activity_follow_friendship()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  started boolean := TG_OP <> 'DELETE' AND NEW.status = 'accepted';
  ended boolean := TG_OP <> 'INSERT' AND OLD.status = 'accepted';
BEGIN
  IF started AND NOT ended THEN
    PERFORM feed_lock_pair(NEW.requester_id, NEW.addressee_id);
    PERFORM activity_back_fill(NEW.requester_id, NEW.addressee_id);
    PERFORM activity_back_fill(NEW.addressee_id, NEW.requester_id);
  ELSIF ended AND NOT started THEN
    IF (SELECT count(*) FROM users WHERE id IN (OLD.requester_id, OLD.addressee_id)) = 2 THEN
      PERFORM feed_lock_pair(OLD.requester_id, OLD.addressee_id);
      DELETE FROM activity_items
       WHERE (reader_id = OLD.requester_id AND author_id = OLD.addressee_id)
          OR (reader_id = OLD.addressee_id AND author_id = OLD.requester_id);
    ELSE
      -- All of the deleted reader's rows at the first of their friendships (the others then find none); the
      -- friend's rows of the deleted user's days go with the markers.
      DELETE FROM activity_items a
       WHERE a.reader_id IN (OLD.requester_id, OLD.addressee_id) AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = a.reader_id);
    END IF;
  END IF;
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION breaks_near(person uuid, now_at timestamp with time zone)
 RETURNS TABLE(breaks_near json)
 LANGUAGE sql
 STABLE
AS $function$
  SELECT json_agg(json_build_array(to_char(b.from_date, 'YYYY-MM-DD'), to_char(b.to_date, 'YYYY-MM-DD')))
    FROM streak_breaks b
   WHERE b.user_id = person
     AND b.to_date >= (now_at AT TIME ZONE 'UTC')::date - 1
     AND b.from_date <= (now_at AT TIME ZONE 'UTC')::date + 1
$function$;

CREATE OR REPLACE FUNCTION challenge_progress(participant uuid, start_day date, duration integer)
 RETURNS integer
 LANGUAGE sql
 STABLE PARALLEL SAFE
AS $function$ SELECT count(*)::integer FROM tasks t
         WHERE t.user_id = participant AND t.is_marker
           AND t.date >= start_day AND t.date < start_day + duration $function$;

CREATE OR REPLACE FUNCTION challenge_progress(participant uuid, start_day date, duration integer, today date)
 RETURNS integer
 LANGUAGE sql
 STABLE PARALLEL SAFE
AS $function$ SELECT count(*)::integer FROM tasks t
         WHERE t.user_id = participant AND t.is_marker
           AND t.date >= start_day AND t.date < start_day + duration AND t.date <= today $function$;

-- Trigger function of challenge_departures_progress_counts ON challenge_departures
CREATE OR REPLACE FUNCTION count_departures()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE users SET challenges_joined = challenges_joined + 1 WHERE id = NEW.user_id;
  ELSE
    UPDATE users SET challenges_joined = challenges_joined - 1 WHERE id = OLD.user_id;
  END IF;
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION count_friendship(a uuid, b uuid, delta integer)
 RETURNS void
 LANGUAGE sql
AS $function$
  UPDATE users SET friend_count = friend_count + delta WHERE id = least(a, b);
  UPDATE users SET friend_count = friend_count + delta WHERE id = greatest(a, b);
$function$;

-- Trigger function of friendships_progress_counts ON friendships
CREATE OR REPLACE FUNCTION count_friendships()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  started boolean := TG_OP <> 'DELETE' AND NEW.status = 'accepted';
  ended boolean := TG_OP <> 'INSERT' AND OLD.status = 'accepted';
BEGIN
  IF started AND NOT ended THEN
    PERFORM count_friendship(NEW.requester_id, NEW.addressee_id, 1);
  ELSIF ended AND NOT started THEN
    PERFORM count_friendship(OLD.requester_id, OLD.addressee_id, -1);
  END IF;
  RETURN NULL;
END $function$;

-- Trigger function of challenge_participants_progress_counts ON challenge_participants
CREATE OR REPLACE FUNCTION count_participations()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  duration integer;
  joined integer := CASE TG_OP WHEN 'INSERT' THEN 1 WHEN 'DELETE' THEN -1 ELSE 0 END;
  completed integer := 0;
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT duration_days INTO duration FROM challenges WHERE id = OLD.challenge_id;
    completed := -(OLD.progress >= duration IS TRUE)::integer;
    UPDATE users SET challenges_joined = challenges_joined + joined, challenges_completed = challenges_completed + completed
     WHERE id = OLD.user_id;
  ELSE
    SELECT duration_days INTO duration FROM challenges WHERE id = NEW.challenge_id;
    completed := (NEW.progress >= duration)::integer;
    IF TG_OP = 'UPDATE' THEN
      completed := completed - (OLD.progress >= duration)::integer;
    END IF;
    IF joined <> 0 OR completed <> 0 THEN
      UPDATE users SET challenges_joined = challenges_joined + joined, challenges_completed = challenges_completed + completed
       WHERE id = NEW.user_id;
    END IF;
  END IF;
  RETURN NULL;
END $function$;

-- Trigger function of posts_progress_counts ON posts
CREATE OR REPLACE FUNCTION count_posts()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE users SET post_count = post_count + 1 WHERE id = NEW.user_id;
  ELSE
    UPDATE users SET post_count = post_count - 1 WHERE id = OLD.user_id;
  END IF;
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION current_streak(streak integer, last_completed date, today date)
 RETURNS integer
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$ SELECT CASE WHEN last_completed IS NOT NULL AND last_completed >= today - 1 THEN streak ELSE 0 END $function$;

CREATE OR REPLACE FUNCTION feed_back_fill(reader uuid, author uuid)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
  found integer;
BEGIN
  WITH newest AS MATERIALIZED (
         SELECT p.id, p.created_at FROM posts p
          WHERE p.user_id = author
          ORDER BY p.created_at DESC, p.id DESC
          LIMIT feed_backfill_posts() + 1
            FOR KEY SHARE
       ),
       inline AS (
         INSERT INTO feed_items (user_id, created_at, post_id)
         SELECT reader, n.created_at, n.id FROM (SELECT * FROM newest ORDER BY created_at DESC, id DESC LIMIT feed_backfill_posts()) n
         ON CONFLICT DO NOTHING
       )
  SELECT count(*) INTO found FROM newest;
  IF found > feed_backfill_posts() THEN
    INSERT INTO feed_fanout_jobs (author_id, reader_id) VALUES (author, reader);
  END IF;
END $function$;

CREATE OR REPLACE FUNCTION feed_backfill_posts()
 RETURNS integer
 LANGUAGE sql
 IMMUTABLE
AS $function$SELECT 100$function$;

-- Trigger function of posts_feed_fan_out ON posts
CREATE OR REPLACE FUNCTION feed_fan_out_post()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  friends integer;
BEGIN
  PERFORM feed_lock_shared(NEW.user_id);
  WITH readers AS MATERIALIZED (
         SELECT u.id FROM users u
          WHERE u.id IN (SELECT CASE WHEN f.requester_id = NEW.user_id THEN f.addressee_id ELSE f.requester_id END
                           FROM friendships f
                          WHERE (f.requester_id = NEW.user_id OR f.addressee_id = NEW.user_id) AND f.status = 'accepted')
          LIMIT feed_inline_friends() + 1
            FOR KEY SHARE OF u
       ),
       inline AS (
         INSERT INTO feed_items (user_id, created_at, post_id)
         SELECT r.id, NEW.created_at, NEW.id FROM (SELECT NEW.user_id AS id UNION ALL (SELECT id FROM readers LIMIT feed_inline_friends())) r
       )
  SELECT count(*) INTO friends FROM readers;
  IF friends > feed_inline_friends() THEN
    INSERT INTO feed_fanout_jobs (author_id, post_id) VALUES (NEW.user_id, NEW.id);
  END IF;
  RETURN NULL;
END $function$;

-- Trigger function of friendships_feed_follow ON friendships
CREATE OR REPLACE FUNCTION feed_follow_friendship()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  started boolean := TG_OP <> 'DELETE' AND NEW.status = 'accepted';
  ended boolean := TG_OP <> 'INSERT' AND OLD.status = 'accepted';
BEGIN
  IF started AND NOT ended THEN
    PERFORM feed_lock_pair(NEW.requester_id, NEW.addressee_id);
    PERFORM feed_back_fill(NEW.requester_id, NEW.addressee_id);
    PERFORM feed_back_fill(NEW.addressee_id, NEW.requester_id);
  ELSIF ended AND NOT started THEN
    IF (SELECT count(*) FROM users WHERE id IN (OLD.requester_id, OLD.addressee_id)) < 2 THEN
      RETURN NULL;
    END IF;
    PERFORM feed_lock_pair(OLD.requester_id, OLD.addressee_id);
    PERFORM feed_trim(OLD.requester_id, OLD.addressee_id);
    PERFORM feed_trim(OLD.addressee_id, OLD.requester_id);
    DELETE FROM feed_fanout_jobs
     WHERE (reader_id, author_id) IN ((OLD.requester_id, OLD.addressee_id), (OLD.addressee_id, OLD.requester_id));
  END IF;
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION feed_inline_friends()
 RETURNS integer
 LANGUAGE sql
 IMMUTABLE
AS $function$SELECT 500$function$;

CREATE OR REPLACE FUNCTION feed_lock_pair(a uuid, b uuid)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
  ha integer := hashtext(a::text);
  hb integer := hashtext(b::text);
BEGIN
  -- Always the lower key first, so two pairs sharing a user cannot wait on each other.
  PERFORM pg_advisory_xact_lock(2101, least(ha, hb));
  PERFORM pg_advisory_xact_lock(2101, greatest(ha, hb));
END $function$;

CREATE OR REPLACE FUNCTION feed_lock_shared(author uuid)
 RETURNS void
 LANGUAGE sql
AS $function$SELECT pg_advisory_xact_lock_shared(2101, hashtext(author::text))$function$;

CREATE OR REPLACE FUNCTION feed_trim(reader uuid, author uuid)
 RETURNS void
 LANGUAGE sql
AS $function$
  DELETE FROM feed_items fi USING posts p
   WHERE p.user_id = author AND fi.user_id = reader AND fi.created_at = p.created_at AND fi.post_id = p.id
$function$;

CREATE OR REPLACE FUNCTION has_blocks(person uuid)
 RETURNS TABLE(blocks boolean)
 LANGUAGE sql
 STABLE
AS $function$
  SELECT EXISTS (SELECT 1 FROM user_blocks ub WHERE ub.blocker_id = person)
      OR EXISTS (SELECT 1 FROM user_blocks ub WHERE ub.blocked_id = person)
$function$;

-- Trigger function of notification_actors_added ON notification_actors, notification_actors_removed ON notification_actors
CREATE OR REPLACE FUNCTION notification_actors_summarise()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM 1 FROM notifications n WHERE n.id IN (SELECT notification_id FROM changed) ORDER BY n.id FOR NO KEY UPDATE;
  WITH summary AS (
    SELECT n.id,
           (SELECT count(*)::integer FROM notification_actors a WHERE a.notification_id = n.id) AS actor_count,
           ARRAY(SELECT a.actor_id FROM notification_actors a WHERE a.notification_id = n.id
                  ORDER BY a.created_at DESC, a.actor_id LIMIT 3) AS latest_actors
      FROM notifications n
     WHERE n.id IN (SELECT notification_id FROM changed))
  UPDATE notifications n
     SET actor_count = s.actor_count, latest_actors = s.latest_actors
    FROM summary s
   WHERE n.id = s.id AND (n.actor_count, n.latest_actors) IS DISTINCT FROM (s.actor_count, s.latest_actors);
  RETURN NULL;
END
$function$;

CREATE OR REPLACE FUNCTION notification_shown(item_id uuid, kind text, recipient uuid, friendship uuid, actor_count integer, blocks boolean)
 RETURNS TABLE(shown boolean)
 LANGUAGE sql
 STABLE
AS $function$
  SELECT (kind = 'challenge_ended'
          OR CASE WHEN blocks THEN EXISTS (
                 SELECT 1 FROM notification_actors a
                  WHERE a.notification_id = item_id
                    AND NOT EXISTS (SELECT 1 FROM user_blocks ub
                                     WHERE (ub.blocker_id = recipient AND ub.blocked_id = a.actor_id)
                                        OR (ub.blocker_id = a.actor_id AND ub.blocked_id = recipient)))
             ELSE actor_count > 0 END)
     AND (kind <> 'friend_request'
          OR EXISTS (SELECT 1 FROM friendships f WHERE f.id = friendship AND f.status <> 'declined'))
$function$;

-- Trigger function of users_challenge_creator_changed ON users
CREATE OR REPLACE FUNCTION notify_challenge_creator_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF EXISTS (SELECT 1 FROM challenges WHERE created_by = NEW.id) THEN
    PERFORM pg_notify('dayleaf_challenge_list_changes', '');
  END IF;
  RETURN NULL;
END $function$;

-- Trigger function of challenges_list_changed ON challenges
CREATE OR REPLACE FUNCTION notify_challenge_list_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  -- Notifications with the same payload in one transaction are sent once.
  PERFORM pg_notify('dayleaf_challenge_list_changes', '');
  RETURN NULL;
END $function$;

-- Trigger function of challenge_participants_truncated ON challenge_participants
CREATE OR REPLACE FUNCTION notify_every_participant_list_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM pg_notify('dayleaf_participant_changes', '');
  RETURN NULL;
END $function$;

-- Trigger function of mood_logs_history_changed ON mood_logs, streak_breaks_history_changed ON streak_breaks, streak_days_history_changed ON streak_days, streak_milestones_history_changed ON streak_milestones, tasks_history_added ON tasks, tasks_history_changed ON tasks, tasks_history_removed ON tasks
CREATE OR REPLACE FUNCTION notify_history_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('dayleaf_history_changes', OLD.user_id::text);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('dayleaf_history_changes', NEW.user_id::text);
  END IF;
  RETURN NULL;
END $function$;

-- Trigger function of user_blocks_notification_pages ON user_blocks
CREATE OR REPLACE FUNCTION notify_notification_block()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('dayleaf_notification_changes', who::text) FROM unnest(ARRAY[OLD.blocker_id, OLD.blocked_id]) AS who;
  ELSE
    PERFORM pg_notify('dayleaf_notification_changes', who::text) FROM unnest(ARRAY[NEW.blocker_id, NEW.blocked_id]) AS who;
  END IF;
  RETURN NULL;
END $function$;

-- Trigger function of notifications_page_added ON notifications, notifications_page_removed ON notifications
CREATE OR REPLACE FUNCTION notify_notification_items()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM pg_notify('dayleaf_notification_changes', r.recipient_id::text) FROM (SELECT DISTINCT recipient_id FROM changed) r;
  RETURN NULL;
END $function$;

-- Trigger function of notifications_page_changed ON notifications
CREATE OR REPLACE FUNCTION notify_notification_items_updated()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM pg_notify('dayleaf_notification_changes', r.recipient_id::text)
     FROM (SELECT DISTINCT a.recipient_id FROM old_items b JOIN new_items a ON a.id = b.id WHERE ROW(a.*) IS DISTINCT FROM ROW(b.*)) r;
  RETURN NULL;
END $function$;

-- Trigger function of challenges_notification_name_changed ON challenges, notifications_page_truncated ON notifications, posts_notification_photo_changed ON posts, user_blocks_notification_truncated ON user_blocks, users_notification_actor_changed ON users
CREATE OR REPLACE FUNCTION notify_notification_pages()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM pg_notify('dayleaf_notification_changes', '');
  RETURN NULL;
END $function$;

-- Trigger function of users_notifications_read ON users
CREATE OR REPLACE FUNCTION notify_notification_reader()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM pg_notify('dayleaf_notification_changes', NEW.id::text);
  RETURN NULL;
END $function$;

-- Trigger function of friendships_notification_declined ON friendships
CREATE OR REPLACE FUNCTION notify_notification_request()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM pg_notify('dayleaf_notification_changes', who::text)
     FROM unnest(ARRAY[OLD.requester_id, OLD.addressee_id, NEW.requester_id, NEW.addressee_id]) AS who;
  RETURN NULL;
END $function$;

-- Trigger function of users_participant_changed ON users
CREATE OR REPLACE FUNCTION notify_participant_user_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM pg_notify('dayleaf_participant_changes', cp.challenge_id::text)
     FROM challenge_participants cp WHERE cp.user_id = NEW.id;
  RETURN NULL;
END $function$;

-- Trigger function of challenge_participants_changed ON challenge_participants
CREATE OR REPLACE FUNCTION notify_participants_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  -- Notifications with the same payload in one transaction are sent once.
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('dayleaf_participant_changes', OLD.challenge_id::text);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM pg_notify('dayleaf_participant_changes', NEW.challenge_id::text);
  END IF;
  RETURN NULL;
END $function$;

-- Trigger function of sessions_shortened ON sessions
CREATE OR REPLACE FUNCTION notify_session_user_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM pg_notify('dayleaf_session_changes', OLD.user_id::text);
  RETURN NULL;
END $function$;

-- Trigger function of sessions_ended ON sessions
CREATE OR REPLACE FUNCTION notify_sessions_ended()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM pg_notify('dayleaf_session_changes', user_id::text) FROM (SELECT DISTINCT user_id FROM ended) AS users_of_ended;
  RETURN NULL;
END $function$;

-- Trigger function of users_history_changed ON users
CREATE OR REPLACE FUNCTION notify_user_history_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM pg_notify('dayleaf_history_changes', NEW.id::text);
  RETURN NULL;
END $function$;

-- Trigger function of users_place_changed ON users
CREATE OR REPLACE FUNCTION notify_user_place_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM pg_notify('dayleaf_session_changes', NEW.id::text);
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION shown_streak(streak integer, until timestamp with time zone, now_at timestamp with time zone)
 RETURNS integer
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$ SELECT CASE WHEN until IS NOT NULL AND until > now_at THEN streak ELSE 0 END $function$;

CREATE OR REPLACE FUNCTION subscription_status(end_date timestamp with time zone, now_at timestamp with time zone)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$ SELECT CASE WHEN end_date IS NOT NULL AND end_date > now_at THEN 'premium' ELSE 'free' END $function$;

CREATE OR REPLACE FUNCTION unread_notifications(recipient uuid, read_at timestamp with time zone, read_id uuid)
 RETURNS TABLE(unread integer)
 LANGUAGE sql
 STABLE
AS $function$
  SELECT count(*)::integer FROM (
    SELECT 1 FROM has_blocks(recipient) b, notifications n
     CROSS JOIN LATERAL notification_shown(n.id, n.kind, n.recipient_id, n.friendship_id, n.actor_count, b.blocks) s
     WHERE n.recipient_id = recipient
       AND (n.created_at, n.id) > (COALESCE(read_at, '-infinity'::timestamptz), COALESCE(read_id, '00000000-0000-0000-0000-000000000000'::uuid))
       AND s.shown
     LIMIT 99) unread
$function$;
