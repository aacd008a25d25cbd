/** `/what-is-fika` */
import { pages } from '@/content/site/pages';
import { EventSection, eventsWhere } from '../components/EventList';
import { InfoPage } from '../components/InfoPage';

export default function WhatIsFikaPage() {
  const fikas = eventsWhere((e) => (e.eventType === 'fika' || e.eventType === 'weekly-fika') && !e.exclusive).slice(0, 6);
  return (
    <InfoPage page={pages.whatIsFika} ctaTitle="Your first fika is the hardest. It is also the best.">
      <EventSection title="Fikas coming up" subtitle="Weekly and monthly tables in Tokyo, Osaka, Fukuoka and Honolulu. Most are free: you just buy your own drink." list={fikas} />
    </InfoPage>
  );
}
