/**
 * /admin/event-dates/:slug?date=YYYY-MM-DD: one date of an event. Its figures and its people (with their RSVP
 * answers, one column per question of the event), the attendee CSV, and the organisers' actions on
 * it, each in its own panel with the server's answer: cancel the date (with its refunds), its
 * capacity, a change of time or venue, and a message to its people. After each action the date is
 * read again.
 */
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useAdmin } from '../../../lib/admin-session';
import { downloadText } from '../../../lib/csv';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { Loaded, Message, StatTiles } from '../../admin-console/components/Parts';
import { useLoad } from '../../admin-console/components/use-load';
import { FAILED } from '../../admin-console/api/admin-api';
import { exportAttendees, getEvent, getOccurrence, type Occurrence } from '../api';
import { DatePeople, type Question } from '../components/DatePeople';
import { CancelDatePanel } from '../components/CancelDatePanel';
import { CapacityPanel } from '../components/CapacityPanel';
import { ChangeDatePanel } from '../components/ChangeDatePanel';
import { MessagePanel } from '../components/MessagePanel';
import { errorText, type Msg } from '../components/DatePanel';
import { dateLabel } from '../components/StateBadge';
import '../../admin-console/admin-console.css';
import '../admin-events.css';

/** The event's RSVP questions (its listing's `rsvpQuestions`), for the people table's columns. */
export function questionsOf(event: Record<string, unknown>): Question[] {
  const qs = event.rsvpQuestions;
  if (!Array.isArray(qs)) return [];
  return qs.filter((q): q is Question => Boolean(q) && typeof q === 'object' && typeof (q as Question).id === 'string' && typeof (q as Question).label === 'string').map((q) => ({ id: q.id, label: q.label }));
}

interface DateData {
  occurrence: Occurrence;
  questions: Question[];
}

export default function EventDatePage() {
  const { slug = '' } = useParams();
  const date = useSearchParams()[0].get('date') ?? '';
  // A new date is a new page: nothing typed for one date is carried to another.
  return <EventDate key={`${slug}/${date}`} slug={slug} date={date} />;
}

function EventDate({ slug, date }: { slug: string; date: string }) {
  const { token } = useAdmin();
  const data = useLoad<DateData>(async () => {
    const [occurrence, event] = await Promise.all([getOccurrence(token, slug, date), getEvent(token, slug)]);
    return { occurrence, questions: questionsOf(event.event) };
  }, FAILED);
  const [exporting, setExporting] = useState(false);
  const [exported, setExported] = useState<Msg>(null);

  async function onExport() {
    setExporting(true);
    setExported(null);
    try {
      const file = await exportAttendees(token, slug, date);
      downloadText(file.filename, file.csv);
      setExported({ ok: true, text: `Downloaded ${file.filename} (${file.rows} ${file.rows === 1 ? 'row' : 'rows'}).` });
    } catch (e) {
      setExported({ ok: false, text: errorText(e) });
    } finally {
      setExporting(false);
    }
  }

  const loaded = data.state.status === 'ok' ? data.state.data.occurrence : null;

  return (
    <div className="container ac-page ae-page">
      <p>
        <Link to={`/admin/events/${slug}`}>← {loaded ? loaded.title : 'The event'}</Link>
      </p>
      <div className="ac-section__head">
        <h1>
          {loaded ? `${loaded.title}: ` : ''}
          {dateLabel(date)}
        </h1>
        {loaded?.cancelled && <Badge tone="danger">Cancelled</Badge>}
      </div>
      <Loaded state={data.state} what="the date">
        {({ occurrence: o, questions }) => (
          <>
            {o.cancelled && <p className="notice notice--warning">This date is cancelled: its people were told and its paid places refunded. It cannot be cancelled again.</p>}
            <StatTiles
              label="This date in figures"
              stats={[
                { label: 'Capacity', value: o.capacity },
                { label: 'Confirmed', value: o.confirmed },
                { label: 'Waitlisted', value: o.waitlisted },
                { label: 'Held for payment', value: o.held, hint: 'places held while someone pays' },
                { label: 'Checked in', value: o.checkedIn },
              ]}
            />

            <section className="ac-section" aria-labelledby="ae-people">
              <div className="ac-section__head">
                <h2 id="ae-people">People</h2>
                <Button variant="secondary" size="sm" disabled={exporting} onClick={() => void onExport()}>
                  {exporting ? 'Exporting…' : 'Export CSV'}
                </Button>
              </div>
              <div aria-live="polite">
                <Message message={exported} />
              </div>
              <DatePeople people={o.people} questions={questions} />
            </section>

            <div className="ae-panels">
              <CancelDatePanel token={token} occurrence={o} onDone={data.reload} />
              <CapacityPanel token={token} occurrence={o} onDone={data.reload} />
              <ChangeDatePanel token={token} occurrence={o} onDone={data.reload} />
              <MessagePanel token={token} occurrence={o} onDone={data.reload} />
            </div>
          </>
        )}
      </Loaded>
    </div>
  );
}
