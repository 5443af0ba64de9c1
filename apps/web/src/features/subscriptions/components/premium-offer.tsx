import { Check, Crown, Flame, ListChecks, Palette } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { paths } from '../../../config/paths';

const FEATURES = [
  { icon: ListChecks, title: 'Up to 10 daily tasks', text: 'Free accounts have 3.' },
  { icon: Palette, title: 'Exclusive theme packages', text: 'Nature, seasonal and dark themes.' },
  { icon: Flame, title: 'Streak restoration', text: 'Bring a broken streak back once every 30 days.' },
  { icon: Crown, title: 'Premium badge', text: 'A gold crown next to your name.' },
];

/** What free users are offered: the feature list and the price card. */
export function PremiumOffer() {
  return (
    <>
      <Card>
        <CardTitle className="mb-3">Premium Features</CardTitle>
        <ul className="space-y-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-3">
              <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-gold-soft">
                <Icon className="h-5 w-5 text-gold" aria-hidden />
              </span>
              <div>
                <p className="font-medium">{title}</p>
                <p className="text-sm text-muted-foreground">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </Card>
      <Card className="border-gold/50 bg-gold-soft text-center">
        <p className="text-4xl font-extrabold tracking-tight">
          $4.99<span className="text-base font-medium text-muted-foreground">/month</span>
        </p>
        <p className="mt-1 flex items-center justify-center gap-1 text-sm text-muted-foreground">
          <Check className="h-4 w-4 text-primary" aria-hidden /> Cancel anytime
        </p>
        <Link to={paths.subscribe} className={buttonClasses('premium', 'lg', 'mt-4 w-full')}>
          <Crown className="h-5 w-5" aria-hidden /> Upgrade to Premium
        </Link>
      </Card>
    </>
  );
}
