import { ContactContent } from '../features/contact/components/ContactContent';

export function ContactPage() {
  return <ContactContent />;
}
