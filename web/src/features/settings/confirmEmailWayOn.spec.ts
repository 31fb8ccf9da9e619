import { describe, expect, it } from 'vitest';
import { confirmEmailWayOn } from './confirmEmailWayOn';

describe('confirmEmailWayOn', () => {
  it('leads a signed-in user back to settings, to see the address or ask again', () => {
    expect(confirmEmailWayOn(true, true)).toEqual({ to: '/dashboard/settings', label: 'Go to settings' });
    expect(confirmEmailWayOn(true, false)).toEqual({
      to: '/dashboard/settings',
      label: 'Request a new link in settings',
    });
  });

  it('leads a signed-out visitor to log in, landing on settings when a new link is needed', () => {
    expect(confirmEmailWayOn(false, true)).toEqual({ to: '/login', label: 'Log in with your new email' });
    expect(confirmEmailWayOn(false, false)).toEqual({
      to: '/login?redirect=%2Fdashboard%2Fsettings',
      label: 'Log in to request a new link',
    });
  });
});
