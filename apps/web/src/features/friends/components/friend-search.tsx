import { Trans, useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../../lib/lazy-toast';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useSearchUsers } from '../api/search-users';
import { useSendFriendRequest } from '../api/send-friend-request';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { PersonRow } from './person-row';

export const SEARCH_DEBOUNCE_MS = 300;

interface FriendSearchProps {
  userId: string;
  text: string;
  onTextChange(text: string): void;
  onFriendsChanged(): void;
}

/** Search by username (debounced 300 ms, blank text clears the results) with a 'Send Request' per result. */
export function FriendSearch({ userId, text, onTextChange, onFriendsChanged }: FriendSearchProps) {
  const { t } = useLingui();
  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const active = text.trim().length > 0 && query.length > 0;
  const results = useSearchUsers(userId, active ? query : '');
  const send = useSendFriendRequest(userId);
  const [requested, setRequested] = useState<ReadonlySet<string>>(new Set());
  // Every row whose request is on its way. Each press awaits its own answer: a mutation's per-call callbacks
  // fire only for the last call, so two rows pressed quickly would leave the first one neither sent nor pressable.
  const [sending, setSending] = useState<ReadonlySet<string>>(new Set());

  // A failure's toast comes from the mutation (useSendFriendRequest).
  async function request(target: { id: string; username: string }) {
    setSending((prev) => new Set(prev).add(target.id));
    try {
      const result = await send.mutateAsync(target.id);
      setRequested((prev) => new Set(prev).add(target.id));
      if (result.status === 'accepted') {
        toast.success(t`Friend request accepted.`);
        onFriendsChanged();
      } else {
        const username = target.username;
        toast.success(t`Friend request sent to ${username}!`);
      }
    } catch {
      // Told by the mutation's toast; the row can be pressed again.
    } finally {
      setSending((prev) => {
        const next = new Set(prev);
        next.delete(target.id);
        return next;
      });
    }
  }

  const users = active ? (results.data ?? []) : [];
  return (
    <section aria-label={t`Find friends`}>
      <div className="relative">
        <Search className="pointer-events-none absolute start-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
        <Input
          type="search"
          value={text}
          onChange={(e) => onTextChange(e.target.value)}
          placeholder={t`Search for a friend...`}
          aria-label={t`Search for a friend`}
          maxLength={30}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          className="ps-9"
        />
      </div>
      {active && results.isSuccess && users.length === 0 ? (
        <p className="py-3 text-center text-sm text-muted-foreground">
          <Trans>No users found.</Trans>
        </p>
      ) : null}
      {active && results.isPending ? (
        <p className="py-3 text-center text-sm text-muted-foreground">
          <Trans>Searching...</Trans>
        </p>
      ) : null}
      {users.length > 0 ? (
        <ul className="mt-1 divide-y divide-border">
          {users.map((user) => {
            const sent = requested.has(user.id);
            return (
              <PersonRow
                key={user.id}
                person={user}
                actions={
                  <Button size="sm" variant={sent ? 'secondary' : 'primary'} disabled={sent || sending.has(user.id)} onClick={() => void request(user)}>
                    {sent ? t`Sent` : t`Send Request`}
                  </Button>
                }
              />
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
