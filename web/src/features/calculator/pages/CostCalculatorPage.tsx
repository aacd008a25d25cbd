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
  apartmentSizeLabels,
  apartmentSizes,
  approxInYen,
  categoryInfo,
  cities,
  cityIds,
  defaultCostInput,
  estimateMonthlyCost,
  formatCost,
  lifestyleProfiles,
  lifestyles,
  neighbourhoodTiers,
  type CostInput,
  type Currency,
} from '@/content/guides/cost-of-living';
import '../calculator.css';

const HOUSEHOLD = [1, 2, 3, 4];

/** The other currency, as a rough illustration (the rate is fixed and labelled approximate). */
function converted(amount: number, currency: Currency): string {
  return currency === 'JPY' ? formatCost(Math.round(amount / APPROX_YEN_PER_DOLLAR), 'USD') : formatCost(approxInYen(amount, currency), 'JPY');
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
  const city = cities[input.city];
  const money = (n: number) => formatCost(n, estimate.currency);
  const otherCurrency = estimate.currency === 'JPY' ? 'US dollars' : 'Japanese yen';
  const set = (patch: Partial<Required<CostInput>>) => setInput((i) => ({ ...i, ...patch }));

  return (
    <>
      <Seo
        title="Tokyo Expat Cost of Living Calculator"
        description="Estimate your monthly cost of living in Tokyo, Osaka, Fukuoka or Honolulu: rent by neighbourhood and apartment size, utilities, food, transport, insurance and social life."
      />
      <PageHeader
        eyebrow="Cost of living"
        title="Tokyo Expat Cost of Living Calculator"
        subtitle="How much does a month really cost? Choose a city, a neighbourhood, a home and the way you like to live, and see a realistic monthly budget built from our members' own numbers."
      />

      <div className="container calc">
        <form className="calc__form" aria-labelledby={`${id}-form`} onSubmit={(e) => e.preventDefault()}>
          <h2 id={`${id}-form`}>Your situation</h2>

          <ChoiceGroup
            legend="City"
            name={`${id}-city`}
            value={input.city}
            options={cityIds}
            label={(c) => cities[c].name}
            hint={(c) => `Amounts in ${cities[c].currency === 'JPY' ? 'yen (¥)' : 'US dollars ($)'}`}
            onChange={(c) => set({ city: c })}
          />

          <div className="calc-field">
            <label htmlFor={`${id}-adults`}>Household</label>
            <select id={`${id}-adults`} value={input.adults} onChange={(e) => set({ adults: Number(e.target.value) })}>
              {HOUSEHOLD.map((n) => (
                <option key={n} value={n}>
                  {n === 1 ? '1 adult' : `${n} adults`}
                </option>
              ))}
            </select>
          </div>

          <ChoiceGroup
            legend="Neighbourhood"
            name={`${id}-tier`}
            value={input.tier}
            options={neighbourhoodTiers}
            label={(t) => city.tiers[t].label}
            hint={(t) => city.tiers[t].areas.join(', ')}
            onChange={(t) => set({ tier: t })}
          />

          <ChoiceGroup
            legend="Home"
            name={`${id}-size`}
            value={input.size}
            options={apartmentSizes}
            label={(s) => apartmentSizeLabels[s].label}
            hint={(s) => apartmentSizeLabels[s].description}
            onChange={(s) => set({ size: s })}
          />

          <ChoiceGroup
            legend="Lifestyle"
            name={`${id}-lifestyle`}
            value={input.lifestyle}
            options={lifestyles}
            label={(l) => lifestyleProfiles[l].label}
            hint={(l) => lifestyleProfiles[l].description}
            onChange={(l) => set({ lifestyle: l })}
          />

          <fieldset className="calc-choices">
            <legend>Options</legend>
            <label className="calc-toggle">
              <input type="checkbox" checked={input.includeGym} onChange={(e) => set({ includeGym: e.target.checked })} />
              <span>Include a gym membership</span>
            </label>
            <label className="calc-toggle">
              <input type="checkbox" checked={showConversion} onChange={(e) => setShowConversion(e.target.checked)} />
              <span>Also show approximate amounts in {otherCurrency}</span>
            </label>
          </fieldset>
          {/* Narrow screens: the result sits below this long form, so keep the total in sight while choosing. */}
          <p className="calc-sticky" aria-hidden="true">
            <span>Monthly total</span> <strong>{money(estimate.total)}</strong>
          </p>
        </form>

        <section className="calc__result" aria-labelledby={`${id}-result`}>
          <h2 id={`${id}-result`}>Your estimate for {city.name}</h2>
          <p className="calc-total">
            <span className="calc-total__label">Estimated monthly total</span>
            <output className="calc-total__amount" aria-live="polite" data-testid="calc-total">
              {money(estimate.total)}
            </output>
            {showConversion && <span className="calc-total__converted">≈ {converted(estimate.total, estimate.currency)}</span>}
          </p>
          <p className="calc-total__year">
            About {money(estimate.total * 12)} a year, before one-off moving costs.
          </p>

          <table className="calc-table">
            <caption>Monthly breakdown</caption>
            <thead>
              <tr>
                <th scope="col">Category</th>
                <th scope="col" className="num">
                  Per month
                </th>
                <th scope="col" className="num">
                  Share
                </th>
              </tr>
            </thead>
            <tbody>
              {estimate.breakdown.map((line) => {
                const share = estimate.total > 0 ? Math.round((line.amount / estimate.total) * 100) : 0;
                return (
                  <tr key={line.category}>
                    <th scope="row">
                      <span className="calc-table__label">{line.label}</span>
                      <span className="calc-table__hint">{categoryInfo[line.category].description}</span>
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
                <th scope="row">Total</th>
                <td className="num">{money(estimate.total)}</td>
                <td className="num">100%</td>
              </tr>
            </tfoot>
          </table>

          <h3>Good to know about {city.name}</h3>
          <ul className="calc-notes">
            {city.notes.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
          {showConversion && (
            <p className="calc-disclaimer">
              Conversions use a fixed illustrative rate of ¥{APPROX_YEN_PER_DOLLAR} to the dollar, not a live exchange rate.
            </p>
          )}
          <p className="calc-disclaimer">
            These are typical 2026 figures for planning, not a quote. Your rent, insurance and taxes depend on your lease, income and visa.
          </p>
        </section>
      </div>

      <Section tone="alt" title="Spend less, live more" subtitle="The cheapest way to feel at home in a new city is a good group of people. Most of our fikas are free: you only buy your own drink.">
        <div className="calc-next">
          <Button to={`/events/city/${input.city}`}>Events in {city.name}</Button>
          <Button to="/tokyo-expat-guide" variant="secondary">
            Tokyo Expat Guide
          </Button>
          <Button to="/nomad-concierge" variant="secondary">
            Nomad Concierge
          </Button>
        </div>
      </Section>
    </>
  );
}
