/** `/what-is-speed-fika` */
import { pages } from '@/content/site/pages';
import { EventSection, eventsWhere } from '../components/EventList';
import { InfoPage } from '../components/InfoPage';

export default function WhatIsSpeedFikaPage() {
  const weekly = eventsWhere((e) => e.eventType === 'weekly-fika');
  return (
    <InfoPage page={pages.whatIsSpeedFika} ctaTitle="Meet ten people in one afternoon">
      <EventSection
        title="Warm up at a weekly fika"
        subtitle="Speed fikas are announced on the events page. Until the next one, our small weekly tables are the easiest place to practise saying hello."
        list={weekly}
      />
    </InfoPage>
  );
}
