/**
 * `/host`: where the installed door kit starts. It opens the door kit this device used last; with
 * none, it says how to open one (the link in the host's sign-in email).
 */
import { useEffect, useState } from 'react';
import { PageHeader } from '../../../components/ui/PageHeader';
import { localPath } from '../../../lib/i18n';
import { lastDoor } from '../door-store';
import { t } from '../i18n';

export default function DoorStartPage() {
  const [none, setNone] = useState(false);
  useEffect(() => {
    const last = lastDoor();
    // A new document: the door kit's page is loaded with its own headers (the camera).
    if (last) window.location.replace(localPath(`/host/${last}`));
    else setNone(true);
  }, []);
  return (
    <>
      <PageHeader eyebrow={t('page.eyebrow')} title={t('start.title')} />
      <div className="container">
        <p>{none ? t('start.none') : t('page.loading')}</p>
      </div>
    </>
  );
}
