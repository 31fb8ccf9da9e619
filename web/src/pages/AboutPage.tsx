import { PageShell } from '../components/PageShell';

export function AboutPage() {
  return (
    <PageShell title="About" heading="About HireRelay">
      Who we are and how we work: for every job you send us, AI drafts a tailored resume and cover letter, and
      human HR experts review that work before the application goes out, at about $3 per application. This
      page will tell that story in full.
    </PageShell>
  );
}
