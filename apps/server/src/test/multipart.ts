import { randomUUID } from 'node:crypto';

type FilePart = { field: string; filename: string; contentType: string; bytes: Buffer };

/** A multipart/form-data body built by hand: text fields, then the file (or files, issue 44's photos). */
export function multipartBody(
  fields: Record<string, string>,
  files: FilePart | FilePart[] | null,
): { payload: Buffer; contentType: string } {
  const boundary = `----jhola${randomUUID().replaceAll('-', '')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  for (const file of files === null ? [] : Array.isArray(files) ? files : [files]) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
