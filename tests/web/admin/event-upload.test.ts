/**
 * The event image seam (web/src/features/admin-events/upload.ts): only JPEG, PNG and WebP up to
 * 10 MB; request an upload, POST its fields and then the file to the presigned URL, confirm the key.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_IMAGE_BYTES, imageProblem, uploadEventImage, type UploadClient } from '../../../web/src/features/admin-events/upload';

const png = (bytes = 2048) => new File([new Uint8Array(bytes)], 'pond.png', { type: 'image/png' });

function fakeClient(over: Partial<UploadClient> = {}) {
  const client = {
    request_upload: vi.fn(async () => ({ success: true, status: 200, data: { uploadUrl: 'https://uploads.example.com/bucket', fields: { key: 'incoming/upload-abc12345', policy: 'p0l1cy' }, key: 'upload-abc12345' } })),
    confirm_upload: vi.fn(async (data: { key: string }) => ({ success: true, status: 200, data: { key: data.key } })),
    ...over,
  };
  return client as typeof client & UploadClient;
}

describe('uploadEventImage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refuses other types, empty files and files over 10 MB before sending anything', () => {
    expect(imageProblem({ type: 'image/gif', size: 10 })).toBe('Choose a JPEG, PNG or WebP image.');
    expect(imageProblem({ type: 'image/webp', size: MAX_IMAGE_BYTES + 1 })).toBe('The image is larger than 10 MB. Choose a smaller one.');
    expect(imageProblem({ type: 'image/jpeg', size: 0 })).toBe('The file is empty.');
    expect(imageProblem({ type: 'image/jpeg', size: MAX_IMAGE_BYTES })).toBeNull();
  });

  it('requests an upload, posts the fields then the file, confirms, and answers the key', async () => {
    const client = fakeClient();
    const posted: FormData[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        expect(url).toBe('https://uploads.example.com/bucket');
        posted.push(init.body as FormData);
        return new Response(null, { status: 204 });
      }),
    );
    await expect(uploadEventImage(png(), 'admin-token', client)).resolves.toEqual({ key: 'upload-abc12345' });
    expect(client.request_upload).toHaveBeenCalledWith({ contentType: 'image/png', size: 2048 }, { token: 'admin-token' });
    expect([...posted[0].keys()]).toEqual(['key', 'policy', 'file']);
    expect(client.confirm_upload).toHaveBeenCalledWith({ key: 'upload-abc12345' }, { token: 'admin-token' });
  });

  it('passes on the server’s refusal, and fails plainly when storage refuses the file', async () => {
    const refusing = fakeClient({ request_upload: vi.fn(async () => ({ success: false, status: 400, error: 'Images are at most 10 MB' })) });
    await expect(uploadEventImage(png(), 't', refusing)).rejects.toThrow('Images are at most 10 MB');
    vi.stubGlobal('fetch', vi.fn(async () => new Response('denied', { status: 403 })));
    const client = fakeClient();
    await expect(uploadEventImage(png(), 't', client)).rejects.toThrow('The image could not be uploaded. Please try again.');
    expect(client.confirm_upload).not.toHaveBeenCalled();
  });
});
