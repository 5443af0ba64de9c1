import type { Task } from '@dayleaf/contracts';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, HttpResponse } from '../../../test/msw/contract';
import { server } from '../../../test/msw/server';
import { tasksHandlers } from '../../../test/msw/tasks';
import { askForLessMotion } from '../../../test/reduced-motion';
import { makeProgress, makeUser, renderWithProviders, TEST_USER_ID } from '../../../test/render';
import { NEW_TASK_EMOJI } from '@dayleaf/contracts/client';
import { AUTOSAVE_DELAY_MS, RETRY_FIRST_MS } from '../autosave';
import { TaskBoard } from './task-board';

const DATE = '2026-03-10';
const USER_ID = TEST_USER_ID;

const premiumUser = () => makeUser({ subscription_status: 'premium', progress: makeProgress({ is_premium: true }) });

function task(name: string, extra: Partial<Task> = {}): Task {
  return { id: crypto.randomUUID(), user_id: USER_ID, name, emoji: '✅', date: DATE, completed: false, ...extra };
}

type Call = { method: string; url: string; body: unknown };

/** The API's task routes at the network edge: each request is recorded and answered like the API, held back when asked. */
function fakeTaskRoutes() {
  const calls: Call[] = [];
  const held: Array<() => void> = [];
  let hold = false;
  let nextId = 0;
  /** Records the request, then answers once answers are no longer held. */
  async function receive(request: Request): Promise<unknown> {
    const text = await request.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    calls.push({ method: request.method, url: new URL(request.url).pathname, body });
    if (hold) await new Promise<void>((release) => held.push(release));
    return body;
  }
  server.use(
    tasksHandlers.createTask(async ({ request }) => {
      const body = (await receive(request)) as Omit<Task, 'id'>;
      return HttpResponse.json({ ...body, id: `00000000-0000-4000-8000-00000000000${++nextId}` }, { status: 201 });
    }),
    tasksHandlers.updateTask(async ({ request, params }) => {
      const body = (await receive(request)) as Omit<Task, 'id'>;
      return HttpResponse.json({ ...body, id: params.id });
    }),
    tasksHandlers.deleteTask(async ({ request }) => {
      await receive(request);
      return HttpResponse.json({ ok: true });
    }),
  );
  return {
    calls,
    holdAnswers: () => (hold = true),
    releaseAnswers: () => {
      hold = false;
      held.splice(0).forEach((release) => release());
    },
  };
}

let api: ReturnType<typeof fakeTaskRoutes>;
beforeEach(() => {
  api = fakeTaskRoutes();
});
afterEach(() => {
  // Unmounting saves pending rows, which must still reach the test's handlers.
  cleanup();
  vi.useRealTimers();
});

function renderBoard(initialTasks: Task[] = [], user = makeUser()) {
  return renderWithProviders(<TaskBoard user={user} date={DATE} initialTasks={initialTasks} />);
}

const nameInput = (n: number) => screen.getByRole('textbox', { name: `Task ${n} name` });
const checkbox = (n: number) => screen.getByRole('checkbox', { name: `Mark task ${n} done` });
const completeButton = () => screen.getByRole('button', { name: 'Complete Daily Tasks' });
const addButton = () => screen.queryByRole('button', { name: 'Add Another Task' });

describe('TaskBoard', () => {
  it('when a row has no name, then its checkbox is disabled; once named, it is enabled', () => {
    renderBoard();
    expect(checkbox(1)).toBeDisabled();
    fireEvent.input(nameInput(1), { target: { value: '   ' } });
    expect(checkbox(1)).toBeDisabled();
    fireEvent.input(nameInput(1), { target: { value: 'Stretch' } });
    expect(checkbox(1)).toBeEnabled();
  });

  it('when no task has a name, then Complete Daily Tasks is disabled; with one named task it is enabled', () => {
    renderBoard();
    expect(completeButton()).toBeDisabled();
    fireEvent.click(addButton()!);
    fireEvent.input(nameInput(2), { target: { value: ' ' } });
    expect(completeButton()).toBeDisabled();
    fireEvent.input(nameInput(2), { target: { value: 'Read' } });
    expect(completeButton()).toBeEnabled();
  });

  it('when only one row is left, then it has no remove button', () => {
    renderBoard();
    expect(screen.queryByRole('button', { name: /Remove task/ })).not.toBeInTheDocument();
    fireEvent.click(addButton()!);
    expect(screen.getAllByRole('button', { name: /Remove task/ })).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Remove task 2' }));
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Remove task/ })).not.toBeInTheDocument();
  });

  it('when a free user reaches 3 rows, then the upgrade prompt linking to /subscription replaces Add Another Task', () => {
    renderBoard();
    fireEvent.click(addButton()!);
    expect(screen.queryByRole('link', { name: 'Upgrade to Premium' })).not.toBeInTheDocument();
    fireEvent.click(addButton()!);
    expect(screen.getAllByRole('textbox')).toHaveLength(3);
    expect(addButton()).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/subscription');
  });

  it('when a premium user adds rows, then up to 10 and no upgrade prompt', () => {
    renderBoard([], premiumUser());
    for (let i = 0; i < 9; i++) fireEvent.click(addButton()!);
    expect(screen.getAllByRole('textbox')).toHaveLength(10);
    expect(addButton()).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Upgrade to Premium' })).not.toBeInTheDocument();
    expect(screen.getByText("You've reached today's limit of 10 tasks.")).toBeInTheDocument();
  });

  it('when the day was completed earlier, then the done view lists the tasks without the marker', () => {
    renderBoard([task('Walk', { emoji: '🚶', completed: true }), task('Daily tasks completed', { completed: true })]);
    expect(screen.getByRole('heading', { name: 'Well Done!' })).toBeInTheDocument();
    expect(screen.getByText('Walk')).toBeInTheDocument();
    expect(screen.queryByText('Daily tasks completed')).not.toBeInTheDocument();
    expect(screen.getByText('Ready for Tomorrow?')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('when a new row appears, then its emoji is a sprout, not a check that would read as done', () => {
    renderBoard();
    expect(NEW_TASK_EMOJI).not.toBe('✅');
    expect(screen.getByRole('button', { name: 'Emoji for task 1' })).toHaveTextContent(NEW_TASK_EMOJI);
  });

  it('when named rows are ticked, then the progress reads "1 of 2" and its bar follows; unnamed rows do not count', () => {
    renderBoard([task('Read'), task('Walk')]);
    fireEvent.click(addButton()!);
    expect(screen.getByText('0 of 2')).toBeInTheDocument();
    fireEvent.click(checkbox(2));
    expect(screen.getByText('1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Tasks done today' })).toHaveAttribute('aria-valuenow', '1');
  });

  it('when a task is ticked, then its box animates and the phone buzzes once; unticking and rows that open ticked do neither', () => {
    const vibrate = vi.fn(() => true);
    Object.defineProperty(navigator, 'vibrate', { configurable: true, value: vibrate });
    renderBoard([task('Read'), task('Walk', { completed: true })]);
    const animates = (n: number) => checkbox(n).parentElement!.classList.contains('just-ticked');
    expect(animates(2)).toBe(false);
    fireEvent.click(checkbox(1));
    expect(animates(1)).toBe(true);
    expect(vibrate).toHaveBeenCalledTimes(1);
    fireEvent.click(checkbox(1));
    expect(animates(1)).toBe(false);
    expect(vibrate).toHaveBeenCalledTimes(1);
    Reflect.deleteProperty(navigator, 'vibrate');
  });

  it('when tasks exist, then they load as rows with their names and emojis', () => {
    renderBoard([task('Read', { emoji: '📚' }), task('Walk', { completed: true })]);
    expect(nameInput(1)).toHaveValue('Read');
    expect(nameInput(2)).toHaveValue('Walk');
    expect(checkbox(2)).toBeChecked();
  });
});

describe('TaskBoard autosave', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  async function advance(ms: number) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ms);
    });
  }

  it('when a name is typed, then one POST 1 s after the last change, and a PATCH by the server id after that', async () => {
    renderBoard();
    fireEvent.input(nameInput(1), { target: { value: 'Str' } });
    await advance(AUTOSAVE_DELAY_MS - 1);
    fireEvent.input(nameInput(1), { target: { value: 'Stretch' } });
    await advance(AUTOSAVE_DELAY_MS - 1);
    expect(api.calls).toEqual([]);
    await advance(1);
    expect(api.calls).toEqual([
      { method: 'POST', url: '/api/tasks', body: { user_id: USER_ID, date: DATE, name: 'Stretch', emoji: NEW_TASK_EMOJI, completed: false } },
    ]);

    fireEvent.click(checkbox(1));
    await advance(AUTOSAVE_DELAY_MS);
    expect(api.calls[1]).toEqual({
      method: 'PATCH',
      url: '/api/tasks/00000000-0000-4000-8000-000000000001',
      body: { name: 'Stretch', emoji: NEW_TASK_EMOJI, completed: true },
    });
    expect(api.calls).toHaveLength(2);
  });

  it('when the row changes while its POST is in flight, then no second POST; the change is PATCHed once the POST returns', async () => {
    renderBoard();
    api.holdAnswers();
    fireEvent.input(nameInput(1), { target: { value: 'Read' } });
    await advance(AUTOSAVE_DELAY_MS);
    fireEvent.input(nameInput(1), { target: { value: 'Read a book' } });
    await advance(AUTOSAVE_DELAY_MS * 3);
    expect(api.calls.map((c) => c.method)).toEqual(['POST']);

    api.releaseAnswers();
    await advance(0);
    expect(api.calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/tasks', 'PATCH /api/tasks/00000000-0000-4000-8000-000000000001']);
    expect(api.calls[1]!.body).toMatchObject({ name: 'Read a book' });
  });

  it('when rows have blank names, then they are never saved', async () => {
    renderBoard();
    fireEvent.click(addButton()!);
    fireEvent.input(nameInput(1), { target: { value: '   ' } });
    fireEvent.input(nameInput(2), { target: { value: 'Walk' } });
    await advance(AUTOSAVE_DELAY_MS);
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]!.body).toMatchObject({ name: 'Walk' });
  });

  // keepalive is a hint to the browser, not part of the HTTP request, so the network edge cannot see it.
  it('when the tab is hidden, then changes are saved at once', async () => {
    renderBoard([task('Read')]);
    fireEvent.input(nameInput(1), { target: { value: 'Read more' } });
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
    await advance(0);
    expect(api.calls.map((c) => c.method)).toEqual(['PATCH']);
  });

  it('when a change is made, then the list says Saving... until the server has it, then Saved', async () => {
    renderBoard([task('Read')]);
    expect(screen.getByRole('status').textContent).toBe('');
    api.holdAnswers();
    fireEvent.input(nameInput(1), { target: { value: 'Read more' } });
    expect(screen.getByRole('status')).toHaveTextContent('Saving...');
    await advance(AUTOSAVE_DELAY_MS);
    expect(screen.getByRole('status')).toHaveTextContent('Saving...');
    api.releaseAnswers();
    await advance(0);
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
  });

  it('when only a blank row changes, then nothing is sent and the list does not stay on Saving...', async () => {
    renderBoard([task('Read')]);
    fireEvent.click(addButton()!);
    fireEvent.input(nameInput(2), { target: { value: '   ' } });
    expect(screen.getByRole('status')).toHaveTextContent('Saving...');
    await advance(AUTOSAVE_DELAY_MS);
    expect(api.calls).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
  });

  it('when a save fails, then the list says Not saved, retrying, and the save is tried again on its own until it lands', async () => {
    let failures = 2;
    const sent: unknown[] = [];
    server.use(
      tasksHandlers.updateTask(async ({ request, params }) => {
        const body = (await request.json()) as Omit<Task, 'id'>;
        sent.push(body);
        if (failures-- > 0) return apiError(500, 'Internal server error');
        return HttpResponse.json({ ...body, id: params.id });
      }),
    );
    renderBoard([task('Read')]);
    fireEvent.input(nameInput(1), { target: { value: 'Read more' } });
    await advance(AUTOSAVE_DELAY_MS);
    expect(sent).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Not saved, retrying');
    await advance(RETRY_FIRST_MS);
    expect(sent).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent('Not saved, retrying');
    // The wait doubles after each failure.
    await advance(RETRY_FIRST_MS);
    expect(sent).toHaveLength(2);
    await advance(RETRY_FIRST_MS);
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    expect(sent).toEqual([1, 2, 3].map(() => ({ name: 'Read more', emoji: '✅', completed: false })));
  });

  it('when a saved row is removed, then it is deleted by its id', async () => {
    const first = task('Keep');
    const second = task('Drop');
    renderBoard([first, second]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove task 2' }));
    await advance(0);
    expect(api.calls).toEqual([{ method: 'DELETE', url: `/api/tasks/${second.id}`, body: undefined }]);
  });
});

describe('TaskBoard completing the day', () => {
  beforeEach(askForLessMotion);

  /** Completing answers `answer` once the test releases it; the dates sent are recorded. */
  function holdCompletion(answer: () => Response) {
    const sent: unknown[] = [];
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    server.use(
      tasksHandlers.completeDailyTasks(async ({ request }) => {
        sent.push(await request.json());
        await released;
        return answer();
      }),
    );
    return { sent, release };
  }

  it('while the completion runs, then the button says Completing... and the rows are locked; once it is done, the done view follows', async () => {
    const completion = holdCompletion(() => HttpResponse.json({ streak_count: 1 }));
    renderBoard([task('Read', { completed: true })]);
    fireEvent.click(completeButton());
    expect(await screen.findByRole('button', { name: 'Completing...' })).toBeDisabled();
    expect(nameInput(1)).toBeDisabled();
    expect(checkbox(1)).toBeDisabled();
    await waitFor(() => expect(completion.sent).toEqual([{ date: DATE }]));

    completion.release();
    expect(await screen.findByRole('heading', { name: 'Well Done!' })).toBeInTheDocument();
    expect(screen.getByText('Read')).toBeInTheDocument();
  });

  it('when the server refuses the completion, then the alert says it failed and the day stays open with every row as typed', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const completion = holdCompletion(() => apiError(500, 'Internal server error'));
    renderBoard([task('Read', { completed: true })]);
    fireEvent.input(nameInput(1), { target: { value: 'Read a chapter' } });
    fireEvent.click(completeButton());
    expect(await screen.findByRole('button', { name: 'Completing...' })).toBeDisabled();

    completion.release();
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to complete tasks. Please try again.'));
    expect(await screen.findByRole('button', { name: 'Complete Daily Tasks' })).toBeEnabled();
    expect(nameInput(1)).toHaveValue('Read a chapter');
    expect(nameInput(1)).toBeEnabled();
    expect(screen.queryByRole('heading', { name: 'Well Done!' })).not.toBeInTheDocument();
    // The rename typed just before was saved first, so the server would complete what the user sees.
    expect(api.calls.map((c) => c.method)).toEqual(['PATCH']);
    alert.mockRestore();
  });
});
