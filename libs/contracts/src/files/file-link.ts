import { z } from 'zod';

/** A short-lived download link the gateway signs once the owning service allowed the read. */
export const ZFileLink = z.object({ url: z.string(), expiresAt: z.iso.datetime() });
export type TFileLink = z.infer<typeof ZFileLink>;
