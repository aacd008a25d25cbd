/**
 * `/cookies`: expandable essential, analytics and functional sections (name, purpose, duration) and
 * the preference panel. The rows are the storage registry (lib/storage-keys), the one list of what
 * the code stores, so the policy always names exactly what the site keeps.
 */
import { Link } from 'react-router-dom';
import { Badge } from '../../../components/ui/Badge';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Seo } from '../../../lib/seo';
import { cookiePolicy, legalConstants } from '@/content/site/legal';
import { storageAreaLabel, storageKeys } from '../../../lib/storage-keys';
import { CookiePreferencesPanel } from '../components/CookiePreferencesPanel';
import { formatLegalDate } from '../components/format';
import '../legal.css';

const itemsOf = (category: string) => Object.values(storageKeys).filter((k) => k.category === category);

export default function CookiesPage() {
  return (
    <>
      <Seo
        title="Cookie Policy"
        description="Every item Fika Community keeps in your browser, with its purpose and duration, and your analytics and functional preferences."
      />
      <PageHeader
        eyebrow="Legal"
        title={cookiePolicy.title}
        subtitle={
          <>
            Last updated <time dateTime={cookiePolicy.lastUpdated}>{formatLegalDate(cookiePolicy.lastUpdated)}</time>
          </>
        }
      />
      <div className="container container--legal">
        <p className="legal__intro">{cookiePolicy.intro}</p>

        <CookiePreferencesPanel />

        <h2 className="cookie-categories__title">What we use</h2>
        {cookiePolicy.categories.map((cat) => {
          const items = itemsOf(cat.id);
          return (
            <details key={cat.id} className="cookie-category" id={`cookies-${cat.id}`}>
              <summary>
                <span className="cookie-category__title">{cat.title}</span>
                <Badge tone={cat.required ? 'success' : 'neutral'}>{cat.required ? 'Always on' : 'Optional'}</Badge>
                <span className="cookie-category__count">
                  {items.length} {items.length === 1 ? 'item' : 'items'}
                </span>
              </summary>
              <div className="cookie-category__body">
                <p>{cat.description}</p>
                {cat.id === 'analytics' && <p>{cookiePolicy.analyticsNote}</p>}
                {items.length === 0 ? (
                  <p>{cookiePolicy.emptyCategory}</p>
                ) : (
                  /* Focusable so keyboard users can scroll the table sideways on narrow screens. */
                  <div className="table-scroll" role="region" aria-label={`${cat.title} storage table`} tabIndex={0}>
                    <table className="cookie-table">
                      <caption className="visually-hidden">{cat.title} browser storage</caption>
                      <thead>
                        <tr>
                          <th scope="col">Name</th>
                          <th scope="col">Purpose</th>
                          <th scope="col">Duration</th>
                          <th scope="col">Type</th>
                        </tr>
                      </thead>
                      <tbody>
                        {items.map((c) => (
                          <tr key={c.name}>
                            <th scope="row">
                              <code>{c.name}</code>
                            </th>
                            <td>{c.purpose}</td>
                            <td>{c.duration}</td>
                            <td>{storageAreaLabel[c.area]}</td>
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

        <aside className="legal__aside" aria-label="Related policies">
          <p>
            More about how we handle personal information is in our <Link to="/privacy">Privacy Policy</Link>. Questions:{' '}
            <a href={`mailto:${legalConstants.privacyEmail}`}>{legalConstants.privacyEmail}</a>.
          </p>
        </aside>
      </div>
    </>
  );
}
