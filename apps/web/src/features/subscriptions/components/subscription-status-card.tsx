import type { User } from '@dayleaf/contracts';
import { Crown, Leaf } from 'lucide-react';
import { Card, CardTitle } from '../../../components/ui/card';
import { formatDate } from '../../../lib/dates';

const longDay = (iso: string) => formatDate(new Date(iso), 'month-day-year');

export function SubscriptionStatusCard({ user }: { user: User }) {
  const premium = user.subscription_status === 'premium';
  return (
    <Card>
      <CardTitle className="mb-3">Subscription Status</CardTitle>
      <div className="flex items-center gap-3">
        <span
          className={
            premium
              ? 'flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-gold-soft'
              : 'flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-secondary'
          }
        >
          {premium ? (
            <Crown className="h-6 w-6 fill-amber-400 text-gold" role="img" aria-label="Premium member" />
          ) : (
            <Leaf className="h-6 w-6 text-primary" aria-hidden />
          )}
        </span>
        <div className="min-w-0">
          <p className="text-lg font-bold">{premium ? 'Premium' : 'Free'}</p>
          <p className="text-sm text-muted-foreground">
            {premium && user.subscription_end_date
              ? `Premium until ${longDay(user.subscription_end_date)}.`
              : 'Up to 3 tasks per day and the free themes.'}
          </p>
        </div>
      </div>
    </Card>
  );
}
