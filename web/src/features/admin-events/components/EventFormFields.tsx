/** The event form's sections: what the event is, when, places and price, who may come, venue, host, texts, RSVP and fika questions, cancellation, image. */
import type { Dispatch, SetStateAction } from 'react';
import { CITIES, CITY_SLUGS } from '@/content/cities';
import { DIFFICULTIES, EVENT_STATUSES, EVENT_TYPES } from '@/content/events/constants';
import { TEAM } from '@/content/site/team';
import { TEAM_JA } from '@/content/site/ja/team';
import { Button } from '../../../components/ui/Button';
import { eventTypeLabel } from '../../events/event-types';
import { FIKA_MAX, FIKA_MIN, emptyFikaItemForm, emptyRsvpQuestion, hasFikaCards, type EventForm, type FormBase, type Pair, type ScheduleKind } from '../form-state';
import { CheckField, Group, PairField, SelectField, TextField } from './Fields';
import { ImageField } from './ImageField';
import { VenueImageField } from './VenueImageField';

const SCHEDULE_KINDS: { value: ScheduleKind; label: string }[] = [
  { value: 'once', label: 'One date' },
  { value: 'weekly', label: 'Every week' },
  { value: 'monthly', label: 'Every month, on the same weekday' },
];
const NTH = [
  { value: '1', label: 'First' },
  { value: '2', label: 'Second' },
  { value: '3', label: 'Third' },
  { value: '4', label: 'Fourth' },
  { value: '-1', label: 'Last' },
];
const STATUS_LABELS: Record<(typeof EVENT_STATUSES)[number], string> = { open: 'Open: taking reservations', postponed: 'Postponed', closed: 'Closed: no new reservations' };

interface Props {
  form: EventForm;
  setForm: Dispatch<SetStateAction<EventForm>>;
  base?: FormBase;
  isNew: boolean;
  token: string;
  disabled?: boolean;
}

export function EventFormFields({ form: f, setForm, base, isNew, token, disabled }: Props) {
  const set = <K extends keyof EventForm>(k: K) => (v: EventForm[K]) => setForm((x) => ({ ...x, [k]: v }));
  const setVenue = (k: keyof EventForm['venue']) => (v: Pair) => setForm((x) => ({ ...x, venue: { ...x.venue, [k]: v } }));
  const setRevealed = (k: keyof EventForm['revealed']) => (v: string) => setForm((x) => ({ ...x, revealed: { ...x.revealed, [k]: v } }));
  const setHost = <K extends keyof EventForm['host']>(k: K) => (v: EventForm['host'][K]) => setForm((x) => ({ ...x, host: { ...x.host, [k]: v } }));
  const setQuestion = (i: number, patch: Partial<EventForm['rsvpQuestions'][number]>) =>
    setForm((x) => ({ ...x, rsvpQuestions: x.rsvpQuestions.map((q, j) => (j === i ? { ...q, ...patch } : q)) }));
  const setFika = (i: number, patch: Partial<EventForm['fikaQuestions'][number]>) =>
    setForm((x) => ({ ...x, fikaQuestions: x.fikaQuestions.map((q, j) => (j === i ? { ...q, ...patch } : q)) }));
  const city = CITIES[f.city];
  const money = `${city.currencySymbol}, ${city.currency}`;
  const kinds = base?.listed ? [...SCHEDULE_KINDS, { value: 'listed' as const, label: 'As listed in the initial data' }] : SCHEDULE_KINDS;

  return (
    <fieldset className="ae-form__all" disabled={disabled}>
      <Group title="The event">
        {isNew ? (
          <TextField
            label="Address (slug)"
            path="slug"
            value={f.slug}
            onChange={set('slug')}
            help={
              <>
                The event&apos;s page is /events/<strong>{f.slug || 'your-slug'}</strong>. Lowercase words joined by hyphens, e.g. ohori-park-morning-fika. It cannot be changed
                after the event is created.
              </>
            }
          />
        ) : (
          <p className="ac-help">
            Address: <code>/events/{f.slug}</code> (fixed once created)
          </p>
        )}
        <div className="ae-row">
          <SelectField label="Type" path="eventType" value={f.eventType} options={EVENT_TYPES.map((t) => ({ value: t, label: eventTypeLabel(t) }))} onChange={set('eventType')} />
          <SelectField
            label="City"
            path="city"
            also={['cityDisplay', 'country', 'timezone', 'currency']}
            value={f.city}
            options={CITY_SLUGS.map((c) => ({ value: c, label: CITIES[c].name }))}
            onChange={set('city')}
            help="Sets the time zone and the currency."
          />
          <SelectField label="Good for" path="difficulty" value={f.difficulty} options={DIFFICULTIES.map((d) => ({ value: d, label: d }))} onChange={set('difficulty')} />
        </div>
        <PairField label="Title" path="title" value={f.title} onChange={set('title')} />
        <PairField label="Description" path="description" value={f.description} onChange={set('description')} multiline rows={4} help="The lead under the title and the text on the event's card." />
        <PairField label="Neighbourhood" path="location" value={f.location} onChange={set('location')} help="Shown on the cards, e.g. Chuo-ku, Ohori Park." />
        <PairField label="Tags" path="tags" value={f.tags} onChange={set('tags')} lines rows={3} />
        <div className="ae-row">
          <SelectField label="Booking status" path="status" value={f.status} options={EVENT_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))} onChange={set('status')} />
          <CheckField label="Featured on the home page" path="featured" checked={f.featured} onChange={set('featured')} />
        </div>
      </Group>

      <Group title="Date and time" path="schedule" also={['next', 'dayOfWeek', 'eventFrequency', 'cancelledDate']}>
        <div className="ae-row">
          <SelectField label="Repeats" path="schedule.kind" value={f.scheduleKind} options={kinds} onChange={set('scheduleKind')} />
          {f.scheduleKind !== 'listed' && (
            <TextField label={f.scheduleKind === 'once' ? 'Date' : 'First date'} path={f.scheduleKind === 'once' ? 'schedule.date' : 'schedule.from'} type="date" value={f.date} onChange={set('date')} help={f.scheduleKind === 'monthly' ? 'Its weekday is the one the event repeats on.' : undefined} />
          )}
          {f.scheduleKind === 'monthly' && <SelectField label="Which one in the month" path="schedule.nth" value={f.nth} options={NTH} onChange={set('nth')} />}
        </div>
        {f.scheduleKind === 'listed' && base?.listed && (
          <p className="ac-help">
            Next: “{base.listed.next}”{base.listed.cancelledDate ? ` (was ${base.listed.cancelledDate})` : ''}, on {base.listed.dayOfWeek}s, {base.listed.eventFrequency}
            {base.listed.cancelledTime ? ', that date cancelled' : ''}. Kept as it is; choose how it repeats to give it a schedule.
          </p>
        )}
        {(f.scheduleKind === 'weekly' || f.scheduleKind === 'monthly') && (
          <TextField label="Dates that do not take place" path="schedule.skip" value={f.skip} onChange={set('skip')} lines rows={2} help="YYYY-MM-DD, e.g. 2026-12-26." />
        )}
        <div className="ae-row">
          <TextField label="Start time" path="startTime" also={['time', 'endTime']} type="time" value={f.startTime} onChange={set('startTime')} help={`24-hour time in ${city.name} (${city.timezone}).`} />
          <TextField label="Length (minutes)" path="durationMinutes" type="number" inputMode="numeric" min={1} value={f.durationMinutes} onChange={set('durationMinutes')} />
        </div>
      </Group>

      <Group title="Places and price" path="paymentOptions">
        <div className="ae-row">
          <TextField label="Places" path="capacity" type="number" inputMode="numeric" min={1} value={f.capacity} onChange={set('capacity')} help="Lowering it removes nobody already confirmed." />
          <TextField
            label={`Price per person, paid online (${money})`}
            path="perEventPriceCents"
            also={['price', 'paymentEnabled', 'paymentOptions.allowPerEventPayment']}
            inputMode="decimal"
            value={f.price}
            onChange={set('price')}
            help={f.city === 'honolulu' ? 'In dollars, e.g. 25. Empty or 0: free.' : 'In yen, e.g. 2000. Empty or 0: free.'}
          />
          <TextField label={`Price in cash at the door (${money})`} path="doorPriceCents" inputMode="decimal" value={f.doorPrice} onChange={set('doorPrice')} help="Only for an event not paid online. Empty: none." />
        </div>
        <CheckField label="Take a waitlist when it is full" path="paymentOptions.allowWaitlist" checked={f.allowWaitlist} onChange={set('allowWaitlist')} />
        <CheckField
          label="Subscribers come without paying per event"
          path="paymentOptions.allowSubscription"
          checked={f.allowSubscription || f.requiresSubscription}
          disabled={f.requiresSubscription}
          onChange={set('allowSubscription')}
          help="On a paid event: subscribers come at no extra cost, and the page says “Included with a subscription”. On a free event it changes nothing. Subscribers always wait at the front of a waitlist."
        />
        <CheckField label="Subscribers only" path="requiresSubscription" checked={f.requiresSubscription} onChange={set('requiresSubscription')} help="Only people with an active subscription may reserve." />
      </Group>

      <Group title="Who may come" path="exclusive">
        <CheckField label="Founding members only" path="exclusiveType" checked={f.foundingMembers} onChange={set('foundingMembers')} help="Registrations are checked against the founding-members list (Admin → Founding members)." />
        {f.foundingMembers && <PairField label="What everyone else is told" path="exclusiveRefusal" value={f.exclusiveRefusal} onChange={set('exclusiveRefusal')} multiline rows={2} />}
      </Group>

      <Group title="Venue" path="venue">
        <PairField label="Venue name" path="venue.name" value={f.venue.name} onChange={setVenue('name')} />
        <PairField label="About the venue" path="venue.description" value={f.venue.description} onChange={setVenue('description')} multiline rows={2} />
        <PairField label="Address" path="venue.fullAddress" value={f.venue.fullAddress} onChange={setVenue('fullAddress')} help={f.venueReveal ? 'While the venue is kept back, give only the neighbourhood here.' : undefined} />
        <PairField label="Nearest station" path="venue.nearestStation" value={f.venue.nearestStation} onChange={setVenue('nearestStation')} />
        <PairField label="Meeting point" path="venue.meetingPoint" value={f.venue.meetingPoint} onChange={setVenue('meetingPoint')} />
        <PairField label="Prices at the venue" path="venue.priceRange" value={f.venue.priceRange} onChange={setVenue('priceRange')} help="e.g. ¥450-¥800 a drink." />
        <PairField label="Amenities" path="venue.amenities" value={f.venue.amenities} onChange={setVenue('amenities')} lines rows={3} />
        <VenueImageField value={f.venueImage} token={token} onChange={set('venueImage')} disabled={disabled} />
        <CheckField
          label="Keep the exact venue back until shortly before"
          path="venueReveal"
          checked={f.venueReveal}
          onChange={set('venueReveal')}
          help="The exact venue goes by email to confirmed guests; the page shows only the neighbourhood."
        />
        {f.venueReveal && (
          <Group title="The exact venue (sent to confirmed guests only)" path="revealedVenue">
            <TextField label="Days before the event it is sent" path="venueReveal.daysBefore" type="number" inputMode="numeric" min={1} value={f.revealDays} onChange={set('revealDays')} />
            <div className="ae-row">
              <TextField label="Exact venue name" path="revealedVenue.name" value={f.revealed.name} onChange={setRevealed('name')} />
              <TextField label="Exact address" path="revealedVenue.fullAddress" value={f.revealed.fullAddress} onChange={setRevealed('fullAddress')} />
            </div>
            <div className="ae-row">
              <TextField label="Exact nearest station" path="revealedVenue.nearestStation" value={f.revealed.nearestStation} onChange={setRevealed('nearestStation')} />
              <TextField label="Exact meeting point" path="revealedVenue.meetingPoint" value={f.revealed.meetingPoint} onChange={setRevealed('meetingPoint')} />
            </div>
          </Group>
        )}
      </Group>

      <Group title="Host" path="hostInfo">
        <SelectField
          label="Fill in from the team"
          path="hostInfo.team"
          value=""
          options={[{ value: '', label: 'Choose a host…' }, ...TEAM.map((m) => ({ value: m.id, label: m.name }))]}
          onChange={(id) => {
            const m = TEAM.find((t) => t.id === id);
            if (m) setForm((x) => ({ ...x, host: { name: m.name, bio: { en: m.bio, ja: TEAM_JA[m.id]?.bio ?? '' }, avatar: m.avatar } }));
          }}
        />
        <div className="ae-row">
          <TextField label="Host name" path="hostInfo.name" value={f.host.name} onChange={setHost('name')} />
          <TextField label="Avatar image key" path="hostInfo.avatar" value={f.host.avatar} onChange={setHost('avatar')} help="An image key, e.g. author-mika-sato." />
        </div>
        <PairField label="Host bio" path="hostInfo.bio" value={f.host.bio} onChange={setHost('bio')} multiline rows={3} />
      </Group>

      <Group title="On the page">
        <PairField label="What to expect" path="whatToExpect" value={f.whatToExpect} onChange={set('whatToExpect')} lines />
        <PairField label="Preparation tips" path="preparationTips" value={f.preparationTips} onChange={set('preparationTips')} lines rows={3} />
      </Group>

      <Group title="RSVP questions" path="rsvpQuestions" help="Choices people pick when they reserve, e.g. a pizza preference.">
        {f.rsvpQuestions.map((q, i) => (
          <fieldset key={i} className="ae-item">
            <legend>Question {i + 1}</legend>
            <PairField label={`Question ${i + 1}`} path={`rsvpQuestions.${i}.label`} value={q.label} onChange={(label) => setQuestion(i, { label })} />
            <PairField label={`Question ${i + 1} options`} path={`rsvpQuestions.${i}.options`} value={q.options} onChange={(options) => setQuestion(i, { options })} lines rows={3} />
            <div className="ae-row">
              <TextField label={`Question ${i + 1} id`} path={`rsvpQuestions.${i}.id`} value={q.id} onChange={(id) => setQuestion(i, { id })} help="Lowercase, e.g. pizza-preference. Empty: made from the question." />
              <CheckField label="An answer is required" path={`rsvpQuestions.${i}.required`} checked={q.required} onChange={(required) => setQuestion(i, { required })} />
            </div>
            <Button variant="secondary" size="sm" onClick={() => setForm((x) => ({ ...x, rsvpQuestions: x.rsvpQuestions.filter((_, j) => j !== i) }))}>
              Remove question {i + 1}
            </Button>
          </fieldset>
        ))}
        <Button variant="secondary" size="sm" onClick={() => setForm((x) => ({ ...x, rsvpQuestions: [...x.rsvpQuestions, emptyRsvpQuestion()] }))}>
          Add a question
        </Button>
      </Group>

      <Group title="Cancellation policy" path="cancellationPolicy">
        <CheckField label="Late cancellations owe a fee" path="cancellationPolicy.enabled" checked={f.cancellation} onChange={set('cancellation')} help="Without one, cancelling on the day of the event counts as a no-show." />
        {f.cancellation && (
          <>
            <div className="ae-row">
              <TextField label="Notice (hours before the start)" path="cancellationPolicy.noticeHours" type="number" inputMode="numeric" min={1} value={f.noticeHours} onChange={set('noticeHours')} />
              <TextField label={`Fee (${money})`} path="cancellationPolicy.feeCents" inputMode="decimal" value={f.fee} onChange={set('fee')} />
            </div>
            <PairField label="The policy as guests read it" path="cancellationPolicy.feeText" value={f.feeText} onChange={set('feeText')} multiline rows={2} />
          </>
        )}
      </Group>

      {hasFikaCards(f) && (
        <Group title="Fika questions" path="fikaQuestion" also={['fikaQuestion.questions']} help={`The question cards on the table: ${FIKA_MIN} to ${FIKA_MAX}, each in English and Japanese.`}>
          <PairField label="Question set title" path="fikaQuestion.title" value={f.fikaTitle} onChange={set('fikaTitle')} />
          <PairField label="Question set subtitle" path="fikaQuestion.subtitle" value={f.fikaSubtitle} onChange={set('fikaSubtitle')} />
          {f.fikaQuestions.map((q, i) => (
            <fieldset key={i} className="ae-item">
              <legend>Card {i + 1}</legend>
              <div className="ae-pair">
                <TextField label={`Card ${i + 1} in English`} path={`fikaQuestion.questions.${i}.english`} value={q.english} onChange={(english) => setFika(i, { english })} multiline rows={2} />
                <TextField label={`Card ${i + 1} in Japanese`} path={`fikaQuestion.questions.${i}.japanese`} value={q.japanese} onChange={(japanese) => setFika(i, { japanese })} multiline rows={2} lang="ja" />
              </div>
              <PairField label={`Card ${i + 1} note`} path={`fikaQuestion.questions.${i}.context`} value={q.context} onChange={(context) => setFika(i, { context })} />
              {f.fikaQuestions.length > FIKA_MIN && (
                <Button variant="secondary" size="sm" onClick={() => setForm((x) => ({ ...x, fikaQuestions: x.fikaQuestions.filter((_, j) => j !== i) }))}>
                  Remove card {i + 1}
                </Button>
              )}
            </fieldset>
          ))}
          {f.fikaQuestions.length < FIKA_MAX && (
            <Button variant="secondary" size="sm" onClick={() => setForm((x) => ({ ...x, fikaQuestions: [...x.fikaQuestions, emptyFikaItemForm()] }))}>
              Add a card
            </Button>
          )}
        </Group>
      )}

      <Group title="Image">
        <ImageField value={f.iconImage} city={f.city} token={token} onChange={set('iconImage')} disabled={disabled} />
      </Group>
    </fieldset>
  );
}
