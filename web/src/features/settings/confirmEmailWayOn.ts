import { paths } from '../../app/paths';

export interface WayOn {
  to: string;
  label: string;
}

/**
 * Where the confirmation page leads next. Signed in: back to settings (to see the new address, or
 * to ask for a new link). Signed out: to log in (with the new address after a success; for a new
 * link, to log in and land on settings).
 */
export function confirmEmailWayOn(signedIn: boolean, confirmed: boolean): WayOn {
  if (signedIn) {
    return {
      to: paths.dashboardSettings,
      label: confirmed ? 'Go to settings' : 'Request a new link in settings',
    };
  }
  if (confirmed) return { to: paths.login, label: 'Log in with your new email' };
  const back = new URLSearchParams({ redirect: paths.dashboardSettings }).toString();
  return { to: `${paths.login}?${back}`, label: 'Log in to request a new link' };
}
