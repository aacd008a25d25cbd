/** `/happiness` */
import { pages } from '@/content/site/pages';
import { EventSection, eventsByIds } from '../components/EventList';
import { InfoPage } from '../components/InfoPage';

export default function HappinessPage() {
  const regular = eventsByIds(['weekly-saturday-fika', 'weekly-tuesday-fika', 'meiji-jingu-forest-walk', 'tokyo-december-fika']);
  return (
    <InfoPage page={pages.happiness} ctaTitle="Start with one small, regular thing">
      <EventSection title="Make it a habit" subtitle="Regular tables and gentle walks, where the same faces become familiar." list={regular} />
    </InfoPage>
  );
}
