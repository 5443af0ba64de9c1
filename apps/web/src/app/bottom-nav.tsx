import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CheckSquare, Crown, Trophy, User, Users, type LucideIcon } from 'lucide-react';
import { NavLink, useLocation } from 'react-router-dom';
import { paths } from '../config/paths';
import { cn } from '../lib/cn';
import { NAV_FRAME } from './nav-frame';

interface NavItem {
  label: MessageDescriptor;
  to: string;
  icon: LucideIcon;
  premium?: boolean;
  /** Other screens reached from this tab, where it stays lit. */
  also?: readonly string[];
}

const items: NavItem[] = [
  { label: msg`Tasks`, to: paths.tasks, icon: CheckSquare },
  { label: msg`Feed`, to: paths.feed, icon: Users },
  { label: msg`Challenges`, to: paths.challenges, icon: Trophy },
  { label: msg`Premium`, to: paths.subscription, icon: Crown, premium: true },
  // Settings is reached from the profile, so the profile tab stays lit there.
  { label: msg`Profile`, to: paths.profile, icon: User, also: [paths.settings] },
];

/** A bar at the bottom on phones and tablets; from 1024 px wide, a rail down the left side with the brand on top. */
export function BottomNav() {
  const { pathname } = useLocation();
  const { t, i18n } = useLingui();
  return (
    <nav
      aria-label={t`Main`}
      className={NAV_FRAME}
    >
      <p aria-hidden className="hidden px-6 pb-4 pt-6 text-xl font-bold tracking-tight lg:block">
        🌿 Dayleaf
      </p>
      <ul className="mx-auto flex max-w-md justify-around lg:mx-0 lg:max-w-none lg:flex-col lg:gap-1 lg:px-3">
        {items.map(({ label, to, icon: Icon, premium, also = [] }) => (
          // min-w-0 and wrapping anywhere: a long label (German, the pseudo-locale) wraps in its fifth instead of
          // running into its neighbour.
          <li key={to} className="min-w-0 flex-1 lg:flex-none">
            <NavLink
              to={to}
              end
              className={({ isActive }) =>
                cn(
                  'flex flex-col items-center gap-0.5 py-2 text-center text-xs font-medium wrap-anywhere transition-colors lg:flex-row lg:gap-2 lg:rounded-xl lg:px-1 lg:py-1 lg:text-sm',
                  isActive || also.includes(pathname)
                    ? 'text-primary lg:bg-primary/15 lg:font-semibold lg:text-foreground'
                    : 'text-muted-foreground hover:text-foreground lg:hover:bg-muted',
                )
              }
            >
              {({ isActive }) => (
                <>
                  <span className={cn('rounded-full px-3 py-1', (isActive || also.includes(pathname)) && 'bg-primary/15 lg:bg-transparent')}>
                    <Icon className={cn('h-5 w-5', (isActive || also.includes(pathname)) && 'text-primary', premium && 'fill-amber-400 text-gold')} aria-hidden />
                  </span>
                  {i18n._(label)}
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
