import { Trans, useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { startTransition, useState, useTransition } from 'react';
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

  // Each row's button is pending through its own request (SendRequestButton): a mutation's per-call callbacks fire
  // only for the last call, so each press awaits its own answer. A failure's toast comes from the mutation
  // (useSendFriendRequest), and the row can be pressed again.
  async function request(target: { id: string; username: string }) {
    const result = await send.mutateAsync(target.id).catch(() => null);
    if (!result) return;
    startTransition(() => setRequested((prev) => new Set(prev).add(target.id)));
    if (result.status === 'accepted') {
      toast.success(t`Friend request accepted.`);
      onFriendsChanged();
    } else {
      const username = target.username;
      toast.success(t`Friend request sent to ${username}!`);
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
                actions={<SendRequestButton sent={sent} send={() => request(user)} />}
              />
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}

/** A result's 'Send Request', pending (and so not pressable) while its own request is on its way. */
function SendRequestButton({ sent, send }: { sent: boolean; send(): Promise<void> }) {
  const { t } = useLingui();
  const [sending, startSending] = useTransition();
  return (
    <Button size="sm" variant={sent ? 'secondary' : 'primary'} disabled={sent || sending} onClick={() => startSending(send)}>
      {sent ? t`Sent` : t`Send Request`}
    </Button>
  );
}
