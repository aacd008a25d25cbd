/** A one-line message in the site's notice style: errors interrupt (alert), the rest are announced politely. */
import type { ReactNode } from 'react';

export type NoticeTone = 'success' | 'warning' | 'error' | 'info';

/** Renders nothing while `text` is empty. */
export function Notice({ tone, text }: { tone: NoticeTone; text: ReactNode }) {
  if (!text) return null;
  return (
    <p className={`notice notice--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {text}
    </p>
  );
}
