import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeChallenge } from '../../../test/challenges-fixtures';
import { challengesHandlers } from '../../../test/msw/challenges';
import { apiError, HttpResponse, networkError } from '../../../test/msw/contract';
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

  it.each([
    ['the server refuses with a reason', () => apiError(400, 'Challenge name is required.'), 'Challenge name is required.'],
    ['the server fails without one', () => apiError(500), 'Failed to create challenge'],
    ['the network fails', () => networkError(), 'Something went wrong. Please try again.'],
  ])("when %s, then the dialog says so, stays open and keeps the form as typed", async (_case, answer, text) => {
    server.use(challengesHandlers.createChallenge(answer));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const { onOpenChange, submit } = renderDialog();
    await user.type(screen.getByLabelText('Challenge Name'), 'Reading');
    await user.type(screen.getByLabelText('Description'), 'Ten pages');
    await user.selectOptions(screen.getByLabelText('Duration'), '7');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(warn).toHaveBeenCalledWith('Challenge creation failed', expect.anything());
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Challenge Name')).toHaveValue('Reading');
    expect(screen.getByLabelText('Description')).toHaveValue('Ten pages');
    expect(screen.getByLabelText('Duration')).toHaveValue('7');
    expect(submit()).toBeEnabled();
    warn.mockRestore();
  });

  it('when a refused form is sent again and succeeds, then the refusal goes and the dialog closes', async () => {
    let answers = 0;
    server.use(
      challengesHandlers.createChallenge(() =>
        ++answers === 1 ? apiError(429, 'You have created many challenges today. Please try again tomorrow.') : HttpResponse.json(makeChallenge(), { status: 201 }),
      ),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const { onOpenChange, submit } = renderDialog();
    await user.type(screen.getByLabelText('Challenge Name'), 'Reading');
    await user.type(screen.getByLabelText('Description'), 'Ten pages');
    await user.selectOptions(screen.getByLabelText('Duration'), '7');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('You have created many challenges today. Please try again tomorrow.');
    await user.click(submit());
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    warn.mockRestore();
  });
});
