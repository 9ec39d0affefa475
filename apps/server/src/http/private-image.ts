import type { FastifyReply } from 'fastify';

/** An image only its order's people may see (a bill, a chat photo, a claim photo), as the server read it. */
export interface PrivateImage {
  contentType: string;
  size: number;
  bytes: Buffer | Uint8Array;
}

/**
 * Sends a private image: never kept by a cache, never sniffed as another type, and opened on its own it may
 * run nothing and load nothing (issue 18).
 */
export function sendPrivateImage(reply: FastifyReply, image: PrivateImage) {
  return reply
    .header('content-type', image.contentType)
    .header('content-length', image.size)
    .header('cache-control', 'no-store, private')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', 'inline')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(image.bytes);
}
