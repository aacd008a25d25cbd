import { accountabilityProgramme as p } from '@/content/site/faq';

/** The accountability programme's numbers (weeks, group size, days to be matched, application time), straight from content. */
export function ProgrammeFacts() {
  return (
    <div className="container">
      <ul className="fact-strip" aria-label="The programme at a glance">
        <li>
          <strong>{p.weeks} weeks</strong> free programme
        </li>
        <li>
          <strong>
            {p.groupSizeMin}–{p.groupSizeMax}
          </strong>{' '}
          members per group
        </li>
        <li>
          <strong>
            {p.matchingBusinessDaysMin}–{p.matchingBusinessDaysMax}
          </strong>{' '}
          business days to be matched
        </li>
        <li>
          <strong>~{p.applicationMinutes} min</strong> application
        </li>
        <li>
          <strong>{p.priceForMembers === 0 ? 'Free' : `¥${p.priceForMembers}`}</strong> for members
        </li>
      </ul>
    </div>
  );
}
