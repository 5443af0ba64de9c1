import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check, Crown, Flame, ListChecks, Palette } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { paths } from '../../../config/paths';

const FEATURES = [
  { icon: ListChecks, title: msg`Up to 10 daily tasks`, text: msg`Free accounts have 3.` },
  { icon: Palette, title: msg`Exclusive theme packages`, text: msg`Nature, seasonal and dark themes.` },
  { icon: Flame, title: msg`Streak restoration`, text: msg`Bring a broken streak back once every 30 days.` },
  { icon: Crown, title: msg`Premium badge`, text: msg`A gold crown next to your name.` },
];

/** What free users are offered: the feature list and the price card. */
export function PremiumOffer() {
  const { i18n } = useLingui();
  return (
    <>
      <Card>
        <CardTitle className="mb-3">
          <Trans>Premium Features</Trans>
        </CardTitle>
        <ul className="space-y-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title.id} className="flex gap-3">
              <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-gold-soft">
                <Icon className="h-5 w-5 text-gold" aria-hidden />
              </span>
              <div>
                <p className="font-medium">{i18n._(title)}</p>
                <p className="text-sm text-muted-foreground">{i18n._(text)}</p>
              </div>
            </li>
          ))}
        </ul>
      </Card>
      <Card className="border-gold/50 bg-gold-soft text-center">
        <p className="text-4xl font-extrabold tracking-tight">
          <Trans>
            $4.99<span className="text-base font-medium text-muted-foreground">/month</span>
          </Trans>
        </p>
        <p className="mt-1 flex items-center justify-center gap-1 text-sm text-muted-foreground">
          <Check className="h-4 w-4 text-primary" aria-hidden /> <Trans>Cancel anytime</Trans>
        </p>
        <Link to={paths.subscribe} className={buttonClasses('premium', 'lg', 'mt-4 w-full')}>
          <Crown className="h-5 w-5" aria-hidden /> <Trans>Upgrade to Premium</Trans>
        </Link>
      </Card>
    </>
  );
}
