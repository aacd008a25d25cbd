/**
 * Images organisers upload for an event (POST /api/admin-event-images): the rules every side reads,
 * with no dependency, so the SPA, the functions and the catalogue's schema share them.
 * The content is checked by its bytes, never by its name (functions/admin-event-images/check.ts).
 */

/** An uploaded image's key: `upload-` and random lowercase letters and digits (24 when the server makes one). */
export const UPLOADED_IMAGE_KEY = /^upload-[a-z0-9]{8,64}$/;

export const isUploadedImageKey = (key: string): boolean => UPLOADED_IMAGE_KEY.test(key);

/** What may be uploaded, as the browser names it (`File.type`). */
export const UPLOAD_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type UploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number];

/** The most an upload may weigh: 10 MB. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** The aspect an uploaded image is laid out at before it loads (the event illustrations' 16:9). */
export const UPLOADED_IMAGE_SIZE = { width: 1920, height: 1080 } as const;
