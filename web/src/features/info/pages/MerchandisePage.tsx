/** `/merchandise`: the collection with prices; each item links to the contact form with a prefilled subject. */
import { Link } from 'react-router-dom';
import { buttonClass } from '../../../components/ui/Button';
import { merchandiseItems, pages } from '@/content/site/pages';
import { EventSection, eventsWhere } from '../components/EventList';
import { InfoPage, SectionBody } from '../components/InfoPage';

const yen = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'JPY', maximumFractionDigits: 0 });

function MerchandiseGrid() {
  return (
    <ul className="merch-grid">
      {merchandiseItems.map((item) => (
        <li key={item.id} className="merch-card">
          <div className="merch-card__head">
            <h3 id={`merch-${item.id}`}>{item.name}</h3>
            <p className="merch-card__price">
              {yen.format(item.priceYen)}
              <span className="visually-hidden"> including tax</span>
            </p>
          </div>
          <p>{item.description}</p>
          <ul className="merch-card__details">
            {item.details.map((d) => (
              <li key={d}>{d}</li>
            ))}
          </ul>
          <Link
            to={`/contact?subject=${encodeURIComponent(`Merchandise: ${item.name}`)}`}
            className={buttonClass('secondary', 'sm')}
            aria-describedby={`merch-${item.id}`}
          >
            Ask about this item
          </Link>
        </li>
      ))}
    </ul>
  );
}

export default function MerchandisePage() {
  const pickups = eventsWhere((e) => e.eventType === 'fika' && (e.eventFrequency === 'monthly' || e.eventFrequency === 'special-monthly')).slice(0, 3);
  return (
    <InfoPage
      page={pages.merchandise}
      ctaTitle="Want something delivered?"
      renderSection={(s) =>
        s.id === 'collection' ? (
          <>
            <p>{s.body[0]}</p>
            <MerchandiseGrid />
          </>
        ) : (
          <SectionBody section={s} />
        )
      }
    >
      <EventSection title="Pick up at a monthly fika" subtitle="Cash and card accepted at the welcome table." list={pickups} />
    </InfoPage>
  );
}
