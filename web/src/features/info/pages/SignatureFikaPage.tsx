/** `/signature-fika` */
import { pagesFor } from '../content';
import { t } from '../i18n';
import { EventSection, eventsByIds } from '../components/EventList';
import { InfoPage } from '../components/InfoPage';

export default function SignatureFikaPage() {
  const signature = eventsByIds(['signature-sunday-fika', 'pizza-night', 'tokyo-spanish-tapas', 'ginza-rooftop-happy-hour', 'tokyo-evening-social']);
  return (
    <InfoPage page={pagesFor().pages.signatureFika} ctaTitle={t('signature.ctaTitle')}>
      <EventSection title={t('signature.events.title')} subtitle={t('signature.events.subtitle')} list={signature} />
    </InfoPage>
  );
}
