/**
 * POST /_dev/uploads/<key>: the local stand-in for the uploads bucket's presigned POST (local
 * server only, never in AWS). It takes the same multipart form request_upload describes (the
 * fields, then the file as `file`) and holds it to the same policy S3 would: the signed fields
 * unchanged, this key, this Content-Type, 1 byte to the policy's maximum (10 MB), before the form
 * expires. Accepted, the file goes to `<uploads dir>/incoming/<key>` and the answer is 204, as S3's;
 * refused, S3's status and XML error (400 EntityTooLarge, 403 AccessDenied…). Nothing is checked
 * about the content here: confirm_upload does that, as it must in AWS.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { UPLOADED_IMAGE_KEY, UPLOAD_MAX_BYTES } from '../../content/images/uploads';
import type { ClockPort, Ports } from '../../functions/lib/ports';
import { LOCAL_SIGNATURE_FIELD, incomingPath, localUploadStore, verifyLocalPolicy } from '../../functions/lib/uploads';

export interface LocalUploads {
  store: ReturnType<typeof localUploadStore>;
  signingSecret: string;
  clock: ClockPort;
}

/** The local stack's uploads, from its ports (the folder is ports.config.uploadsDir). */
export function localUploads(p: Ports): LocalUploads | undefined {
  const { uploadsDir } = p.config;
  if (!uploadsDir) return undefined;
  return {
    store: localUploadStore({ dir: uploadsDir, siteUrl: p.config.siteUrl, signingSecret: p.secrets.signingSecret, clock: p.clock }),
    signingSecret: p.secrets.signingSecret,
    clock: p.clock,
  };
}

/** Room for the form's fields and multipart framing beside the largest file a policy allows. */
const FORM_OVERHEAD_BYTES = 256 * 1024;

function s3Error(res: ServerResponse, status: number, code: string, message: string, close = false): void {
  res.writeHead(status, { 'content-type': 'application/xml', 'cache-control': 'no-store', ...(close ? { connection: 'close' } : {}) });
  res.end(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`);
}

const TOO_LARGE = ['EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size'] as const;

/** Reads the body up to `max` bytes; 'too-large' past it (the rest is read and dropped, up to twice `max`, so the answer reaches the client). */
async function readForm(req: IncomingMessage, max: number): Promise<Buffer | 'too-large'> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const c of req) {
    size += (c as Buffer).length;
    if (size > 2 * max) break;
    if (size <= max) chunks.push(c as Buffer);
  }
  return size > max ? 'too-large' : Buffer.concat(chunks);
}

export async function handleLocalUpload(req: IncomingMessage, res: ServerResponse, key: string, u: LocalUploads): Promise<void> {
  if (req.method !== 'POST') return s3Error(res, 405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
  if (!UPLOADED_IMAGE_KEY.test(key)) return s3Error(res, 400, 'InvalidArgument', 'This is not an upload address.');
  const contentType = String(req.headers['content-type'] ?? '');
  if (!/^multipart\/form-data;/i.test(contentType)) return s3Error(res, 412, 'PreconditionFailed', 'Bucket POST must be of the enclosure-type multipart/form-data');

  // The policy's maximum is known only once the form is read; no policy allows more than 10 MB.
  const body = await readForm(req, UPLOAD_MAX_BYTES + FORM_OVERHEAD_BYTES);
  if (body === 'too-large') return s3Error(res, 400, ...TOO_LARGE, true);

  let form: FormData;
  try {
    form = await new Request('http://local/', { method: 'POST', headers: { 'content-type': contentType }, body: new Uint8Array(body) }).formData();
  } catch {
    return s3Error(res, 400, 'MalformedPOSTRequest', 'The body of your POST request is not well-formed multipart/form-data.');
  }
  const field = (name: string) => {
    const v = form.get(name);
    return typeof v === 'string' ? v : undefined;
  };
  const file = form.get('file');
  if (!file || typeof file === 'string') return s3Error(res, 400, 'InvalidArgument', 'POST requires exactly one file upload per request.');

  const policy = verifyLocalPolicy(u.signingSecret, field('Policy'), field(LOCAL_SIGNATURE_FIELD));
  if (!policy) return s3Error(res, 403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.');
  if (Date.parse(policy.expires) <= u.clock.now().getTime()) return s3Error(res, 403, 'AccessDenied', 'Invalid according to Policy: Policy expired.');
  if (policy.key !== incomingPath(key) || field('key') !== policy.key) return s3Error(res, 403, 'AccessDenied', 'Invalid according to Policy: Policy Condition failed: ["eq", "$key", …]');
  if (field('Content-Type') !== policy.contentType) return s3Error(res, 403, 'AccessDenied', `Invalid according to Policy: Policy Condition failed: ["eq", "$Content-Type", "${policy.contentType}"]`);
  if (file.size > policy.maxBytes) return s3Error(res, 400, ...TOO_LARGE);
  if (file.size < 1) return s3Error(res, 400, 'EntityTooSmall', 'Your proposed upload is smaller than the minimum allowed size');

  await u.store.writeIncoming(key, Buffer.from(await file.arrayBuffer()));
  res.writeHead(204, { 'cache-control': 'no-store' });
  res.end();
}
