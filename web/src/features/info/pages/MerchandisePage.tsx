/** `/merchandise`: the collection with prices; each item links to the contact form with a prefilled subject. */
import { Link } from '../../../components/LocalLink';
import { activeLocale, intlLocale } from '../../../lib/i18n';
import { buttonClass } from '../../../components/ui/Button';
import { pagesFor } from '../content';
import { t } from '../i18n';
import { EventSection, eventsWhere } from '../components/EventList';
import { InfoPage, SectionBody } from '../components/InfoPage';

/** A price in yen: "¥2,800" in English, "2,800円" in Japanese. */
const yen = (amount: number) =>
  activeLocale() === 'ja'
    ? t('merch.priceYen', { amount: amount.toLocaleString(intlLocale()) })
    : new Intl.NumberFormat(intlLocale(), { style: 'currency', currency: 'JPY', maximumFractionDigits: 0 }).format(amount);

function MerchandiseGrid() {
  const { merchandiseItems } = pagesFor();
  return (
    <ul className="merch-grid">
      {merchandiseItems.map((item) => (
        <li key={item.id} className="merch-card">
          <div className="merch-card__head">
            <h3 id={`merch-${item.id}`}>{item.name}</h3>
            <p className="merch-card__price">
              {yen(item.priceYen)}
              <span className="visually-hidden"> {t('merch.includingTax')}</span>
            </p>
          </div>
          <p>{item.description}</p>
          <ul className="merch-card__details">
            {item.details.map((d) => (
              <li key={d}>{d}</li>
            ))}
          </ul>
          <Link
            to={`/contact?subject=${encodeURIComponent(t('merch.subject', { name: item.name }))}`}
            className={buttonClass('secondary', 'sm')}
            aria-describedby={`merch-${item.id}`}
          >
            {t('merch.ask')}
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
      page={pagesFor().pages.merchandise}
      ctaTitle={t('merch.ctaTitle')}
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
      <EventSection title={t('merch.events.title')} subtitle={t('merch.events.subtitle')} list={pickups} />
    </InfoPage>
  );
}
