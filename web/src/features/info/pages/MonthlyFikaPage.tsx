/** `/monthly-fika` */
import { pages } from '@/content/site/pages';
import { EventSection, eventsWhere } from '../components/EventList';
import { InfoPage } from '../components/InfoPage';

export default function MonthlyFikaPage() {
  const monthly = eventsWhere((e) => e.eventType === 'fika' && (e.eventFrequency === 'monthly' || e.eventFrequency === 'special-monthly'));
  return (
    <InfoPage page={pages.monthlyFika} ctaTitle="Save the date">
      <EventSection title="Upcoming monthly fikas" subtitle="Tokyo, Osaka and Fukuoka each gather once a month." list={monthly} />
    </InfoPage>
  );
}
