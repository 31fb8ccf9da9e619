import { TermsOfService } from '../features/legal';

export function TermsPage() {
  return <TermsOfService />;
}
