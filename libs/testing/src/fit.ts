/**
 * One posting and one resume for fit tests on every tier (service, integration, browser): the
 * posting requires Python, PostgreSQL and Kubernetes and would like Terraform and Kafka; the resume
 * shows all but Kafka, PostgreSQL through `FIT_EVIDENCE` (written "Postgres").
 */
export const FIT_POSTING = `Backend Engineer

Requirements
- 4+ years of experience with Python
- PostgreSQL
- Kubernetes

Nice to have
- Terraform
- Kafka`;

/** The resume's lines (as `textPdf` takes them for an upload). */
export const FIT_RESUME_LINES: readonly string[] = [
  'Jane Doe',
  'Backend Engineer, Acme, 2015 - present',
  '- Built Python services backed by Postgres',
  '- Ran them on k8s with Terraform',
];

/** The resume as the text read from it. */
export const FIT_RESUME = FIT_RESUME_LINES.join('\n');

/** The resume line the fit shows for PostgreSQL. */
export const FIT_EVIDENCE = 'Built Python services backed by Postgres';
