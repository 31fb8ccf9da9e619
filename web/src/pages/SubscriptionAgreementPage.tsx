import { SubscriptionAgreement } from '../features/legal';

export function SubscriptionAgreementPage() {
  return <SubscriptionAgreement />;
}
