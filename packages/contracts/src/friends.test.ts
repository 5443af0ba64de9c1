import { describe, expect, it } from 'vitest';
import { RespondToRequestBody, SendFriendRequestBody } from './friends';

// The wire name `userId` means the target in one body and the answerer in the other; the descriptions say which.
describe('friend request bodies', () => {
  it('when the request bodies are read, then each userId says whom it names', () => {
    expect(SendFriendRequestBody.shape.userId.description).toMatch(/^The user the request is sent to/);
    expect(RespondToRequestBody.shape.userId.description).toMatch(/^The user answering/);
  });

  it('when a body is parsed, then its wire fields are the published ones', () => {
    const id = '00000000-0000-4000-8000-000000000001';
    expect(SendFriendRequestBody.parse({ userId: id })).toEqual({ userId: id });
    expect(RespondToRequestBody.parse({ status: 'accepted', userId: id })).toEqual({ status: 'accepted', userId: id });
  });
});
