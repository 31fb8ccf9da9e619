/** A fetched page's body (decompressed, at most 2 MB) and its Content-Type header. */
export type TPageBytes = { body: Uint8Array; contentType: string };

/** The page's text in the charset its Content-Type names (UTF-8 when it names none or an unknown one). */
export function decodePage({ body, contentType }: TPageBytes): string {
  const charset = /charset="?([\w-]+)"?/i.exec(contentType)?.[1] ?? 'utf-8';
  try {
    return new TextDecoder(charset).decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}
