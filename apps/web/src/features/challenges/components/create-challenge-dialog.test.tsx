import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeChallenge } from '../../../test/challenges-fixtures';
import { challengesHandlers } from '../../../test/msw/challenges';
import { apiError, HttpResponse } from '../../../test/msw/contract';
import { server } from '../../../test/msw/server';
import { renderWithProviders } from '../../../test/render';
import { CreateChallengeDialog } from './create-challenge-dialog';

const USER = '11111111-1111-4111-8111-111111111111';

function renderDialog() {
  const onOpenChange = vi.fn();
  renderWithProviders(<CreateChallengeDialog userId={USER} open onOpenChange={onOpenChange} />);
  return { onOpenChange, submit: () => screen.getByRole('button', { name: 'Create Challenge' }) };
}

describe('CreateChallengeDialog', () => {
  it('keeps submit disabled until the trimmed name and description and a duration are set', async () => {
    const user = userEvent.setup();
    const { submit } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Create New Challenge' })).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    await user.type(screen.getByLabelText('Challenge Name'), '   ');
    await user.type(screen.getByLabelText('Description'), 'Read ten pages');
    await user.selectOptions(screen.getByLabelText('Duration'), '14');
    expect(submit()).toBeDisabled();
    await user.type(screen.getByLabelText('Challenge Name'), 'Reading');
    expect(submit()).toBeEnabled();
    await user.clear(screen.getByLabelText('Description'));
    expect(submit()).toBeDisabled();
  });

  it('offers exactly the durations 7, 14, 21 and 30 days', () => {
    renderDialog();
    const options = screen.getAllByRole('option').map((o) => [o.getAttribute('value'), o.textContent]);
    expect(options).toEqual([
      ['', 'Select duration'],
      ['7', '7 days'],
      ['14', '14 days'],
      ['21', '21 days'],
      ['30', '30 days'],
    ]);
  });

  it('sends the trimmed fields with the session user as creator, then closes', async () => {
    const created: unknown[] = [];
    server.use(
      challengesHandlers.createChallenge(async ({ request }) => {
        created.push(await request.json());
        return HttpResponse.json(makeChallenge({ name: 'Reading' }), { status: 201 });
      }),
    );
    const user = userEvent.setup();
    const { onOpenChange, submit } = renderDialog();
    await user.type(screen.getByLabelText('Challenge Name'), '  Reading  ');
    await user.type(screen.getByLabelText('Description'), ' Ten pages a day ');
    await user.selectOptions(screen.getByLabelText('Duration'), '21');
    await user.click(submit());
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(created).toEqual([{ name: 'Reading', description: 'Ten pages a day', duration_days: 21, created_by: USER }]);
  });

  it('when creation fails, only logs it and keeps the form', async () => {
    server.use(challengesHandlers.createChallenge(() => apiError(500, 'Nope.')));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const { onOpenChange, submit } = renderDialog();
    await user.type(screen.getByLabelText('Challenge Name'), 'Reading');
    await user.type(screen.getByLabelText('Description'), 'Ten pages');
    await user.selectOptions(screen.getByLabelText('Duration'), '7');
    await user.click(submit());
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Challenge creation failed', expect.anything()));
    expect(alert).not.toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Challenge Name')).toHaveValue('Reading');
    warn.mockRestore();
    alert.mockRestore();
  });
});
