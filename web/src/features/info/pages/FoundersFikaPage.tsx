/** `/founders-fika` */
import { pages } from '@/content/site/pages';
import { EventSection, eventsWhere } from '../components/EventList';
import { InfoPage } from '../components/InfoPage';

export default function FoundersFikaPage() {
  const founders = eventsWhere((e) => e.exclusiveType === 'founding-members');
  return (
    <InfoPage page={pages.foundersFika} ctaTitle="Founding member? Your seat is waiting">
      <EventSection
        title="The next founders' fika"
        subtitle="Reserved for founding members and booked through the platform only."
        list={founders}
      />
    </InfoPage>
  );
}
