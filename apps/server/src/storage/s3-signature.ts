import { createHash, createHmac } from 'node:crypto';

export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding, as SigV4 wants it (encodeURIComponent leaves !'()* alone). */
const encode = (segment: string) =>
  encodeURIComponent(segment).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The request path with each segment encoded: "/bucket/bills/a b.png" → "/bucket/bills/a%20b.png". */
export const encodePath = (path: string) => path.split('/').map(encode).join('/');

/**
 * AWS Signature Version 4 for one S3 request (no query string): the headers to send, including
 * Authorization. Written out here (about 30 lines) rather than pulling in the AWS SDK for three calls.
 */
export function signS3Request(input: {
  method: 'GET' | 'PUT' | 'DELETE';
  url: URL;
  body?: Buffer;
  contentType?: string;
  /** More headers to sign and send (lower-case names), e.g. `range`. */
  extraHeaders?: Record<string, string>;
  credentials: S3Credentials;
  now?: Date;
}): Record<string, string> {
  const amzDate = (input.now ?? new Date())
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const payloadHash = sha256(input.body ?? '');
  const headers: Record<string, string> = {
    host: input.url.host,
    'x-amz-content-sha256': payloadHash,
    'x-amz-date': amzDate,
    ...(input.contentType ? { 'content-type': input.contentType } : {}),
    ...input.extraHeaders,
  };
  const names = Object.keys(headers).sort();
  const canonical = [
    input.method,
    input.url.pathname,
    '',
    ...names.map((n) => `${n}:${headers[n]!.trim()}`),
    '',
    names.join(';'),
    payloadHash,
  ].join('\n');
  const { accessKeyId, secretAccessKey, region } = input.credentials;
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  let key = hmac(`AWS4${secretAccessKey}`, day);
  for (const part of [region, 's3', 'aws4_request']) key = hmac(key, part);
  const signature = createHmac('sha256', key).update(toSign).digest('hex');
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`,
  };
}
