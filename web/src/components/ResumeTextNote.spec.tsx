import { describe, expect, it } from 'vitest';
import { JobDocumentRow } from '../features/job-detail/components/JobDocumentRow';
import { DOCUMENT_TEXTS } from '../features/job-detail/jobDetailMessages';
import type { TJobDocument } from '../features/job-detail/jobDetailTypes';
import { ResumeOnFile } from '../features/profile/components/ResumeOnFile';
import { renderWithProviders as render } from '../testing/renderWithProviders';

/** The text of an element, tags removed (apostrophes as the reader sees them). */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

const UNREADABLE = "We couldn't read text from this resume";
const resume = { fileName: 'scan.pdf', size: 120_000, uploadedAt: '2026-11-28T03:00:00.000Z' };
const profileResume = (textState: 'pending' | 'text' | 'unreadable') =>
  text(
    render(
      <ResumeOnFile
        resume={resume}
        textState={textState}
        removing={false}
        disabled={false}
        onRemove={() => {}}
      />,
    ),
  );

const jobResume = (textState: TJobDocument['textState']) => {
  const document: TJobDocument = {
    type: 'resume',
    source: 'upload',
    fileName: 'scan.pdf',
    size: 120_000,
    updatedAt: '2026-11-28T03:00:00.000Z',
    textState,
  };
  return text(
    render(<JobDocumentRow jobId="j1" type="resume" texts={DOCUMENT_TEXTS.resume} document={document} />),
  );
};

describe('the resume text state', () => {
  it('says the profile resume could not be read, and what to upload instead', () => {
    const shown = profileResume('unreadable');
    expect(shown).toContain(UNREADABLE);
    expect(shown).toContain('Upload a PDF with selectable text');
  });

  it('says quietly while it is read, and nothing once it is', () => {
    expect(profileResume('pending')).toContain('Reading the text…');
    expect(profileResume('text')).not.toContain(UNREADABLE);
    expect(profileResume('text')).not.toContain('Reading the text');
  });

  it("shows the same on a job's resume row (and staff's packet, which uses the row)", () => {
    expect(jobResume('unreadable')).toContain(UNREADABLE);
    expect(jobResume('text')).not.toContain(UNREADABLE);
    expect(jobResume(null)).not.toContain(UNREADABLE);
  });
});
