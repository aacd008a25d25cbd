/**
 * `/cookies`: expandable essential, analytics and functional sections (name, purpose, duration) and
 * the preference panel. The rows are the storage registry (lib/storage-keys), the one list of what
 * the code stores, so the policy always names exactly what the site keeps.
 */
import { Link } from '../../../components/LocalLink';
import { Badge } from '../../../components/ui/Badge';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Seo } from '../../../lib/seo';
import { legalConstants } from '@/content/site/legal';
import { cookiePolicyIn } from '@/content/site/ja/legal';
import { storageAreaLabel, storageAreaLabelJa, storageKeys } from '../../../lib/storage-keys';
import { activeLocale } from '../../../lib/i18n';
import { rich } from '../../../lib/i18n/rich';
import { t } from '../i18n';
import { CookiePreferencesPanel } from '../components/CookiePreferencesPanel';
import { formatLegalDate } from '../components/format';
import '../legal.css';

const itemsOf = (category: string) => Object.values(storageKeys).filter((k) => k.category === category);

export default function CookiesPage() {
  const ja = activeLocale() === 'ja';
  const cookiePolicy = cookiePolicyIn(activeLocale());
  const areaLabel = ja ? storageAreaLabelJa : storageAreaLabel;
  return (
    <>
      <Seo title={t('route./cookies.title')} description={t('route./cookies.description')} />
      <PageHeader
        eyebrow={t('doc.eyebrow')}
        title={cookiePolicy.title}
        subtitle={
          <>
            {t('doc.lastUpdated')} <time dateTime={cookiePolicy.lastUpdated}>{formatLegalDate(cookiePolicy.lastUpdated)}</time>
          </>
        }
      />
      <div className="container container--legal">
        <p className="legal__intro">{cookiePolicy.intro}</p>

        <CookiePreferencesPanel />

        <h2 className="cookie-categories__title">{t('cookies.whatWeUse')}</h2>
        {cookiePolicy.categories.map((cat) => {
          const items = itemsOf(cat.id);
          return (
            <details key={cat.id} className="cookie-category" id={`cookies-${cat.id}`}>
              <summary>
                <span className="cookie-category__title">{cat.title}</span>
                <Badge tone={cat.required ? 'success' : 'neutral'}>{cat.required ? t('cookies.alwaysOn') : t('cookies.optional')}</Badge>
                <span className="cookie-category__count">
                  {t('cookies.count', { count: items.length })}
                </span>
              </summary>
              <div className="cookie-category__body">
                <p>{cat.description}</p>
                {cat.id === 'analytics' && <p>{cookiePolicy.analyticsNote}</p>}
                {items.length === 0 ? (
                  <p>{cookiePolicy.emptyCategory}</p>
                ) : (
                  /* Focusable so keyboard users can scroll the table sideways on narrow screens. */
                  <div className="table-scroll" role="region" aria-label={t('cookies.tableLabel', { category: cat.title })} tabIndex={0}>
                    <table className="cookie-table">
                      <caption className="visually-hidden">{t('cookies.caption', { category: cat.title })}</caption>
                      <thead>
                        <tr>
                          <th scope="col">{t('cookies.name')}</th>
                          <th scope="col">{t('cookies.purpose')}</th>
                          <th scope="col">{t('cookies.duration')}</th>
                          <th scope="col">{t('cookies.type')}</th>
                        </tr>
                      </thead>
                      <tbody>
                        {items.map((c) => (
                          <tr key={c.name}>
                            <th scope="row">
                              <code>{c.name}</code>
                            </th>
                            <td>{ja && c.ja ? c.ja.purpose : c.purpose}</td>
                            <td>{ja && c.ja ? c.ja.duration : c.duration}</td>
                            <td>{areaLabel[c.area]}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                )}
              </div>
            </details>
          );
        })}

        <aside className="legal__aside" aria-label={t('doc.related')}>
          <p>
            {rich(t('cookies.aside', { email: legalConstants.privacyEmail }), {
              privacy: (text) => <Link to="/privacy">{text}</Link>,
              mail: (text) => <a href={`mailto:${text}`}>{text}</a>,
            })}
          </p>
        </aside>
      </div>
    </>
  );
}
