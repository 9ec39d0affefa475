import type { FastifyReply } from 'fastify';

/**
 * The security headers that govern a page (a document or a worker) and nothing else: a browser reads
 * none of them on a script it runs inside a page. Helmet puts them on every answer; on the app's hashed
 * scripts they were 0.7 KB of every file's 1.1 KB of headers, sent with each of the ten or so scripts
 * of a first load (issue 47, decision 0074). A script keeps what does apply to it: nosniff (run only as
 * JavaScript), Cross-Origin-Resource-Policy (no other site may load it) and Referrer-Policy (the policy
 * of the modules it imports).
 */
const PAGE_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/** Drops the page-only headers from the answer of a script that no page or worker is made of. */
export function dropPageOnlyHeaders(reply: FastifyReply): void {
  for (const name of PAGE_ONLY_HEADERS) reply.removeHeader(name);
}
