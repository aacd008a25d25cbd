/** `/happiness` */
import { pagesFor } from '../content';
import { t } from '../i18n';
import { EventSection, eventsByIds } from '../components/EventList';
import { InfoPage } from '../components/InfoPage';

export default function HappinessPage() {
  const regular = eventsByIds(['weekly-saturday-fika', 'weekly-tuesday-fika', 'meiji-jingu-forest-walk', 'tokyo-december-fika']);
  return (
    <InfoPage page={pagesFor().pages.happiness} ctaTitle={t('happiness.ctaTitle')}>
      <EventSection title={t('happiness.events.title')} subtitle={t('happiness.events.subtitle')} list={regular} />
    </InfoPage>
  );
}
