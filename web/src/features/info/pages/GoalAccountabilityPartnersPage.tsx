/** `/goal-accountability-partners`: the programme, and how to apply (from the member login). */
import { Button } from '../../../components/ui/Button';
import { accountabilityProgramme as programme } from '@/content/site/faq';
import { pages } from '@/content/site/pages';
import { EventSection, eventsWhere } from '../components/EventList';
import { InfoPage } from '../components/InfoPage';
import { ProgrammeFacts } from '../components/ProgrammeFacts';

export default function GoalAccountabilityPartnersPage() {
  const sessions = eventsWhere((e) => e.eventType === 'goal-accountability');
  return (
    <InfoPage page={pages.goalAccountabilityPartners} lead={<ProgrammeFacts />} ctaTitle="Six weeks from now, you could be glad you started">
      <section id="apply" className="apply-panel" aria-labelledby="apply-heading">
        <div className="container">
          <h2 id="apply-heading">Apply in about {programme.applicationMinutes} minutes</h2>
          <ol className="apply-steps">
            <li>
              <strong>Sign in with your member email.</strong> There is no password: we email you a secure link. Not a member yet? Joining with your
              email is free.
            </li>
            <li>
              <strong>Tell us about your goal.</strong> What you want to move forward, your schedule and timezone, how you like to be supported and your
              preferred language.
            </li>
            <li>
              <strong>
                Meet your group within {programme.matchingBusinessDaysMin}–{programme.matchingBusinessDaysMax} business days.
              </strong>{' '}
              We introduce you by email, and your weekly check-ins start on your member dashboard.
            </li>
          </ol>
          <div className="info-actions">
            <Button to="/member-login" size="lg">
              Sign in to apply
            </Button>
            <Button to="/goal-accountability-faq" variant="secondary" size="lg">
              Read the FAQ
            </Button>
          </div>
        </div>
      </section>
      <EventSection
        title="Meet us before you apply"
        subtitle="Free, in-person information sessions of about two hours, with past participants."
        list={sessions}
        tone="surface"
      />
    </InfoPage>
  );
}
