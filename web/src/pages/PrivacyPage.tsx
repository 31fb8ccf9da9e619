import { PrivacyPolicy } from '../features/legal';

export function PrivacyPage() {
  return <PrivacyPolicy />;
}
