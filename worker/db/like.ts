/**
 * D1 in production refuses LIKE patterns longer than 50 bytes ("LIKE or GLOB pattern too
 * complex"); local workerd does not. `%text%` is cut so the whole pattern fits: matching the
 * first 48 bytes of a long word still finds every row that holds the word.
 * `escape` backslash-escapes LIKE wildcards (use with `escape '\'` in the SQL).
 */
export const LIKE_MAX_BYTES = 50;
export function likeContains(text: string, opts: { escape?: boolean } = {}): string {
  const encoder = new TextEncoder();
  let body = '';
  for (const ch of text) {
    const piece = opts.escape && /[\\%_]/.test(ch) ? `\\${ch}` : ch;
    if (encoder.encode(`%${body}${piece}%`).length > LIKE_MAX_BYTES) break;
    body += piece;
  }
  return `%${body}%`;
}
