import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';

/** A <script> element without a src attribute, and its text. */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

/**
 * The CSP sources ('sha256-…') of the inline scripts of the built pages: the build writes one small
 * script into the customer app's page (the landing screen's preloads and first reads, which an external
 * file would start a round trip later), and the policy allows exactly that text and no other inline
 * script. Read once at start; a page that is not built has none.
 */
export function inlineScriptHashes(htmlFiles: readonly string[]): string[] {
  const hashes = new Set<string>();
  for (const file of htmlFiles) {
    if (!existsSync(file)) continue;
    for (const [, text] of readFileSync(file, 'utf8').matchAll(INLINE_SCRIPT)) {
      if (text?.trim()) hashes.add(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
    }
  }
  return [...hashes];
}
