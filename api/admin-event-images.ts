/**
 * POST /api/admin-event-images (admin only): an organiser uploads an event's image. Two steps, the
 * file itself never passing through the API (whose bodies stop at 64 KB):
 *
 * 1. `request_upload {contentType, size}` → `{uploadUrl, fields, key}`. The browser then posts a
 *    multipart form to `uploadUrl`: every entry of `fields` as a form field, in order, and the file
 *    last, as the field `file`. In AWS that is an S3 presigned POST (at most 10 MB, this content type,
 *    5 minutes); locally the local server's `/_dev/uploads/<key>`, held to the same rules. A success
 *    is a 204; a refusal a 4xx (400 EntityTooLarge past 10 MB, 403 once the form has expired).
 * 2. `confirm_upload {key}` → `{key}`. The server reads what was posted and checks its content (its
 *    first bytes say JPEG, PNG or WebP, sharp decodes it, at most 12 megapixels); refused with 415
 *    and deleted otherwise; accepted, it is stored as the image's original and `GET /img/<key>`
 *    serves it in every size. The key then goes into the event's `iconImage`.
 *
 * The rules (types, 10 MB, the key's shape) are in content/images/uploads.ts; the store in
 * functions/lib/uploads.ts; the content check in functions/admin-event-images/check.ts.
 */
import * as z from '../domain/zod';
import { UPLOADED_IMAGE_KEY, UPLOAD_CONTENT_TYPES, UPLOAD_MAX_BYTES } from '../content/images/uploads';
import { action, actions, type SampleFixture } from './contract';

export const UPLOAD_MESSAGES = {
  contentType: 'The image must be a JPEG, PNG or WebP file (image/jpeg, image/png or image/webp).',
  size: `The image must be at most 10 MB (${UPLOAD_MAX_BYTES} bytes).`,
  key: 'Unknown upload: use the key request_upload gave.',
} as const;

const size = z.number({ error: UPLOAD_MESSAGES.size }).check(z.refine(Number.isInteger, UPLOAD_MESSAGES.size), z.gte(1, UPLOAD_MESSAGES.size), z.lte(UPLOAD_MAX_BYTES, UPLOAD_MESSAGES.size));
const key = z.string({ error: UPLOAD_MESSAGES.key }).check(z.maxLength(100, UPLOAD_MESSAGES.key), z.regex(UPLOADED_IMAGE_KEY, UPLOAD_MESSAGES.key));

/** A 32×18 PNG, the samples' upload. */
const SAMPLE_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAACAAAAASCAIAAAC1qksFAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAH0lEQVQ4y2Oo8dKlKWIYtWDUglELRi0YtWDUAnpYAACmmSLfU6u8VwAAAABJRU5ErkJggg==';

/**
 * The contract test has no server to post the form to: the sample asks for an upload and puts the
 * bytes where the local form would (the local store, functions/lib/uploads.ts), as a browser's post would.
 */
async function sampleUpload(fx: SampleFixture): Promise<string> {
  const bytes = Buffer.from(SAMPLE_PNG_BASE64, 'base64');
  const token = await fx.adminToken();
  const answer = await fx.call('adminEventImages', 'request_upload', { contentType: 'image/png', size: bytes.length }, { token });
  const uploaded = (answer.data as { key: string }).key;
  await fx.putUpload(uploaded, bytes);
  return uploaded;
}

export const adminEventImagesActions = actions({
  request_upload: action({
    summary: 'A form to post one image file to (S3 presigned POST; locally /_dev/uploads/<key>): JPEG, PNG or WebP, at most 10 MB, usable for 5 minutes; with the key the image will have.',
    input: z.object({
      contentType: z.enum(UPLOAD_CONTENT_TYPES, { error: UPLOAD_MESSAGES.contentType }),
      size,
    }),
    output: z.object({
      /** Where the browser posts the multipart form. */
      uploadUrl: z.string(),
      /** The form's fields, sent before the file (which goes last, as `file`). */
      fields: z.record(z.string(), z.string()),
      /** The image's key once confirmed: `upload-` and 24 lowercase letters and digits. */
      key: z.string().check(z.regex(UPLOADED_IMAGE_KEY)),
    }),
    sample: async (fx) => ({ data: { contentType: 'image/jpeg' as const, size: 250_000 }, token: await fx.adminToken() }),
  }),
  confirm_upload: action({
    summary: 'Checks what was posted by its content (JPEG, PNG or WebP that decodes, at most 12 megapixels) and stores it for GET /img/<key>; 415 (and the file deleted) otherwise.',
    input: z.object({ key }),
    output: z.object({ key: z.string().check(z.regex(UPLOADED_IMAGE_KEY)) }),
    sample: async (fx) => ({ data: { key: await sampleUpload(fx) }, token: await fx.adminToken() }),
  }),
});

export type AdminEventImagesActions = typeof adminEventImagesActions;
