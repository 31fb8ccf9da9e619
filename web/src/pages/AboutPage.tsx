import { AboutContent } from '../features/legal';

export function AboutPage() {
  return <AboutContent />;
}
