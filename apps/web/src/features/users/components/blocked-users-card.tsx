import type { BlockedUser } from '@dayleaf/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from '../../../lib/lazy-toast';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { LoadMore } from '../../../components/ui/load-more';
import { LoadingText } from '../../../components/ui/page';
import { flattenPages } from '../../../lib/paged-query';
import { useCurrentUser } from '../../auth/session';
import { useBlocks } from '../api/get-blocks';
import { useUnblockUser } from '../api/unblock-user';

function BlockedRow({ person, busy, onUnblock }: { person: BlockedUser; busy: boolean; onUnblock(): void }) {
  const { t } = useLingui();
  const name = person.username;
  return (
    <li className="flex items-center gap-3 py-2">
      <Avatar src={person.profile_photo} name={person.username} size={40} />
      <span dir="auto" className="min-w-0 flex-1 break-all font-semibold">{person.username}</span>
      {/* Every row has the same visible text, so the name says whom it unblocks. */}
      <Button variant="outline" size="sm" className="shrink-0" aria-label={t`Unblock ${name}`} disabled={busy} onClick={onUnblock}>
        <Trans>Unblock</Trans>
      </Button>
    </li>
  );
}

/** The people the user blocked, newest first, each with Unblock (docs/product.md#blocking). */
export function BlockedUsersCard() {
  const { t } = useLingui();
  const user = useCurrentUser();
  const blocks = useBlocks(user.id);
  const unblock = useUnblockUser(user.id);

  function unblockOne(person: BlockedUser) {
    const name = person.username;
    unblock.mutate(person.id, { onSuccess: () => toast.success(t`Unblocked ${name}.`) });
  }

  let body;
  if (blocks.isPending) body = <LoadingText>
        <Trans>Loading blocked users...</Trans>
      </LoadingText>;
  else if (blocks.isError) {
    body = (
      <>
        <p className="text-sm text-muted-foreground">
          <Trans>Could not load the people you blocked.</Trans>
        </p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void blocks.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </>
    );
  } else {
    const list = flattenPages(blocks.data);
    body =
      list.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>You haven't blocked anyone.</Trans>
        </p>
      ) : (
        <>
          <ul aria-label={t`Blocked users`} className="divide-y divide-border">
            {list.map((person) => (
              <BlockedRow key={person.id} person={person} busy={unblock.isPending && unblock.variables === person.id} onUnblock={() => unblockOne(person)} />
            ))}
          </ul>
          <LoadMore query={blocks} />
        </>
      );
  }

  return (
    <Card>
      <CardTitle>
        <Trans>Blocked users</Trans>
      </CardTitle>
      <p className="mb-3 mt-1 text-sm text-muted-foreground">
        <Trans>Unblocking doesn't bring a friendship back; either of you may send a new request.</Trans>
      </p>
      {body}
    </Card>
  );
}
