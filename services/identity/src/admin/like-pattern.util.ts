/** A substring pattern for ILIKE: % and _ (and the escape) in the text mean themselves. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
