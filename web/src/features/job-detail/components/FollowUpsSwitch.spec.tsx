import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { jobDetailWith } from '../testing/jobDetailWith';
import { FollowUpsSwitch } from './FollowUpsSwitch';

describe('FollowUpsSwitch', () => {
  it('shows “Follow up automatically” as the job stores it', () => {
    const on = renderWithProviders(<FollowUpsSwitch job={jobDetailWith({ followUpsEnabled: true })} />);
    const off = renderWithProviders(<FollowUpsSwitch job={jobDetailWith({ followUpsEnabled: false })} />);
    expect(on).toMatch(/<input type="checkbox" checked=""\/>Follow up automatically/);
    expect(off).toMatch(/<input type="checkbox"\/>Follow up automatically/);
  });
});
