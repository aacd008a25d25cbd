/** Test plumbing for the admin console pages: the admin context, a memory router, fetch routed by action. */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import { AdminContext } from '../../../web/src/lib/admin-session';

export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export type Answer = (action: string, data: Record<string, any>, url: string, init: RequestInit) => Response | undefined;

export function mockApi(answer: Answer) {
  const fn = vi.fn(async (url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as { action: string; data?: Record<string, any> };
    return answer(body.action, body.data ?? {}, url, init) ?? json(400, { success: false, error: `Unhandled ${body.action}` });
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

export const sent = (fn: ReturnType<typeof mockApi>, action: string) =>
  fn.mock.calls.map(([url, init]) => ({ url, headers: (init as RequestInit).headers as Record<string, string>, ...(JSON.parse(String((init as RequestInit).body)) as { action: string; data: any }) })).filter((b) => b.action === action);

export function renderAdmin(element: ReactNode, path = '/admin/x') {
  window.scrollTo = (() => {}) as typeof window.scrollTo;
  const router = createMemoryRouter([{ path, element: <AdminContext.Provider value={{ email: 'admin@example.com', token: 'admin-token', signOut: async () => {} }}>{element}</AdminContext.Provider> }], {
    initialEntries: [path],
  });
  return render(<RouterProvider router={router} />);
}

/** Captures the files the page downloads (web/src/lib/csv.ts): `files()` reads each one's name and text. */
export function captureDownloads() {
  const blobs: { name: string; blob: Blob }[] = [];
  let pending: Blob | null = null;
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn((b: Blob) => ((pending = b), 'blob:csv')), revokeObjectURL: vi.fn() }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (pending) blobs.push({ name: this.download, blob: pending });
    pending = null;
  });
  const read = (b: Blob) =>
    new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(b);
    });
  return { files: () => Promise.all(blobs.map(async (f) => ({ name: f.name, text: await read(f.blob) }))) };
}
