import type { SubscriptionStatus } from '@dayleaf/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Avatar } from '../../../components/ui/avatar';
import { PremiumBadge } from '../../../components/ui/premium-badge';
import { paths } from '../../../config/paths';

interface PersonRowProps {
  /** `subscription_status` is null for a private user who is not the viewer's friend. */
  person: { username: string; profile_photo: string | null; subscription_status: SubscriptionStatus | null };
  detail?: ReactNode;
  actions?: ReactNode;
}

/** One person in the friends dialog: photo, name with the premium star, a detail line, and actions. */
export function PersonRow({ person, detail, actions }: PersonRowProps) {
  return (
    <li className="flex items-center gap-3 py-2">
      <Avatar src={person.profile_photo} name={person.username} size={40} />
      <div className="min-w-0 flex-1">
        <Link
          to={paths.publicProfile(person.username)}
          className="flex min-w-0 items-center gap-1 font-semibold hover:underline pointer-coarse:min-h-11"
        >
          <span dir="auto" className="min-w-0 break-all">{person.username}</span>
          <PremiumBadge status={person.subscription_status} />
        </Link>
        {detail ? <div className="text-xs text-muted-foreground">{detail}</div> : null}
      </div>
      {actions ? <div className="flex shrink-0 items-center gap-1.5">{actions}</div> : null}
    </li>
  );
}
