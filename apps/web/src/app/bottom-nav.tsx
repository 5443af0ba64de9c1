import { CheckSquare, Crown, Trophy, User, Users, type LucideIcon } from 'lucide-react';
import { NavLink, useLocation } from 'react-router-dom';
import { paths } from '../config/paths';
import { cn } from '../lib/cn';

interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  premium?: boolean;
  /** Other screens reached from this tab, where it stays lit. */
  also?: readonly string[];
}

const items: NavItem[] = [
  { label: 'Tasks', to: paths.tasks, icon: CheckSquare },
  { label: 'Feed', to: paths.feed, icon: Users },
  { label: 'Challenges', to: paths.challenges, icon: Trophy },
  { label: 'Premium', to: paths.subscription, icon: Crown, premium: true },
  // Settings is reached from the profile, so the profile tab stays lit there.
  { label: 'Profile', to: paths.profile, icon: User, also: [paths.settings] },
];

/** A bar at the bottom on phones and tablets; from 1024 px wide, a rail down the left side with the brand on top. */
export function BottomNav() {
  const { pathname } = useLocation();
  return (
    <nav
      aria-label="Main"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-card pb-[env(safe-area-inset-bottom)] lg:inset-y-0 lg:right-auto lg:w-56 lg:border-r lg:border-t-0 lg:pb-0"
    >
      <p aria-hidden className="hidden px-6 pb-4 pt-6 text-xl font-bold tracking-tight lg:block">
        🌿 Dayleaf
      </p>
      <ul className="mx-auto flex max-w-md justify-around lg:mx-0 lg:max-w-none lg:flex-col lg:gap-1 lg:px-3">
        {items.map(({ label, to, icon: Icon, premium, also = [] }) => (
          <li key={to} className="flex-1 lg:flex-none">
            <NavLink
              to={to}
              end
              className={({ isActive }) =>
                cn(
                  'flex flex-col items-center gap-0.5 py-2 text-xs font-medium lg:flex-row lg:gap-2 lg:rounded-xl lg:px-1 lg:py-1 lg:text-sm lg:hover:bg-muted',
                  isActive || also.includes(pathname) ? 'text-primary' : 'text-muted-foreground hover:text-foreground',
                )
              }
            >
              {({ isActive }) => (
                <>
                  <span className={cn('rounded-full px-3 py-1', (isActive || also.includes(pathname)) && 'bg-primary/15')}>
                    <Icon className={cn('h-5 w-5', premium && 'fill-amber-400 text-gold')} aria-hidden />
                  </span>
                  {label}
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
