import type { FriendRequest } from '@dayleaf/contracts';
import type { ReactNode } from 'react';
import { LoadMore } from '../../../components/ui/load-more';
import { PersonRow } from './person-row';

interface RequestListProps {
  /** The heading, with the count of all the requests. */
  title: ReactNode;
  /** The pages loaded so far. */
  requests: FriendRequest[];
  /** The next page, loaded on 'Load more'. */
  more: Parameters<typeof LoadMore>[0]['query'];
  /** What every row says under the person's name. */
  detail: string;
  actions(request: FriendRequest): ReactNode;
}

/** Friend requests waiting for an answer, one way or the other: each person with what the viewer can do about it. */
export function RequestList({ title, requests, more, detail, actions }: RequestListProps) {
  if (requests.length === 0) return null;
  return (
    <section>
      <h3 className="text-sm font-semibold">{title}</h3>
      <ul className="divide-y divide-border">
        {requests.map((request) => (
          <PersonRow key={request.friendship_id} person={request} detail={detail} actions={actions(request)} />
        ))}
      </ul>
      <LoadMore query={more} />
    </section>
  );
}
