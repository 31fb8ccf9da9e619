import { SmsConsentPolicy } from '../features/legal';

export function SmsConsentPolicyPage() {
  return <SmsConsentPolicy />;
}
