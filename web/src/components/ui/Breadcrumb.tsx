/** A breadcrumb trail: linked steps, and the current page (an item without `to`) marked as such. */
import { Link } from '../LocalLink';
import { t } from '../../lib/i18n/common';
import './ui.css';

export interface Crumb {
  label: string;
  to?: string;
}

export function Breadcrumb({ items }: { items: readonly Crumb[] }) {
  return (
    <nav aria-label={t('breadcrumb.label')} className="breadcrumb">
      <ol>
        {items.map((c) => (
          <li key={c.to ?? c.label} aria-current={c.to ? undefined : 'page'}>
            {c.to ? <Link to={c.to}>{c.label}</Link> : c.label}
          </li>
        ))}
      </ol>
    </nav>
  );
}
