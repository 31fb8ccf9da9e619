// The PDFs tests upload live in libs/testing (the integration tier uses them too).
export { minimalPdf, textPdf } from '@hirerelay/testing/pdf';
