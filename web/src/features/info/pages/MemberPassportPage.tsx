/**
 * `/member-passport`: what the passport is, the five tiers and how to check in.
 *
 * The live view (a member's own stamps, tier and streak) belongs to the members feature and goes in
 * the "my-passport" section below: that section is the only part of this page it should replace.
 */
import { pages, passportTiers } from '@/content/site/pages';
import { EventSection, eventsWhere } from '../components/EventList';
import { InfoPage, SectionBody } from '../components/InfoPage';
import { PassportLive } from '../../passport/components/PassportLive';

const page = pages.memberPassport;

function TierTable() {
  return (
    <div className="table-wrap" role="region" aria-label="Passport tiers table" tabIndex={0}>
      <table className="tier-table">
        <caption className="visually-hidden">Passport tiers and the lifetime stamps each one needs</caption>
        <thead>
          <tr>
            <th scope="col">Tier</th>
            <th scope="col" className="num">
              Stamps needed
            </th>
            <th scope="col">What it means</th>
          </tr>
        </thead>
        <tbody>
          {passportTiers.map((t) => (
            <tr key={t.id}>
              <th scope="row">
                <span className="tier-table__icon" aria-hidden="true">
                  {t.icon}
                </span>{' '}
                {t.name}
              </th>
              <td className="num">{t.minStamps === 0 ? 'From your first visit' : t.minStamps}</td>
              <td>{t.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CheckInSteps() {
  return (
    <section className="info-band" aria-labelledby="checkin-heading">
      <div className="container">
        <h2 id="checkin-heading">Checking in at an event</h2>
        <ol className="apply-steps">
          <li>
            <strong>RSVP with your email.</strong> Use the same address every time, so every stamp lands in the same passport.
          </li>
          <li>
            <strong>At the event, open the check-in link.</strong> Your host shares it at the table (or go to the check-in page) and you enter your email.
          </li>
          <li>
            <strong>Your stamp arrives shortly afterwards.</strong> When it takes you into a new tier, we email you to celebrate.
          </li>
        </ol>
      </div>
    </section>
  );
}

export default function MemberPassportPage() {
  const upcoming = eventsWhere((e) => e.checkinStampEligible && !e.exclusive).slice(0, 3);
  return (
    <InfoPage
      page={page}
      cta={{ ...page.cta, href: '#my-passport' }}
      ctaTitle="Every visit counts"
      renderSection={(s) =>
        s.id === 'tiers' ? (
          <>
            <p>{s.body[0]}</p>
            <TierTable />
          </>
        ) : (
          <SectionBody section={s} />
        )
      }
    >
      <CheckInSteps />

      <PassportLive />

      <EventSection title="Your next stamp" subtitle="Every one of these events earns a stamp when you check in." list={upcoming} />
    </InfoPage>
  );
}
