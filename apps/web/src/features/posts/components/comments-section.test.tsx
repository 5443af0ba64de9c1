import type { Comment } from '@dayleaf/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, HttpResponse } from '../../../test/msw/contract';
import { postsHandlers } from '../../../test/msw/posts';
import { server } from '../../../test/msw/server';
import { renderWithProviders } from '../../../test/render';
import { CommentsSection } from './comments-section';

const OWNER = '11111111-1111-4111-8111-111111111111';
const FRIEND = '22222222-2222-4222-8222-222222222222';
const OTHER = '55555555-5555-4555-8555-555555555555';
const POST = '33333333-3333-4333-8333-333333333333';

function comment(fields: Partial<Comment>): Comment {
  return {
    id: '66666666-6666-4666-8666-666666666666',
    user_id: FRIEND,
    username: 'ben',
    profile_photo: null,
    subscription_status: 'free',
    content: 'Lovely light!',
    created_at: new Date(Date.now() - 60_000).toISOString(),
    edited_at: null,
    ...fields,
  };
}

const bens = comment({});
const cals = comment({ id: '77777777-7777-4777-8777-777777777777', user_id: OTHER, username: 'cal', content: 'So green' });

function showComments(viewerId: string) {
  server.use(postsHandlers.getComments(() => HttpResponse.json([cals, bens])));
  renderWithProviders(<CommentsSection postId={POST} ownerId={OWNER} viewerId={viewerId} />);
}

const itemOf = async (text: string) => (await screen.findByText(text)).closest('li')!;
// The confirmation loads on first use; the first import of a chunk can take longer than findBy's default on a busy machine.
const firstLoad = { timeout: 5000 };

describe('CommentsSection', () => {
  it("when a comment is shown, then its words and its author's name each keep their own direction", async () => {
    showComments(FRIEND);
    expect(await screen.findByText('Lovely light!')).toHaveAttribute('dir', 'auto');
    expect(screen.getByText('ben', { selector: 'bdi' })).toBeInTheDocument();
  });

  it("when the viewer wrote a comment, then it has Edit and Delete; others' comments have neither", async () => {
    showComments(FRIEND);
    const mine = await itemOf('Lovely light!');
    expect(within(mine).getByRole('button', { name: 'Edit your comment' })).toBeInTheDocument();
    expect(within(mine).getByRole('button', { name: 'Delete comment by ben' })).toBeInTheDocument();
    const theirs = await itemOf('So green');
    expect(within(theirs).queryByRole('button')).toBeNull();
  });

  it("when the viewer owns the post, then every comment has Delete and none has Edit", async () => {
    showComments(OWNER);
    for (const text of ['Lovely light!', 'So green']) {
      const item = await itemOf(text);
      expect(within(item).getByRole('button', { name: /^Delete comment by / })).toBeInTheDocument();
      expect(within(item).queryByRole('button', { name: 'Edit your comment' })).toBeNull();
    }
  });

  it('when the author edits and saves, then the new text is sent, shown and marked edited; a refusal keeps the editor', async () => {
    const sent: { id: string; content: string }[] = [];
    let refuse = true;
    server.use(
      postsHandlers.updateComment(async ({ params, request }) => {
        const { content } = (await request.json()) as { content: string };
        sent.push({ id: params.id, content });
        if (refuse) return apiError(500, 'Nope.');
        return HttpResponse.json({ ...bens, content, edited_at: new Date().toISOString() });
      }),
    );
    showComments(FRIEND);
    fireEvent.click(within(await itemOf('Lovely light!')).getByRole('button', { name: 'Edit your comment' }));
    const editor = screen.getByRole('textbox', { name: 'Edit comment' });
    expect(editor).toHaveValue('Lovely light!');
    fireEvent.input(editor, { target: { value: '   ' } });
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    fireEvent.input(editor, { target: { value: '  Lovely morning light!  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update comment.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Edit comment' })).toBeInTheDocument();
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Comment updated!')).toBeInTheDocument();
    const item = await itemOf('Lovely morning light!');
    expect(within(item).getByText('· Edited')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Edit comment' })).toBeNull();
    expect(sent).toEqual([
      { id: bens.id, content: 'Lovely morning light!' },
      { id: bens.id, content: 'Lovely morning light!' },
    ]);
  });

  it('when the author cancels an edit, then nothing is sent and the text is as it was', async () => {
    let sent = 0;
    server.use(postsHandlers.updateComment(() => ((sent += 1), HttpResponse.json(bens))));
    showComments(FRIEND);
    fireEvent.click(within(await itemOf('Lovely light!')).getByRole('button', { name: 'Edit your comment' }));
    fireEvent.input(screen.getByRole('textbox', { name: 'Edit comment' }), { target: { value: 'Changed my mind' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await itemOf('Lovely light!')).toBeInTheDocument();
    expect(screen.queryByText('Changed my mind')).toBeNull();
    expect(sent).toBe(0);
  });

  it('when the owner deletes a comment, then a confirmation asks first; Cancel keeps it, Delete removes it', async () => {
    const deleted: string[] = [];
    let refuse = true;
    server.use(
      postsHandlers.deleteComment(({ params }) => {
        deleted.push(params.id);
        return refuse ? apiError(500, 'Nope.') : new HttpResponse(null, { status: 204 });
      }),
    );
    showComments(OWNER);
    const deleteBens = async () => fireEvent.click(within(await itemOf('Lovely light!')).getByRole('button', { name: 'Delete comment by ben' }));
    await deleteBens();
    let confirm = await screen.findByRole('alertdialog', { name: 'Delete comment?' }, firstLoad);
    expect(within(confirm).getByText('Are you sure you want to permanently delete this comment?')).toBeInTheDocument();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(deleted).toEqual([]);

    await deleteBens();
    confirm = await screen.findByRole('alertdialog', { name: 'Delete comment?' }, firstLoad);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete comment.')).toBeInTheDocument();
    expect(within(confirm).getByRole('button', { name: 'Delete' })).toBeEnabled();
    refuse = false;
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Comment deleted!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Lovely light!')).toBeNull());
    expect(screen.getByText('So green')).toBeInTheDocument();
    expect(deleted).toEqual([bens.id, bens.id]);
  });
});
