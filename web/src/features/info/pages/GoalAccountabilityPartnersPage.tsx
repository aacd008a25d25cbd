/** `/goal-accountability-partners`: the programme, and how to apply (from the member login). */
import { Button } from '../../../components/ui/Button';
import { accountabilityProgramme as programme } from '@/content/site/faq';
import { pagesFor } from '../content';
import { t } from '../i18n';
import { rich } from '../../../lib/i18n/rich';
import { localPath } from '../../../lib/i18n';

const strong = (text: string) => <strong>{text}</strong>;
import { EventSection, eventsWhere } from '../components/EventList';
import { InfoPage } from '../components/InfoPage';
import { ProgrammeFacts } from '../components/ProgrammeFacts';

export default function GoalAccountabilityPartnersPage() {
  const sessions = eventsWhere((e) => e.eventType === 'goal-accountability');
  return (
    <InfoPage page={pagesFor().pages.goalAccountabilityPartners} lead={<ProgrammeFacts />} ctaTitle={t('goal.ctaTitle')}>
      <section id="apply" className="apply-panel" aria-labelledby="apply-heading">
        <div className="container">
          <h2 id="apply-heading">{t('goal.apply.heading', { minutes: programme.applicationMinutes })}</h2>
          <ol className="apply-steps">
            <li>{rich(t('goal.apply.signIn'), { strong })}</li>
            <li>{rich(t('goal.apply.goal'), { strong })}</li>
            <li>{rich(t('goal.apply.meet', { min: programme.matchingBusinessDaysMin, max: programme.matchingBusinessDaysMax }), { strong })}</li>
          </ol>
          <div className="info-actions">
            <Button to={localPath('/member-login')} size="lg">
              {t('goal.apply.signInButton')}
            </Button>
            <Button to={localPath('/goal-accountability-faq')} variant="secondary" size="lg">
              {t('goal.apply.faq')}
            </Button>
          </div>
        </div>
      </section>
      <EventSection
        title={t('goal.events.title')}
        subtitle={t('goal.events.subtitle')}
        list={sessions}
        tone="surface"
      />
    </InfoPage>
  );
}
