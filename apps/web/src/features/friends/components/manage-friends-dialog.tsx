import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { toast } from '../../../lib/lazy-toast';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { flattenPages, totalOf } from '../../../lib/paged-query';
import { useFriendRequests } from '../api/get-friend-requests';
import { useFriends } from '../api/get-friends';
import { useSentRequests } from '../api/get-sent-requests';
import { FriendSearch } from './friend-search';
import { FriendsList } from './friends-list';
import { IncomingRequests } from './incoming-requests';
import { SentRequests } from './sent-requests';

interface ManageFriendsDialogProps {
  userId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Called when a friendship starts or ends, so screens that show friends' things refresh. */
  onFriendsChanged(): void;
}

export function ManageFriendsDialog({ userId, open, onOpenChange, onFriendsChanged }: ManageFriendsDialogProps) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  // A new key per opening resets the search form and its sent markers (the form resets when the dialog closes).
  const [opening, setOpening] = useState(0);
  const friends = useFriends(userId);
  const requests = useFriendRequests(userId);
  const sent = useSentRequests(userId);
  const loadFailed = friends.isError || requests.isError || sent.isError;

  const refetchFriends = friends.refetch;
  const refetchRequests = requests.refetch;
  const refetchSent = sent.refetch;
  // Requests arrive (and are answered) while the screen is open; opening the dialog shows the current ones.
  useEffect(() => {
    if (!open) return;
    void refetchFriends();
    void refetchRequests();
    void refetchSent();
  }, [open, refetchFriends, refetchRequests, refetchSent]);

  useEffect(() => {
    if (open && loadFailed) toast.error(t`Could not load your friends data.`);
  }, [open, loadFailed, t]);

  function change(next: boolean) {
    if (!next) {
      setText('');
      setOpening((n) => n + 1);
    }
    onOpenChange(next);
  }

  return (
    <Dialog open={open} onOpenChange={change} title={t`Manage Friends`}>
      <div className="space-y-5">
        <FriendSearch key={opening} userId={userId} text={text} onTextChange={setText} onFriendsChanged={onFriendsChanged} />
        <IncomingRequests
          userId={userId}
          requests={flattenPages(requests.data)}
          total={totalOf(requests.data)}
          more={requests}
          onFriendsChanged={onFriendsChanged}
        />
        <SentRequests requests={flattenPages(sent.data)} total={totalOf(sent.data)} more={sent} />
        <FriendsList
          userId={userId}
          friends={friends.data ? flattenPages(friends.data) : undefined}
          total={totalOf(friends.data)}
          more={friends}
          onFriendsChanged={onFriendsChanged}
        />
        <Button variant="outline" className="w-full" onClick={() => change(false)}>
          <Trans>Close</Trans>
        </Button>
      </div>
    </Dialog>
  );
}
