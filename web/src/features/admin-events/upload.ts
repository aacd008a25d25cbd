/**
 * THE SEAM for an event's own image: `uploadEventImage(file, token)` resolves with the key the
 * listing stores as `iconImage` (served by GET /img/{key}). Everything about how an upload travels
 * is in this module, so the image field does not change when the upload API does.
 *
 * The flow it assumes (the upload endpoint `adminEventImages` is being built beside this console
 * and is not in this branch's API catalogue yet):
 *   1. `request_upload {contentType, size}` → `{uploadUrl, fields, key}` (a presigned POST);
 *   2. a multipart POST of `fields` and then the file to `uploadUrl`;
 *   3. `confirm_upload {key}` → `{key}` (the server checks the stored image and keeps it).
 * Until the endpoint exists, an upload fails with UPLOAD_UNAVAILABLE. At merge: type the client
 * from the catalogue (`api.adminEventImages`) and drop `UploadClient`.
 */
import { api, type ActionCallOptions } from '../../lib/api';
import type { Envelope } from '../../lib/api-client';

/** The image types an organiser may upload. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** 10 MB. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

export const UPLOAD_UNAVAILABLE = 'Image uploads are not available on this server yet.';
const UPLOAD_FAILED = 'The image could not be uploaded. Please try again.';

type Answer<T> = Promise<Envelope<T> & { status: number }>;

/** The upload endpoint's actions, as this module assumes them. */
export interface UploadClient {
  request_upload(data: { contentType: string; size: number }, o?: ActionCallOptions): Answer<{ uploadUrl: string; fields: Record<string, string>; key: string }>;
  confirm_upload(data: { key: string }, o?: ActionCallOptions): Answer<{ key: string }>;
}

/** The endpoint's client when the API catalogue has it; undefined before then. */
const defaultClient = (): UploadClient | undefined => (api as unknown as Record<string, UploadClient | undefined>).adminEventImages;

/** Why a file cannot be uploaded, or null when it can. */
export function imageProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'Choose a JPEG, PNG or WebP image.';
  if (file.size > MAX_IMAGE_BYTES) return 'The image is larger than 10 MB. Choose a smaller one.';
  if (file.size === 0) return 'The file is empty.';
  return null;
}

/** Uploads `file` and resolves with its image key; rejects with a message to show beside the field. */
export async function uploadEventImage(file: File, token: string, client: UploadClient | undefined = defaultClient()): Promise<{ key: string }> {
  const problem = imageProblem(file);
  if (problem) throw new Error(problem);
  if (!client) throw new Error(UPLOAD_UNAVAILABLE);

  const requested = await client.request_upload({ contentType: file.type, size: file.size }, { token });
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
