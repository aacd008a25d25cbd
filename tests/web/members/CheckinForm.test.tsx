import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckinForm } from '../../../web/src/features/member/components/CheckinForm';
import { calls, json, mockApi, resetMembers } from './helpers';

const stats = { current_streak: 1, avg_progress_rating: 5, improvement_trend: 'insufficient_data', total_checkins: 1, days_until_target: null };

function setup(answer = () => json(200, { success: true, data: { checkin: { checkin_week: '2026-W48' }, updated: false, stats, encouragement: { kind: 'rating_4_5', message: 'x' }, goal_insight: null } })) {
  const api = mockApi(answer);
  const onSubmitted = vi.fn();
  const user = userEvent.setup();
  render(<CheckinForm token="tok" week="2026-W48" existing={null} onSubmitted={onSubmitted} />);
  return { api, user, onSubmitted };
}

const submit = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Submit check-in' }));
const issues = () => within(screen.getByRole('alert'));

beforeEach(resetMembers);
afterEach(() => vi.unstubAllGlobals());

describe('check-in form', () => {
  it('shows every check-in field', () => {
    setup();
    for (const label of ['Goals met this week', 'Challenges faced', "Next week's commitment", 'Hours invested this week', 'Overall progress toward your goal (%)']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(within(screen.getByRole('group', { name: /Mood rating/ })).getAllByRole('radio')).toHaveLength(5);
    expect(within(screen.getByRole('group', { name: /Progress rating/ })).getAllByRole('radio')).toHaveLength(5);
  });

  it('needs at least one field, and sends nothing until then', async () => {
    const { api, user } = setup();
    await user.type(screen.getByLabelText('Goals met this week'), '   ');
    await submit(user);
    expect(issues().getByText('Please fix the following issues:')).toBeInTheDocument();
    expect(issues().getByText('Please fill in at least one field for your check-in')).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });

  it('checks hours 0–168, percentage 0–100 and 1000 characters per text', async () => {
    const { api, user } = setup();
    await user.type(screen.getByLabelText('Hours invested this week'), '169');
    await user.type(screen.getByLabelText('Overall progress toward your goal (%)'), '101');
    fireEvent.change(screen.getByLabelText('Challenges faced'), { target: { value: 'x'.repeat(1001) } });
    expect(screen.getByText('1001/1000')).toBeInTheDocument();
    await submit(user);
    expect(issues().getByText('Challenges description is too long (max 1000 characters)')).toBeInTheDocument();
    expect(issues().getByText('Time invested must be between 0 and 168 hours')).toBeInTheDocument();
    expect(issues().getByText('Overall progress must be between 0 and 100%')).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });

  it('sends a valid check-in and reports it saved', async () => {
    const { api, user, onSubmitted } = setup();
    await user.type(screen.getByLabelText('Goals met this week'), 'Finished the outline');
    await user.click(within(screen.getByRole('group', { name: /Mood rating/ })).getByLabelText('4'));
    await user.click(within(screen.getByRole('group', { name: /Progress rating/ })).getByLabelText('5'));
    await user.type(screen.getByLabelText('Hours invested this week'), '2.5');
    await submit(user);
    expect(await screen.findByText('Check-in saved. See you next week!')).toBeInTheDocument();
    expect(calls(api, 'submit_checkin')[0].data).toEqual({
      token: 'tok',
      checkinData: {
        goals_met: 'Finished the outline',
        challenges_faced: null,
        next_week_commitment: null,
        mood_rating: 4,
        progress_rating: 5,
        time_invested_hours: 2.5,
        overall_progress_percentage: null,
      },
    });
    expect(onSubmitted).toHaveBeenCalledOnce();
  });

  it("shows the server's list of problems", async () => {
    const { user } = setup(() => json(400, { success: false, error: 'Please fix the following issues: Mood rating must be between 1 and 5', errors: ['Mood rating must be between 1 and 5'] }));
    await user.type(screen.getByLabelText('Goals met this week'), 'ok');
    await submit(user);
    expect(await screen.findByText('Mood rating must be between 1 and 5')).toBeInTheDocument();
  });
});
