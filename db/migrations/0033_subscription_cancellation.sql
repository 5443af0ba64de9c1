-- A user who cancelled keeps premium until subscription_end_date and it ends there
-- (docs/decisions/059-cancel-at-period-end.md). Resuming, or paying for another month, sets it back to false.
ALTER TABLE users ADD COLUMN cancel_at_period_end boolean NOT NULL DEFAULT false;
