/**
 * An event's own image: `uploadEventImage(file, token)` resolves with the key the listing stores as
 * `iconImage` (served by GET /img/{key}). The flow (POST /api/admin-event-images, docs/admin.md):
 *   1. `request_upload {contentType, size}` → `{uploadUrl, fields, key}` (a presigned POST);
 *   2. a multipart POST of `fields` and then the file to `uploadUrl`;
 *   3. `confirm_upload {key}` → `{key}` (the server checks the image by its content and keeps it).
 */
import { api, type ActionCallOptions } from '../../lib/api';
import type { Envelope } from '../../lib/api-client';
import { UPLOAD_CONTENT_TYPES, UPLOAD_MAX_BYTES } from '@/content/images/uploads';

/** The image types an organiser may upload. */
export const IMAGE_TYPES = UPLOAD_CONTENT_TYPES;
/** 10 MB. */
export const MAX_IMAGE_BYTES = UPLOAD_MAX_BYTES;

const UPLOAD_FAILED = 'The image could not be uploaded. Please try again.';

type Answer<T> = Promise<Envelope<T> & { status: number }>;

/** The upload endpoint's two actions (the typed client `api.adminEventImages`; tests pass their own). */
export interface UploadClient {
  request_upload(data: { contentType: (typeof IMAGE_TYPES)[number]; size: number }, o?: ActionCallOptions): Answer<{ uploadUrl: string; fields: Record<string, string>; key: string }>;
  confirm_upload(data: { key: string }, o?: ActionCallOptions): Answer<{ key: string }>;
}

/** Why a file cannot be uploaded, or null when it can. */
export function imageProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'Choose a JPEG, PNG or WebP image.';
  if (file.size > MAX_IMAGE_BYTES) return 'The image is larger than 10 MB. Choose a smaller one.';
  if (file.size === 0) return 'The file is empty.';
  return null;
}

/** Uploads `file` and resolves with its image key; rejects with a message to show beside the field. */
export async function uploadEventImage(file: File, token: string, client: UploadClient = api.adminEventImages): Promise<{ key: string }> {
  const problem = imageProblem(file);
  if (problem) throw new Error(problem);

  const requested = await client.request_upload({ contentType: file.type as (typeof IMAGE_TYPES)[number], size: file.size }, { token });
  if (!requested.success || !requested.data) throw new Error(requested.error || UPLOAD_FAILED);
  const { uploadUrl, fields, key } = requested.data;

  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file);
  let stored: Response;
  try {
    stored = await fetch(uploadUrl, { method: 'POST', body: form });
  } catch {
    throw new Error(UPLOAD_FAILED);
  }
  if (!stored.ok) throw new Error(UPLOAD_FAILED);

  const confirmed = await client.confirm_upload({ key }, { token });
  if (!confirmed.success || !confirmed.data) throw new Error(confirmed.error || UPLOAD_FAILED);
  return { key: confirmed.data.key };
}
