/**
 * POST /api/admin-event-images (admin only: the authorizer runs first, and each action checks the
 * admin from its context): request_upload {contentType, size} gives a presigned form for one image
 * and its key; confirm_upload {key} checks what was posted by its content and stores the original
 * GET /img/<key> renders from. The flow and its answers: api/admin-event-images.ts.
 */
import { HttpError, NotFound } from '../lib/errors';
import { httpHandler, serve } from '../lib/http';
import { adminActions } from '../lib/admin-context';
import { log } from '../lib/log';
import { ports } from '../lib/runtime';
import { newUploadKey, uploadStore } from '../lib/uploads';
import { UPLOAD_MAX_BYTES } from '../../content/images/uploads';
import { adminEventImagesActions } from '../../api/admin-event-images';
import { toOriginal } from './check';

export const CONFIRM_MESSAGES = {
  nothingUploaded: 'Nothing was uploaded under this key, or the upload was refused: ask for a new upload and post the file again.',
  tooLarge: `The image is larger than 10 MB (${UPLOAD_MAX_BYTES} bytes): make it smaller and upload it again.`,
} as const;

const actionsHandler = serve(
  adminEventImagesActions,
  adminActions(adminEventImagesActions, {
    async request_upload(req, admin) {
      const d = req.input();
      const p = await ports();
      const key = newUploadKey();
      const form = await uploadStore(p).presignPost(key, d.contentType, UPLOAD_MAX_BYTES);
      log.info('image upload requested', { key, contentType: d.contentType, size: d.size, admin });
      return { uploadUrl: form.url, fields: form.fields, key };
    },

    async confirm_upload(req, admin) {
      const { key } = req.input();
      const store = uploadStore(await ports());
      const upload = await store.readIncoming(key, UPLOAD_MAX_BYTES);
      if (upload === undefined) {
        // Confirmed already (a retry): the same answer. A key names one image for ever.
        if (await store.hasOriginal(key)) return { key };
        throw new NotFound(CONFIRM_MESSAGES.nothingUploaded);
      }
      try {
        // A second post under a confirmed key (the form lasts 5 minutes) is dropped unread: the key keeps its image.
        if (await store.hasOriginal(key)) return { key };
        if (upload === 'too-large') throw new HttpError(413, CONFIRM_MESSAGES.tooLarge);
        const original = await toOriginal(upload);
        // Written once, even when two confirmations race (S3's If-None-Match; locally an exclusive create).
        const stored = await store.putOriginal(key, original.jpeg);
        log.info('image upload confirmed', { key, kind: original.kind, width: original.width, height: original.height, bytes: upload.length, stored, admin });
        return { key };
      } catch (e) {
        if (e instanceof HttpError) log.info('image upload refused', { key, status: e.status, reason: e.message, admin });
        throw e;
      } finally {
        await store.deleteIncoming(key);
      }
    },
  }),
);

// Reads no event of the catalogue: no catalogue read per request.
export const handler = httpHandler(actionsHandler, { catalogue: false });
