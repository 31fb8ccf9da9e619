import { useQuery } from '@tanstack/react-query';
import { settingsKeys } from '../queryKeys';
import { fetchTextToApplySettings } from '../textToApplyApi';

/** The text-to-apply section's state: the number, verified or not, SMS updates, the code pending. */
export function useTextToApplySettings() {
  return useQuery({
    queryKey: settingsKeys.textToApply,
    queryFn: ({ signal }) => fetchTextToApplySettings(signal),
  });
}
