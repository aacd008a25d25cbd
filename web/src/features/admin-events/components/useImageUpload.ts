/**
 * An image field's upload: the chosen file checked (type and size: upload.ts imageProblem), uploaded
 * (uploadEventImage) and its key handed to `onChange`; the field's messages are the upload's problem
 * and the server's errors at `path`.
 */
import { useContext, useState, type ChangeEvent } from 'react';
import { imageProblem, uploadEventImage } from '../upload';
import { ErrorsContext, messagesAt } from './Fields';

export function useImageUpload(path: string, token: string, onChange: (key: string) => void) {
  const errors = useContext(ErrorsContext);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const messages = [...(problem ? [problem] : []), ...messagesAt(errors, path)];

  async function onFile(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const bad = imageProblem(file);
    if (bad) return setProblem(bad);
    setProblem(null);
    setBusy(true);
    try {
      onChange((await uploadEventImage(file, token)).key);
    } catch (err) {
      setProblem(err instanceof Error ? err.message : 'The image could not be uploaded. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return { busy, messages, onFile };
}
