/**
 * Every error the API answers, by a stable code: `{ error, code, params? }`, where `error` is the English sentence
 * below with `params` filled in. The web shows its own translation of the code and falls back to `error` for a code
 * it does not know (docs/product.md#languages). The sentences are ICU messages (`{name}` a value, `{n, plural, ...}`
 * a count), so a translation can decline a count as its language does. No zod here: the web's client entry loads it.
 *
 * A code is never renamed or reused for another meaning; a sentence may be reworded, and is the same byte for byte
 * as before this list (tests assert them). Two codes share no sentence (errors.test.ts).
 */
export const ERROR_TEXTS = {
  // Any route: the session, the request's shape, the server.
  not_signed_in: 'Please log in to continue.',
  signed_out_elsewhere: 'You were signed out from another device.',
  not_allowed: 'You are not allowed to do that.',
  own_account_only: 'You can only do that for your own account.',
  cross_site: 'Cross-site requests are not allowed.',
  not_found: 'Not found.',
  invalid_request: 'Invalid {field}.',
  invalid_cursor: 'Invalid page cursor.',
  nul_in_text: 'Text may not contain NUL characters.',
  body_too_large: 'The request body is too large.',
  body_not_json: 'The request body is not valid JSON.',
  request_not_handled: 'The request could not be handled.',
  request_cut_short: 'The request was cut short.',
  server_error: 'Something went wrong. Please try again.',
  service_unavailable: 'The service is temporarily unavailable. Please try again.',
  database_unavailable: 'The database is not answering.',

  // The contracts' own validation messages (their schemas): handle() answers a refused field with the code its
  // message matches, and `invalid_request` with the field for zod's own.
  text_too_long: '{field} must be at most {max} characters.',
  text_required: '{field} must be text.',
  text_invisible_only: '{field} cannot be only invisible characters.',
  text_direction_marks: '{field} cannot contain characters that change the text direction (U+202A to U+202E, U+2066 to U+2069).',
  must_be_boolean: '{field} must be true or false.',
  send_one_of: 'Send at least one of {fields}.',
  username_required: 'Username is required.',
  username_characters: 'Username may use letters, digits, underscores, dots and hyphens only.',
  username_in_path_too_long: 'That username is too long.',
  password_required: 'Password is required.',
  current_password_required: 'Current password is required.',
  password_too_short: 'Password must be at least {min} characters.',
  password_too_long_bytes: 'Password must be at most {max} bytes.',
  password_too_long: 'Password is too long.',
  date_form: 'Use the form YYYY-MM-DD.',
  date_real: 'Use a real date in the form YYYY-MM-DD.',
  date_in_range: 'Use a real date in the form YYYY-MM-DD, from {min} to {max}.',
  date_range: 'from must not be after to, and the range may hold at most {days} days.',
  offline_at_form: 'offline_at must be an ISO 8601 date-time with its offset, such as 2026-11-24T08:15:00.000+09:00.',
  time_zone_name: '{field} must be a time zone name such as Europe/Paris.',
  time_zone_chosen_alone: 'A chosen time_zone turns time_zone_auto off: send it without time_zone_auto true or device_time_zone.',
  day_start_hour: 'day_start_hour must be a whole hour from 0 to 4.',
  search_required: 'Enter a username to search.',
  friend_answer: "Status must be 'accepted' or 'declined'.",
  mood_unknown: 'Mood must be one of: {moods}.',
  comment_required: 'Write a comment first.',
  task_name_required: 'Task name cannot be blank.',
  task_name_reserved: "'Daily tasks completed' is reserved; choose another name.",
  task_emoji_single: 'Choose a single emoji.',
  challenge_duration: 'Duration must be 7, 14, 21 or 30 days.',
  invite_link_invalid: 'This invite link is not valid.',
  challenge_name_required: 'Challenge name is required.',
  challenge_description_required: 'Description is required.',
  trophy_id_required: 'Trophy id is required.',
  trophies_none: 'Name at least one trophy.',
  push_switches: 'push must be an object of switches by kind: {kinds}.',
  quiet_hours_shape: 'quiet_hours must be an object of enabled, start and end.',
  notification_settings_shape: 'The body must be an object of push and quiet_hours.',
  reminder_time: 'time must be a 24-hour time HH:MM, from 00:00 to 23:59.',
  push_keys_shape: 'keys must hold p256dh and auth.',
  push_expiration: 'expirationTime must be a time in milliseconds or null.',
  premium_amount: 'The amount must be {cents} cents.',
  premium_type: "type must be 'premium'.",
  premium_price: 'price_cents must be {cents}.',
  billing_name_too_long: 'Name on card is too long.',
  billing_name_required: 'Name on card is required.',

  // Uploads and photos.
  multipart_required: 'Send the form as multipart/form-data.',
  photo_required: 'A photo is required.',
  upload_unreadable: 'The upload could not be read.',
  file_too_large: 'The file is too large.',
  one_file_only: 'Send one file only.',
  too_many_form_fields: 'Too many form fields.',
  form_field_too_large: 'A form field is too large.',
  form_field_name_too_long: 'A form field name is too long.',
  too_many_form_parts: 'Too many form parts.',
  unexpected_file: 'Unexpected file field.',
  image_type_unsupported: 'Please choose a JPEG, PNG, WebP or GIF image.',
  image_too_many_pixels: 'The image has too many pixels ({megapixels} megapixels at most).',
  image_unreadable: 'The image could not be read.',
  photos_unavailable: 'Photos cannot be saved or loaded right now. Please try again in a moment.',
  photo_width_unknown: 'A photo width must be one of {widths}.',
  photo_friends_only: 'This photo is only visible to friends.',

  // Limits on what one account or network can do (429).
  quota_friend_requests: 'Too many friend requests for now. Please try again later.',
  quota_challenges: 'Too many new challenges for now. Please try again later.',
  quota_likes: 'Too many likes. Please wait a while and try again.',
  quota_comments: 'Too many comments. Please wait a while and try again.',
  quota_uploads: 'Too many uploads. Please wait a while and try again.',
  quota_exports: 'You have downloaded your data several times today. Please try again tomorrow.',
  quota_push_devices: 'Too many devices added today. Please try again tomorrow.',
  quota_test_reminders: 'Too many test reminders. Please wait a while and try again.',
  signups_throttled: 'Too many sign-ups from this network. Please try again later.',
  logins_throttled: 'Too many failed logins. Please wait a few minutes and try again.',
  logins_throttled_account: 'Too many failed logins for this account. Please try again later.',

  // Accounts and sessions.
  bad_credentials: 'Invalid username or password.',
  common_password: 'That password is too common. Please choose another.',
  wrong_current_password: 'Your current password is not correct.',
  wrong_password: 'That password is not correct.',
  session_not_found: 'Session not found.',
  username_taken: 'That username is already taken.',
  user_not_found: 'User not found.',
  profile_private: 'This profile is private.',
  language_unknown: 'language must be one of: {languages}.',

  // Reminders.
  no_push_device: 'No device gets reminders yet: turn them on on this device first.',
  not_push_service: "endpoint must be a push service's address.",
  push_key_invalid: 'keys.p256dh must be a P-256 public key.',

  // Days, breaks and writes queued offline.
  break_running: 'You are on a break until {until}. End it before planning another.',
  no_break_to_end: 'You have no break to end.',
  break_in_past: 'A break cannot start in the past.',
  break_ends_before_start: 'A break must end on or after its first day.',
  break_too_long: 'A break can last at most {days} days.',
  breaks_too_many: 'At most {breaks} breaks can start in any {days} days.',
  offline_in_future: "offline_at is more than {minutes} minutes ahead of our clock; check the device's date and time.",
  offline_too_late: 'This was done offline on {day} and reached us more than {hours} hours after that day ended, so it was not saved.',
  offline_wrong_date: 'date must be {today}, the day of offline_at in your time zone.',

  // Tasks.
  tasks_today_only: 'Tasks can only be saved for today ({today}).',
  task_not_found: 'Task not found.',
  own_tasks_only: 'You can only change your own tasks.',
  day_locked: 'This day is already completed; its tasks can no longer be changed.',
  past_day: "Only today's tasks can be changed.",
  overlapping_day: 'You already finished a day that overlaps this one. Come back tomorrow.',
  task_limit_premium: 'You can have up to {limit} tasks a day.',
  task_limit_free: 'Free accounts can have up to {limit} tasks a day. Upgrade to Premium for up to {premiumLimit}.',
  no_tasks_to_complete: 'Add at least one task before completing the day.',

  // Friends and blocks.
  friend_self: 'You cannot add yourself as a friend.',
  friend_retry: 'Please try again.',
  already_friends: 'You are already friends.',
  friend_invite_own: 'This is your own invite link. Share it with friends to add them.',
  request_already_sent: 'Friend request already sent.',
  request_not_found: 'Friend request not found.',
  request_receiver_only: 'Only the person who received this request can answer it.',
  request_answered: 'This request was already answered.',
  request_sender_only: 'Only the person who sent this request can cancel it.',
  not_friends: 'You are not friends with this user.',
  block_self: 'You cannot block yourself.',
  not_blocked: 'You have not blocked this user.',

  // Posts, comments and cheers.
  post_not_found: 'Post not found.',
  post_friends_only: "Only the owner's friends can see this post.",
  own_posts_edit_only: 'You can only edit your own posts.',
  own_posts_delete_only: 'You can only delete your own posts.',
  comment_not_found: 'Comment not found.',
  own_comments_edit_only: 'You can only edit your own comments.',
  comment_delete_not_allowed: 'You can only delete your own comments or comments on your posts.',
  cheer_self: 'You cannot cheer your own day.',
  cheer_day_not_found: 'That day is not completed.',
  cheer_friends_only: "You can only cheer a friend's day.",
  cheer_not_found: 'You have not cheered that day.',

  // Notifications and nudges.
  notification_not_found: 'Notification not found.',
  nudge_self: 'You cannot nudge yourself.',
  nudge_friends_only: 'You can only nudge a friend.',
  nudges_off: '{username} turned nudges off.',
  nudge_day_done: '{username} already completed today.',
  nudge_on_break: '{username} is on a break today.',
  nudge_again: 'You already nudged them today.',
  nudges_spent: 'You have sent {count} nudges today. Please try again tomorrow.',

  // Challenges.
  challenge_not_found: 'Challenge not found.',
  challenge_invite_not_participant: 'Only people taking part in this challenge can invite others to it.',
  challenge_invite_not_creator: "Only the challenge's creator can turn its invite link on or off.",
  participants_hidden: 'Only participants and friends of the creator can see who takes part.',
  challenge_ended: 'This challenge has ended.',
  challenge_left: 'You left this challenge, so you cannot join it again.',
  challenge_already_joined: 'You have already joined this challenge.',
  challenge_already_left: 'You have already left this challenge.',
  challenge_not_joined: 'You are not taking part in this challenge.',
  challenge_creator_stays: 'You created this challenge, so you stay in it.',
  challenge_completed: 'You have completed this challenge.',

  // Themes, premium and payments.
  theme_not_found: 'Theme not found.',
  theme_premium: 'This theme is for premium members. Upgrade to Dayleaf Premium to use it.',
  restore_premium_only: 'Streak restoration is a premium feature.',
  restore_wait: 'You can restore your streak again in {days, plural, one {# day} other {# days}}.',
  restore_streak_running: 'Your streak is still going, so there is nothing to restore.',
  restore_nothing_broken: 'You have no broken streak to restore.',
  subscription_none: 'You have no premium subscription to cancel.',
  premium_ended: 'Your premium has already ended. Subscribe again to get it back.',
  demo_payments_off: 'Demo payments are turned off: this server takes card payments through Stripe.',
  payment_required: 'A completed payment is required to subscribe.',
  payment_used: 'This payment has already been used.',
  payment_missing: 'No payment was found for this subscription.',
  payment_other_account: 'This payment belongs to another account.',
  payment_processing: 'The payment is still processing. Please try again in a moment.',
  payment_incomplete: 'The payment has not been completed.',
  payment_wrong_amount: 'The payment does not match the price of Dayleaf Premium.',
  payment_service_unavailable: 'The payment service is unavailable. Please try again in a moment.',
  payment_intent_not_found: 'No such payment intent.',
  payment_intent_closed: 'This payment has already {status}.',
  card_number_invalid: 'Your card number is invalid.',
  card_expiry_month_invalid: "Your card's expiration month is invalid.",
  card_expiry_past: "Your card's expiration date is in the past.",
  card_expiry_year_invalid: "Your card's expiration year is invalid.",
  card_cvc_invalid: "Your card's security code is invalid.",
  card_declined: 'Your card was declined.',
  card_insufficient_funds: 'Your card has insufficient funds.',
  card_expired: 'Your card has expired.',
  card_cvc_incorrect: "Your card's security code is incorrect.",
  card_processing_error: 'An error occurred while processing your card. Try again in a little bit.',
  card_not_test_card:
    'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
} as const;

export type ErrorCode = keyof typeof ERROR_TEXTS;
export const ERROR_CODES = Object.keys(ERROR_TEXTS) as [ErrorCode, ...ErrorCode[]];

/** The names inside a message's top-level braces: `{username}`, `{days, plural, ...}`. */
type Placeholders<S extends string> = S extends `${string}{${infer Name}}${infer Rest}`
  ? (Name extends `${infer Head},${string}` ? Head : Name extends `${string} ${string}` ? never : Name) | Placeholders<Rest>
  : never;

/** The values a code's sentence needs, by name; `never` for a sentence without any. */
export type ErrorParamName<C extends ErrorCode> = Placeholders<(typeof ERROR_TEXTS)[C]>;
export type ErrorParams<C extends ErrorCode> = Record<ErrorParamName<C>, string | number>;
