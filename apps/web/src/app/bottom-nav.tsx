import { CheckSquare, Crown, Trophy, User, Users } from 'lucide-react';
import { NavLink } from 'react-router-dom';
import { paths } from '../config/paths';
import { cn } from '../lib/cn';

const items = [
  { label: 'Tasks', to: paths.tasks, icon: CheckSquare },
  { label: 'Feed', to: paths.feed, icon: Users },
  { label: 'Challenges', to: paths.challenges, icon: Trophy },
  { label: 'Premium', to: paths.subscription, icon: Crown, premium: true },
  { label: 'Profile', to: paths.profile, icon: User },
];

export function BottomNav() {
  return (
    <nav
      aria-label="Main"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-card/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
    >
      <ul className="mx-auto flex max-w-md justify-around">
        {items.map(({ label, to, icon: Icon, premium }) => (
          <li key={to} className="flex-1">
            <NavLink
              to={to}
              end
              className={({ isActive }) =>
                cn(
                  'flex flex-col items-center gap-0.5 py-2 text-xs font-medium',
                  isActive ? 'text-primary' : 'text-muted-foreground hover:text-foreground',
                )
              }
            >
              {({ isActive }) => (
                <>
                  <span className={cn('rounded-full px-3 py-1', isActive && 'bg-primary/15')}>
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
