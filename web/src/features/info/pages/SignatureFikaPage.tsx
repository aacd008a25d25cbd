/** `/signature-fika` */
import { pages } from '@/content/site/pages';
import { EventSection, eventsByIds } from '../components/EventList';
import { InfoPage } from '../components/InfoPage';

export default function SignatureFikaPage() {
  const signature = eventsByIds(['signature-sunday-fika', 'pizza-night', 'tokyo-spanish-tapas', 'ginza-rooftop-happy-hour', 'tokyo-evening-social']);
  return (
    <InfoPage page={pages.signatureFika} ctaTitle="Book a special evening">
      <EventSection title="Signature events" subtitle="Prices, what is included and cancellation terms are on each event page." list={signature} />
    </InfoPage>
  );
}
