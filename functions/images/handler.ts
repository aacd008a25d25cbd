/**
 * GET /img/{key}: resized images (sizes in content/image-presets.ts) behind CloudFront (locally, the same handler).
 * Query w, h, q, f (webp|jpeg|avif|png), fit (cover|contain|inside) or a preset p; WebP when the
 * browser accepts it and no f is given. Long-lived and immutable: a variant never changes.
 * An `upload-…` key is an organiser's image, read from the upload store (functions/lib/uploads.ts:
 * the bucket in AWS, the folder locally); every other key one of the site's own (IMAGES_DIR).
 */
import { BadRequest, HttpError, NotFound } from '../lib/errors';
import { header, httpHandler, requestContext, type HttpEvent, type HttpResult } from '../lib/http';
import { hit, limits } from '../lib/auth/rate-limit';
import { ports } from '../lib/runtime';
import { ImageParamError, parseImageRequest, parseKey, type ImageRequest } from './params';
import { OriginalTooLarge, folderSource, imagesDir, isRendered, renderVariant, type OriginalSource } from './render';
import { uploadStore } from '../lib/uploads';
import { isUploadedImageKey } from '../../content/images/uploads';

export const IMAGE_NOT_FOUND = 'Image not found';

export const handler = httpHandler(async (event: HttpEvent): Promise<HttpResult> => {
  const parsed = parseKey(event.pathParameters?.proxy ?? '');
  if (!parsed) throw new NotFound(IMAGE_NOT_FOUND);
  let req: ImageRequest;
  try {
    req = parseImageRequest(parsed.key, parsed.extFormat, event.queryStringParameters ?? {}, header(event, 'accept'));
  } catch (e) {
    if (e instanceof ImageParamError) throw new BadRequest(e.message);
    throw e;
  }
  const source = isUploadedImageKey(req.key) ? await uploadedOriginals() : folderSource(imagesDir());
  // A variant this instance must render costs CPU: limited per client address (CloudFront and the in-process cache answer the rest).
  if (!isRendered(req, source)) await hit(await ports(), limits.imageRendersPerIp, `ip:${requestContext(event).address}`);
  let out;
  try {
    out = await renderVariant(req, source);
  } catch (e) {
    if (e instanceof OriginalTooLarge) throw new HttpError(422, e.message);
    throw e;
  }
  if (!out) throw new NotFound(IMAGE_NOT_FOUND);
  return {
    statusCode: 200,
    headers: {
      'content-type': out.contentType,
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'Accept',
      'x-content-type-options': 'nosniff',
    },
    body: out.body.toString('base64'),
    isBase64Encoded: true,
  };
}, { catalogue: false });

/** Organisers' accepted originals (`originals/<key>.jpg` of the upload store); a key written once never changes, so its variants may be cached. */
async function uploadedOriginals(): Promise<OriginalSource> {
  const p = await ports();
  const store = uploadStore(p);
  return { id: `uploads:${p.config.uploadsBucket ?? p.config.uploadsDir}`, read: (key) => store.readOriginal(key) };
}
