import { participationStatus } from '@/domain/curated/rules';
import { t } from '../i18n';

/** A participation's status as a coloured badge (invited is blue; an unknown status shows as invited). */
export function StatusBadge({ status, sessionStatus }: { status: string | undefined; sessionStatus?: string }) {
  if (sessionStatus === 'cancelled') return <span className="cf-badge cf-badge--cancelled">{t('status.session.cancelled')}</span>;
  const s = participationStatus(status);
  return <span className={`cf-badge cf-badge--${s}`}>{t(`status.participation.${s}`)}</span>;
}
