import { accountabilityProgramme as p } from '@/content/site/faq';
import { rich } from '../../../lib/i18n/rich';
import { t } from '../i18n';

const strong = (text: string) => <strong>{text}</strong>;

/** The accountability programme's numbers (weeks, group size, days to be matched, application time), straight from content. */
export function ProgrammeFacts() {
  return (
    <div className="container">
      <ul className="fact-strip" aria-label={t('programmeFacts.label')}>
        <li>{rich(t('programmeFacts.weeks', { weeks: p.weeks }), { strong })}</li>
        <li>{rich(t('programmeFacts.groupSize', { min: p.groupSizeMin, max: p.groupSizeMax }), { strong })}</li>
        <li>{rich(t('programmeFacts.matching', { min: p.matchingBusinessDaysMin, max: p.matchingBusinessDaysMax }), { strong })}</li>
        <li>{rich(t('programmeFacts.application', { minutes: p.applicationMinutes }), { strong })}</li>
        <li>{rich(p.priceForMembers === 0 ? t('programmeFacts.free') : t('programmeFacts.price', { price: String(p.priceForMembers) }), { strong })}</li>
      </ul>
    </div>
  );
}
