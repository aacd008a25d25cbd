/**
 * `/tokyo-expat-calculator`: a live monthly cost-of-living estimate. All numbers come from
 * content/guides/cost-of-living (estimateMonthlyCost); this page is only the form and the result.
 */
import { useId, useMemo, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/Button';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Section } from '../../../components/ui/Section';
import { Seo } from '../../../lib/seo';
import {
  APPROX_YEN_PER_DOLLAR,
  apartmentSizes,
  approxInYen,
  cities,
  cityIds,
  defaultCostInput,
  estimateMonthlyCost,
  lifestyles,
  neighbourhoodTiers,
  type CostInput,
  type Currency,
} from '@/content/guides/cost-of-living';
import { costWordsIn, formatCostIn } from '@/content/guides/ja/cost-of-living';
import { activeLocale, localPath } from '../../../lib/i18n';
import { t } from '../i18n';
import '../calculator.css';

const HOUSEHOLD = [1, 2, 3, 4];

/** The other currency, as a rough illustration (the rate is fixed and labelled approximate). */
function converted(amount: number, currency: Currency): string {
  const locale = activeLocale();
  return currency === 'JPY' ? formatCostIn(Math.round(amount / APPROX_YEN_PER_DOLLAR), 'USD', locale) : formatCostIn(approxInYen(amount, currency), 'JPY', locale);
}

function ChoiceGroup<T extends string>(props: {
  legend: string;
  name: string;
  value: T;
  options: readonly T[];
  label: (o: T) => string;
  hint?: (o: T) => ReactNode;
  onChange: (o: T) => void;
}) {
  return (
    <fieldset className="calc-choices">
      <legend>{props.legend}</legend>
      <div className="calc-choices__list">
        {props.options.map((o) => (
          <label key={o} className="calc-choice">
            <input type="radio" name={props.name} value={o} checked={props.value === o} onChange={() => props.onChange(o)} />
            <span className="calc-choice__text">
              <span className="calc-choice__label">{props.label(o)}</span>
              {props.hint && <span className="calc-choice__hint">{props.hint(o)}</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export default function CostCalculatorPage() {
  const [input, setInput] = useState<Required<CostInput>>({
    ...defaultCostInput,
    adults: defaultCostInput.adults ?? 1,
    includeGym: defaultCostInput.includeGym ?? true,
  });
  const [showConversion, setShowConversion] = useState(false);
  const id = useId();
  const estimate = useMemo(() => estimateMonthlyCost(input), [input]);
  const words = costWordsIn(activeLocale());
  const city = words.cities[input.city];
  const money = (n: number) => formatCostIn(n, estimate.currency, activeLocale());
  const set = (patch: Partial<Required<CostInput>>) => setInput((i) => ({ ...i, ...patch }));

  return (
    <>
      <Seo title={t('route./tokyo-expat-calculator.title')} description={t('route./tokyo-expat-calculator.description')} />
      <PageHeader eyebrow={t('page.eyebrow')} title={t('page.title')} subtitle={t('page.subtitle')} />

      <div className="container calc">
        <form className="calc__form" aria-labelledby={`${id}-form`} onSubmit={(e) => e.preventDefault()}>
          <h2 id={`${id}-form`}>{t('form.heading')}</h2>

          <ChoiceGroup
            legend={t('form.city')}
            name={`${id}-city`}
            value={input.city}
            options={cityIds}
            label={(c) => words.cities[c].name}
            hint={(c) => t(`form.cityHint.${cities[c].currency}`)}
            onChange={(c) => set({ city: c })}
          />

          <div className="calc-field">
            <label htmlFor={`${id}-adults`}>{t('form.household')}</label>
            <select id={`${id}-adults`} value={input.adults} onChange={(e) => set({ adults: Number(e.target.value) })}>
              {HOUSEHOLD.map((n) => (
                <option key={n} value={n}>
                  {t('form.adults', { count: n })}
                </option>
              ))}
            </select>
          </div>

          <ChoiceGroup
            legend={t('form.neighbourhood')}
            name={`${id}-tier`}
            value={input.tier}
            options={neighbourhoodTiers}
            label={(tier) => city.tiers[tier].label}
            hint={(tier) => city.tiers[tier].areas.join(activeLocale() === 'ja' ? '、' : ', ')}
            onChange={(tier) => set({ tier })}
          />

          <ChoiceGroup
            legend={t('form.home')}
            name={`${id}-size`}
            value={input.size}
            options={apartmentSizes}
            label={(s) => words.sizes[s].label}
            hint={(s) => words.sizes[s].description}
            onChange={(s) => set({ size: s })}
          />

          <ChoiceGroup
            legend={t('form.lifestyle')}
            name={`${id}-lifestyle`}
            value={input.lifestyle}
            options={lifestyles}
            label={(l) => words.lifestyles[l].label}
            hint={(l) => words.lifestyles[l].description}
            onChange={(l) => set({ lifestyle: l })}
          />

          <fieldset className="calc-choices">
            <legend>{t('form.options')}</legend>
            <label className="calc-toggle">
              <input type="checkbox" checked={input.includeGym} onChange={(e) => set({ includeGym: e.target.checked })} />
              <span>{t('form.gym')}</span>
            </label>
            <label className="calc-toggle">
              <input type="checkbox" checked={showConversion} onChange={(e) => setShowConversion(e.target.checked)} />
              <span>{t(`form.conversion.${estimate.currency}`)}</span>
            </label>
          </fieldset>
          {/* Narrow screens: the result sits below this long form, so keep the total in sight while choosing. */}
          <p className="calc-sticky" aria-hidden="true">
            <span>{t('form.sticky')}</span> <strong>{money(estimate.total)}</strong>
          </p>
        </form>

        <section className="calc__result" aria-labelledby={`${id}-result`}>
          <h2 id={`${id}-result`}>{t('result.heading', { city: city.name })}</h2>
          <p className="calc-total">
            <span className="calc-total__label">{t('result.total')}</span>
            <output className="calc-total__amount" aria-live="polite" data-testid="calc-total">
              {money(estimate.total)}
            </output>
            {showConversion && <span className="calc-total__converted">≈ {converted(estimate.total, estimate.currency)}</span>}
          </p>
          <p className="calc-total__year">
            {t('result.year', { amount: money(estimate.total * 12) })}
          </p>

          <table className="calc-table">
            <caption>{t('table.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('table.category')}</th>
                <th scope="col" className="num">
                  {t('table.perMonth')}
                </th>
                <th scope="col" className="num">
                  {t('table.share')}
                </th>
              </tr>
            </thead>
            <tbody>
              {estimate.breakdown.map((line) => {
                const share = estimate.total > 0 ? Math.round((line.amount / estimate.total) * 100) : 0;
                return (
                  <tr key={line.category}>
                    <th scope="row">
                      <span className="calc-table__label">{words.categories[line.category].label}</span>
                      <span className="calc-table__hint">{words.categories[line.category].description}</span>
                      <span className="calc-bar" aria-hidden="true">
                        <span style={{ width: `${share}%` }} />
                      </span>
                    </th>
                    <td className="num" data-testid="calc-line">
                      {money(line.amount)}
                      {showConversion && <span className="calc-table__converted">≈ {converted(line.amount, estimate.currency)}</span>}
                    </td>
                    <td className="num">{share}%</td>
                  </tr>
                );
              })}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t('table.total')}</th>
                <td className="num">{money(estimate.total)}</td>
                <td className="num">100%</td>
              </tr>
            </tfoot>
          </table>

          <h3>{t('notes.heading', { city: city.name })}</h3>
          <ul className="calc-notes">
            {city.notes.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
          {showConversion && (
            <p className="calc-disclaimer">
              {t('disclaimer.rate', { rate: APPROX_YEN_PER_DOLLAR })}
            </p>
          )}
          <p className="calc-disclaimer">
            {t('disclaimer.figures')}
          </p>
        </section>
      </div>

      <Section tone="alt" title={t('cta.title')} subtitle={t('cta.subtitle')}>
        <div className="calc-next">
          <Button to={localPath(`/events/city/${input.city}`)}>{t('cta.events', { city: city.name })}</Button>
          <Button to={localPath('/tokyo-expat-guide')} variant="secondary">
            {t('cta.guide')}
          </Button>
          <Button to={localPath('/nomad-concierge')} variant="secondary">
            {t('cta.concierge')}
          </Button>
        </div>
      </Section>
    </>
  );
}
