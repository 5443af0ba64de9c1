import type { Post } from '@dayleaf/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, HttpResponse } from '../../../test/msw/contract';
import { postsHandlers } from '../../../test/msw/posts';
import { server } from '../../../test/msw/server';
import { renderWithProviders } from '../../../test/render';
import { PostCard } from './post-card';

const OWNER = '11111111-1111-4111-8111-111111111111';
const VIEWER = '22222222-2222-4222-8222-222222222222';
const PHOTO = '/uploads/44444444-4444-4444-8444-444444444444.webp';

function post(fields: Partial<Post> = {}): Post {
  return {
    id: '33333333-3333-4333-8333-333333333333',
    photo_url: PHOTO,
    photo_width: 1440,
    photo_height: 960,
    caption: 'Morning run',
    user: { id: OWNER, name: 'ana', subscription_status: 'free' },
    likes: 0,
    isLiked: false,
    commentCount: 0,
    createdAt: new Date().toISOString(),
    ...fields,
  };
}

const renderCard = (node: ReactElement) => renderWithProviders(node);

describe('PostCard', () => {
  it("when the caption is in another direction than the page, then it and the name keep their own (dir=\"auto\")", () => {
    renderCard(<PostCard post={post({ caption: 'Tea and long walks.' })} viewerId={VIEWER} />);
    expect(screen.getByText('Tea and long walks.')).toHaveAttribute('dir', 'auto');
    const names = screen.getAllByText('ana');
    expect(names).toHaveLength(2);
    for (const name of names) expect(name).toHaveAttribute('dir', 'auto');
  });

  it('when the caption is markup, then it shows as text and no element is made from it', () => {
    const xss = '<img src=x onerror="alert(1)"><b>bold</b>';
    const { container } = renderCard(<PostCard post={post({ caption: xss })} viewerId={VIEWER} />);
    expect(screen.getByText(xss, { exact: false })).toBeInTheDocument();
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
  });

  it('when the card is the first of the feed, then its photo loads at once; otherwise lazily, and both keep their size', () => {
    const { unmount } = renderCard(<PostCard post={post()} viewerId={VIEWER} priority />);
    const first = screen.getByRole('img', { name: 'Photo by ana: Morning run' });
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    unmount();
    renderCard(<PostCard post={post()} viewerId={VIEWER} />);
    const later = screen.getByRole('img', { name: 'Photo by ana: Morning run' });
    expect(later).toHaveAttribute('loading', 'lazy');
    expect(later).toHaveAttribute('width');
    expect(later).toHaveAttribute('height');
  });

  it('when the photo has its sizes, then they are offered in srcset with the width the box needs, and width and height are the original', () => {
    renderCard(<PostCard post={post()} viewerId={VIEWER} priority />);
    const photo = screen.getByRole('img', { name: 'Photo by ana: Morning run' });
    expect(photo).toHaveAttribute('src', PHOTO);
    expect(photo).toHaveAttribute('srcset', `${PHOTO}?w=360 360w, ${PHOTO}?w=720 720w, ${PHOTO}?w=1080 1080w, ${PHOTO} 1440w`);
    // A 3:2 photo is shown whole, in a 3:2 box: drawn as wide as the box.
    expect(photo).toHaveAttribute('sizes', '(min-width: 448px) 416px, calc(100vw - 32px)');
    expect(photo).toHaveAttribute('width', '1440');
    expect(photo).toHaveAttribute('height', '960');
    expect(photo.style.aspectRatio).toBe('1.5');
  });

  it('when the photo is taller than 4:5 or wider than 1.91:1, then its box stops there and the photo covers it', () => {
    renderCard(<PostCard post={post({ photo_width: 1440, photo_height: 480 })} viewerId={VIEWER} />);
    const panorama = screen.getByRole('img', { name: 'Photo by ana: Morning run' });
    expect(panorama.style.aspectRatio).toBe('1.91');
    // 3:1 in a 1.91:1 box is drawn 3 / 1.91 = 1.571 times as wide as the box.
    expect(panorama).toHaveAttribute('sizes', '(min-width: 448px) 653px, calc((100vw - 32px) * 1.571)');
    cleanup();
    renderCard(<PostCard post={post({ photo_width: 720, photo_height: 1440 })} viewerId={VIEWER} />);
    const tall = screen.getByRole('img', { name: 'Photo by ana: Morning run' });
    expect(tall.style.aspectRatio).toBe('0.8');
    expect(tall).toHaveAttribute('sizes', '(min-width: 448px) 416px, calc(100vw - 32px)');
  });

  it('when the photo is narrower than some sizes, then only the narrower ones are offered (never an upscale)', () => {
    renderCard(<PostCard post={post({ photo_width: 500, photo_height: 700 })} viewerId={VIEWER} />);
    const photo = screen.getByRole('img', { name: 'Photo by ana: Morning run' });
    expect(photo).toHaveAttribute('srcset', `${PHOTO}?w=360 360w, ${PHOTO} 500w`);
    expect(photo).toHaveAttribute('sizes', '(min-width: 448px) 416px, calc(100vw - 32px)');
    expect(photo).toHaveAttribute('loading', 'lazy');
  });

  it('when the photo was stored before sizes existed, then only the original loads, in a square box', () => {
    renderCard(<PostCard post={post({ photo_width: null, photo_height: null })} viewerId={VIEWER} />);
    const photo = screen.getByRole('img', { name: 'Photo by ana: Morning run' });
    expect(photo).toHaveAttribute('src', PHOTO);
    expect(photo).not.toHaveAttribute('srcset');
    expect(photo).not.toHaveAttribute('sizes');
    expect(photo).toHaveAttribute('width', '1080');
    expect(photo).toHaveAttribute('height', '1080');
    expect(photo.style.aspectRatio).toBe('1');
  });

  it('when there is 1 like and 1 comment, then the labels are singular', () => {
    renderCard(<PostCard post={post({ likes: 1, commentCount: 1 })} viewerId={VIEWER} />);
    expect(screen.getByRole('button', { name: '1 like' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'View 1 comment' })).toBeInTheDocument();
  });

  it('when there are several likes and comments, then the labels are plural', () => {
    renderCard(<PostCard post={post({ likes: 2, commentCount: 3 })} viewerId={VIEWER} />);
    expect(screen.getByRole('button', { name: '2 likes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View all 3 comments' })).toBeInTheDocument();
  });

  it('when nobody likes the post, then the likes button is disabled and there is no comments link', () => {
    renderCard(<PostCard post={post()} viewerId={VIEWER} />);
    expect(screen.getByRole('button', { name: '0 likes' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /comment/ })?.textContent ?? '').not.toMatch(/View/);
  });

  it('when the viewer owns the post, then the options menu shows; for a friend it does not', () => {
    const { unmount } = renderCard(<PostCard post={post()} viewerId={OWNER} />);
    expect(screen.getByRole('button', { name: 'Post options' })).toBeInTheDocument();
    unmount();
    renderCard(<PostCard post={post()} viewerId={VIEWER} />);
    expect(screen.queryByRole('button', { name: 'Post options' })).toBeNull();
  });

  it('when the photo fails to load, then a placeholder takes its place', () => {
    renderCard(<PostCard post={post()} viewerId={VIEWER} />);
    const photo = screen.getByRole('img', { name: 'Photo by ana: Morning run' });
    expect(photo).toHaveAttribute('width');
    expect(photo).toHaveAttribute('height');
    fireEvent.error(photo);
    expect(screen.getByRole('img', { name: 'Photo unavailable' })).toBeInTheDocument();
  });

  it('when the post was made two hours ago, then the time reads 2 hours ago', () => {
    renderCard(<PostCard post={post({ createdAt: new Date(Date.now() - 2 * 3_600_000 - 1000).toISOString() })} viewerId={VIEWER} />);
    expect(screen.getByText('2 hours ago')).toBeInTheDocument();
  });

  it('when the comment toggle is pressed, then the comment form opens with its Post button disabled while blank', async () => {
    // Opening the form loads the comments so far.
    server.use(postsHandlers.getComments(() => HttpResponse.json([])));
    renderCard(<PostCard post={post()} viewerId={VIEWER} />);
    fireEvent.click(screen.getByRole('button', { name: 'Comment' }));
    const input = screen.getByPlaceholderText('Add a comment...');
    expect(screen.getByRole('button', { name: 'Post' })).toBeDisabled();
    fireEvent.input(input, { target: { value: '   ' } });
    expect(screen.getByRole('button', { name: 'Post' })).toBeDisabled();
    fireEvent.input(input, { target: { value: 'Nice!' } });
    expect(screen.getByRole('button', { name: 'Post' })).toBeEnabled();
  });
  // The menu, the delete confirmation and the likers list load on first use; these follow that path. The first
  // import of a chunk (the popover library with it) can take longer than findBy's default second on a busy machine.
  const firstLoad = { timeout: 5000 };
  it('when the owner presses Post options and then Delete, then the menu and the delete confirmation open', async () => {
    renderCard(<PostCard post={post()} viewerId={OWNER} />);
    fireEvent.click(screen.getByRole('button', { name: 'Post options' }));
    expect(await screen.findByRole('menuitem', { name: 'Edit' }, firstLoad)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Post?' }, firstLoad);
    expect(within(confirm).getByRole('button', { name: 'Delete' })).toBeEnabled();
  });

  it('when the likes count is pressed, then the Liked by list opens with who liked it', async () => {
    const likersOf: string[] = [];
    server.use(
      postsHandlers.getLikers(({ params }) => {
        likersOf.push(params.id);
        return HttpResponse.json([{ id: VIEWER, username: 'ben', profile_photo: null, subscription_status: 'free' }]);
      }),
    );
    // jsdom lays nothing out and has no ResizeObserver, which the popover's arrow sizing uses.
    vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
    renderCard(<PostCard post={post({ likes: 1 })} viewerId={OWNER} />);
    fireEvent.click(screen.getByRole('button', { name: '1 like' }));
    // The popover is named by its visible title.
    const likedBy = await screen.findByRole('dialog', { name: 'Liked by' }, firstLoad);
    expect(await within(likedBy).findByRole('link', { name: 'ben' })).toBeInTheDocument();
    expect(likersOf[0]).toBe('33333333-3333-4333-8333-333333333333');
  });

  it('when the owner confirms Delete, then a refusal shows its toast and keeps the dialog; a success shows its own and closes it', async () => {
    let refuse = true;
    server.use(postsHandlers.deletePost(() => (refuse ? apiError(500, 'Nope.') : new HttpResponse(null, { status: 204 }))));
    renderCard(<PostCard post={post()} viewerId={OWNER} />);
    fireEvent.click(screen.getByRole('button', { name: 'Post options' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }, firstLoad));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Post?' }, firstLoad);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete post.')).toBeInTheDocument();
    expect(within(confirm).getByRole('button', { name: 'Delete' })).toBeEnabled();
    refuse = false;
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Post deleted!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete Post?' })).not.toBeInTheDocument());
  });
});
