import { z } from 'zod';
import { ZJobUrl } from '@hirerelay/domain';

/**
 * What the browser extension read from the tab the user is on, sent with the link, so a page jobs
 * cannot fetch itself still imports with its details. Untrusted input: jobs reads it under the same
 * size, depth and text rules as a page it fetched itself (PAGE_LIMITS), so these bounds only keep
 * an oversized body off the wire; the gateway refuses a body past them with 400.
 */
export const PAGE_DETAILS_LIMITS = {
  /** `<script type="application/ld+json">` blocks kept, in page order. */
  jsonLdBlocks: 20,
  /** Characters over all JSON-LD blocks (jobs' own JSON-LD limit is 512K characters). */
  jsonLdChars: 512 * 1024,
  /** Open Graph properties (`og:title`, `og:description`, `og:site_name`, …). */
  openGraphProperties: 40,
  openGraphValueChars: 20_000,
  titleChars: 1_000,
  /**
   * Bytes of the whole request body (`{ url, page }` as UTF-8 JSON): the gateway's body limit for
   * the extension's import, so that the import request to jobs fits one NATS message (1 MB by
   * default) with room for its envelope. The extension trims what it read to fit.
   */
  requestBytes: 1_008 * 1024,
} as const;

export const ZPageDetails = z
  .object({
    /** The raw text of each JSON-LD block, unparsed: jobs parses it under its own limits. */
    jsonLd: z
      .array(z.string().max(PAGE_DETAILS_LIMITS.jsonLdChars))
      .max(PAGE_DETAILS_LIMITS.jsonLdBlocks)
      .refine(
        (blocks) => blocks.reduce((sum, block) => sum + block.length, 0) <= PAGE_DETAILS_LIMITS.jsonLdChars,
        {
          message: 'The page details are too large.',
        },
      )
      .default([]),
    /** Open Graph `property` → `content`, e.g. `{ "og:title": "…" }`. */
    openGraph: z
      .record(z.string().max(100), z.string().max(PAGE_DETAILS_LIMITS.openGraphValueChars))
      .refine((og) => Object.keys(og).length <= PAGE_DETAILS_LIMITS.openGraphProperties, {
        message: 'The page details are too large.',
      })
      .default({}),
    /** The tab's `document.title`. */
    title: z.string().max(PAGE_DETAILS_LIMITS.titleChars).default(''),
  })
  .strict();
export type TPageDetails = z.infer<typeof ZPageDetails>;

/**
 * Where a job's details came from: `page` when jobs fetched and read the page, `extension` when
 * they were read from the user's tab by the extension, `none` when nothing could be read (every
 * unknown field reads `Waiting for admin input` and the job is marked `details needed`).
 */
export const JOB_DETAILS_SOURCES = ['page', 'extension', 'none'] as const;
export const ZJobDetailsSource = z.enum(JOB_DETAILS_SOURCES);
export type TJobDetailsSource = z.infer<typeof ZJobDetailsSource>;

/** The extension's import body (`POST /api/extension/jobs`): the link and, optionally, what the tab said. */
export const ZExtensionImportBody = z.object({ url: ZJobUrl, page: ZPageDetails.optional() }).strict();
export type TExtensionImportBody = z.infer<typeof ZExtensionImportBody>;
