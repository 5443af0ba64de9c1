import type { Queryable } from '../../shared/db/db';
import { raw, sql } from '../../shared/db/sql';
import { ownerOrFriend } from '../friends';

export interface PhotoAccess {
  kind: 'post' | 'profile';
  visible: boolean;
}

/**
 * Who may load the photo at this URL, in one statement. A post's photo shows to its owner and the owner's
 * friends (as the post itself does); a profile photo shows to everyone, like the name beside it in search
 * results and participant lists. Null when no row points at the URL: such a file is not served.
 */
export async function photoAccess(db: Queryable, url: string, viewerId: string | null): Promise<PhotoAccess | null> {
  const { rows } = await db.query<PhotoAccess>(
    sql`SELECT 'post' AS kind, ${ownerOrFriend(raw('p.user_id'), viewerId)} AS visible
          FROM posts p WHERE p.photo_url = ${url}
        UNION ALL
        SELECT 'profile', true FROM users u WHERE u.profile_photo = ${url}
        LIMIT 1`,
  );
  return rows[0] ?? null;
}
