import type { TProfile } from '../../profile/profileTypes';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { profileWith } from '../../profile/testing/profileWith';
import { profileKeys } from '../../profile/queryKeys';
import { VoluntaryAnswersForm } from '../forms/VoluntaryAnswersForm';
import { ApplicationDetails } from './ApplicationDetails';
import { VoluntarySelfIdentification } from './VoluntarySelfIdentification';

const onboarded = profileWith({
  fullName: 'Grace Hopper',
  yearsExperience: 0,
  workAuthorization: 'H-1B Visa',
  languagesSpoken: ['English', 'Spanish'],
  militaryStatus: 'Protected veteran',
  gender: 'Female',
  onboardingCompleted: true,
  onboardingCompletedSteps: [1, 2, 3, 4, 5, 6],
});

// The page's cards read the profile the page already asked for.
function render(node: ReactNode, profile: TProfile = onboarded): string {
  return renderWithProviders(node, { data: [[profileKeys.profile, profile]] });
}

/** The value shown beside a label of a details list. */
const detail = (html: string, label: string) =>
  new RegExp(`<dt>${label}</dt><dd>(.*?)</dd>`).exec(html)?.[1]?.replace(/<[^>]+>/g, '');

describe('application details card', () => {
  it('shows the onboarding answers (0 years is an answer) and an address not given', () => {
    const html = render(<ApplicationDetails />);
    expect(html).toContain('Application Details');
    expect(detail(html, 'Years of experience')).toBe('0');
    expect(detail(html, 'Work authorization')).toBe('H-1B Visa');
    expect(detail(html, 'Languages spoken')).toBe('English, Spanish');
    expect(detail(html, 'Address')).toBe('Not provided');
    expect(html).toMatch(/<button[^>]*aria-expanded="false"[^>]*>Edit<\/button>/);
  });
});

describe('voluntary self-identification card', () => {
  it('says why it asks and shows the answers given', () => {
    const html = render(<VoluntarySelfIdentification />);
    expect(html).toContain('Answering is voluntary');
    expect(detail(html, 'Military status')).toBe('Protected veteran');
    expect(detail(html, 'Gender')).toBe('Female');
    expect(detail(html, 'Ethnicity')).toBe('Not provided');
  });

  it('keeps the confirmations ticked for someone who confirmed in the wizard, and Save on', () => {
    const html = render(<VoluntaryAnswersForm profile={onboarded} onSaved={() => undefined} />);
    expect(html).toMatch(/<button[^>]*type="submit"(?![^>]*disabled)[^>]*>Save changes</);
  });

  it('asks for both confirmations, as the wizard does, from someone who never saved the step', () => {
    const html = render(
      <VoluntaryAnswersForm
        profile={{ ...onboarded, onboardingCompletedSteps: [1, 2, 3, 4, 6] }}
        onSaved={() => undefined}
      />,
    );
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""[^>]*>Save changes</);
  });
});
