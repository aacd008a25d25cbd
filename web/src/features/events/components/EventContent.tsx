/** Everything below an event's facts: the event page's content blocks in reading order. */
import type { EventListing } from '@/content/events/index';
import { Badge } from '../../../components/ui/Badge';
import { t } from '../i18n';
import { FikaQuestions, HostInfo, MemberBenefits, Philosophy, Policies, ProgrammeDetails, SocialProof, TextList, VenueBlock } from './EventSections';

export interface EventContentProps {
  event: EventListing;
  /** The exact venue is still private (venueReveal). */
  hidden: boolean;
  revealLabel: string | null;
  feeText: string | null;
}

export default function EventContent({ event: e, hidden, revealLabel, feeText }: EventContentProps) {
  return (
    <>
      <Philosophy e={e} />
      <TextList id="what-to-expect" title={t('content.whatToExpect')} items={e.whatToExpect} />
      <TextList id="ideal-for" title={t('content.idealFor')} items={e.idealFor} />
      <TextList id="unique" title={t('content.unique')} items={e.uniqueAspects} />
      <TextList id="topics" title={t('content.topics')} items={e.conversationTopics} />
      <ProgrammeDetails e={e} />
      <FikaQuestions e={e} />
      <VenueBlock e={e} hidden={hidden} revealLabel={revealLabel} />
      <MemberBenefits e={e} />
      <HostInfo e={e} />
      <SocialProof e={e} />
      <TextList id="preparation" title={t('content.preparation')} items={e.preparationTips} />
      <TextList id="what-to-bring" title={t('content.bring')} items={e.whatToBring} />
      <Policies e={e} feeText={feeText} />
      <ul className="event-main__tags" aria-label={t('content.tags')}>
        {e.tags.map((t) => (
          <li key={t}>
            <Badge>#{t}</Badge>
          </li>
        ))}
      </ul>
    </>
  );
}
