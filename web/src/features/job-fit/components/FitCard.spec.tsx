import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { PacketFit } from '../../job-workbench/components/PacketFit';
import type { TJobFit } from '../fitTypes';
import { fitKeys } from '../queryKeys';
import { FitCard, FitView } from './FitCard';

const JOB_ID = '7f9a1c2e-3b4d-4e5f-8a6b-7c8d9e0f1a2b';

const READY: TJobFit = {
  state: 'ready',
  band: 'Strong',
  score: 78,
  found: [
    { label: 'Terraform', kind: 'preferred', evidence: 'Ran them on k8s with Terraform' },
    { label: 'PostgreSQL', kind: 'required', evidence: 'Built Python services backed by Postgres' },
    {
      label: '4+ years Python',
      kind: 'required',
      evidence: 'Backend Engineer, 2023 - present',
      note: '3 of 4 years',
    },
  ],
  missing: [{ label: 'Kafka', kind: 'preferred' }],
  computedAt: '2026-11-28T03:00:00.000Z',
};

/** Renders with the fit already in the query cache (what the page shows once it has loaded). */
const render = (node: ReactNode, fit?: TJobFit) => {
  return renderWithProviders(node, { data: fit ? [[fitKeys.fit(JOB_ID), fit]] : [] });
};

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('FitCard', () => {
  it('shows the band as a labelled badge, the found requirements with their evidence, and the missing ones', () => {
    const html = render(<FitCard jobId={JOB_ID} />, READY);
    expect(html).toMatch(/<h2[^>]*>Fit with the resume<\/h2>/);
    expect(html).toMatch(
      /<span class="status-pill fit-band" data-band="Strong" data-tone="success">Fit: Strong<\/span>/,
    );
    expect(html).toMatch(/<h3[^>]*>Found in the resume<\/h3><ul/);
    expect(html).toMatch(/<h3[^>]*>Not found in the resume<\/h3><ul/);
    const all = text(html);
    // Required before preferred, each tagged, each with the resume's line.
    expect(all).toContain(
      'PostgreSQL Required Built Python services backed by Postgres 4+ years Python Required Backend Engineer, 2023 - present 3 of 4 years Terraform Preferred Ran them on k8s with Terraform',
    );
    expect(all).toContain('Not found in the resume Kafka Preferred');
  });

  it.each([
    ['pending', 'Working out how the resume fits this job'],
    ['no-resume', 'There is no resume text to compare with this job yet'],
    ['resume-unreadable', "We couldn't read text from this resume"],
    ['no-description', 'This job has no description yet'],
  ] as const)('says in plain words when the fit is %s, with no band', (state, words) => {
    const html = render(<FitCard jobId={JOB_ID} />, { state, found: [], missing: [] });
    expect(text(html).replace(/&#x27;/g, "'")).toContain(words);
    expect(html).not.toContain('fit-band');
  });

  it('waits with a spinner until the fit has loaded', () => {
    expect(render(<FitCard jobId={JOB_ID} />)).toContain('Loading the fit');
  });
});

describe("the packet's fit section", () => {
  it('shows the same fit under the packet’s own heading level', () => {
    const html = render(<PacketFit jobId={JOB_ID} />, READY);
    expect(html).toMatch(/<h3 class="packet__heading">Fit with the resume<\/h3>/);
    expect(html).toMatch(/<h4[^>]*>Found in the resume<\/h4>/);
    expect(text(html)).toContain('Fit: Strong');
  });

  it('renders a stored fit without the card around it', () => {
    expect(renderToStaticMarkup(<FitView fit={READY} sub="h4" />)).not.toContain('<section');
  });
});
