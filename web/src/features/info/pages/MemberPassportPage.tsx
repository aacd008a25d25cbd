/**
 * `/member-passport`: what the passport is, the five tiers and how to check in.
 *
 * The live view (a member's own stamps, tier and streak) belongs to the members feature and goes in
 * the "my-passport" section below: that section is the only part of this page it should replace.
 */
import { rich } from '../../../lib/i18n/rich';
import { pagesFor } from '../content';
import { t } from '../i18n';
import { EventSection, eventsWhere } from '../components/EventList';
import { InfoPage, SectionBody } from '../components/InfoPage';
import { PassportLive } from '../../passport/components/PassportLive';

const strong = (text: string) => <strong>{text}</strong>;

function TierTable() {
  const { passportTiers } = pagesFor();
  return (
    <div className="table-wrap" role="region" aria-label={t('passport.table.label')} tabIndex={0}>
      <table className="tier-table">
        <caption className="visually-hidden">{t('passport.table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('passport.table.tier')}</th>
            <th scope="col" className="num">
              {t('passport.table.stamps')}
            </th>
            <th scope="col">{t('passport.table.meaning')}</th>
          </tr>
        </thead>
        <tbody>
          {passportTiers.map((tier) => (
            <tr key={tier.id}>
              <th scope="row">
                <span className="tier-table__icon" aria-hidden="true">
                  {tier.icon}
                </span>{' '}
                {tier.name}
              </th>
              <td className="num">{tier.minStamps === 0 ? t('passport.table.fromFirst') : tier.minStamps}</td>
              <td>{tier.description}</td>
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
        <h2 id="checkin-heading">{t('passport.checkin.heading')}</h2>
        <ol className="apply-steps">
          <li>{rich(t('passport.checkin.rsvp'), { strong })}</li>
          <li>{rich(t('passport.checkin.link'), { strong })}</li>
          <li>{rich(t('passport.checkin.stamp'), { strong })}</li>
        </ol>
      </div>
    </section>
  );
}

export default function MemberPassportPage() {
  const page = pagesFor().pages.memberPassport;
  const upcoming = eventsWhere((e) => e.checkinStampEligible && !e.exclusive).slice(0, 3);
  return (
    <InfoPage
      page={page}
      cta={{ ...page.cta, href: '#my-passport' }}
      ctaTitle={t('passport.ctaTitle')}
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

      <EventSection title={t('passport.events.title')} subtitle={t('passport.events.subtitle')} list={upcoming} />
    </InfoPage>
  );
}
