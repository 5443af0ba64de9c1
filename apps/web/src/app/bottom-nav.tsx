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

export function BottomNav() {
  const { pathname } = useLocation();
  return (
    <nav
      aria-label="Main"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-card/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
    >
      <ul className="mx-auto flex max-w-md justify-around">
        {items.map(({ label, to, icon: Icon, premium, also = [] }) => (
          <li key={to} className="flex-1">
            <NavLink
              to={to}
              end
              className={({ isActive }) =>
                cn(
                  'flex flex-col items-center gap-0.5 py-2 text-xs font-medium',
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
