/**
 * What a subscription gives and what it does not cover, in the page's language, from the facts
 * module (content/site/facts.ts SUBSCRIPTION_BENEFITS): the only list of benefits the site shows.
 */
import { SUBSCRIPTION_BENEFITS, SUBSCRIPTION_NOT_INCLUDED } from '@/content/site/facts';
import { activeLocale } from '../../../lib/i18n';
import { t } from '../i18n';

export function SubscriptionBenefits() {
  const lang = activeLocale();
  return (
    <section className="subscription-benefits" aria-labelledby="subscription-benefits-title">
      <h2 id="subscription-benefits-title" className="subscription-benefits__title">
        {t('benefits.title')}
      </h2>
      <ul className="subscription-benefits__list">
        {Object.entries(SUBSCRIPTION_BENEFITS).map(([id, b]) => (
          <li key={id}>{b[lang]}</li>
        ))}
      </ul>
      <p className="subscription-benefits__note">{SUBSCRIPTION_NOT_INCLUDED[lang]}</p>
    </section>
  );
}
