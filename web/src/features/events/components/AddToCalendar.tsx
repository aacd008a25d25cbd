import { buildIcs, googleCalendarUrl, type CalendarEvent } from '@/content/events/ics';
import { buttonClass } from '../../../components/ui/Button';

/** "Add to calendar": an .ics download (made on click, with a fresh DTSTAMP) and a Google Calendar link. */
export function AddToCalendar({ entry, fileName }: { entry: Omit<CalendarEvent, 'stamp'>; fileName: string }) {
  const download = () => {
    const blob = new Blob([buildIcs({ ...entry, stamp: new Date() })], { type: 'text/calendar;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = fileName;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };
  return (
    <div className="add-to-calendar">
      <button type="button" className={buttonClass('secondary', 'sm')} onClick={download}>
        <span aria-hidden="true">📅</span> Add to calendar (.ics)
      </button>
      <a className={buttonClass('ghost', 'sm')} href={googleCalendarUrl(entry)} target="_blank" rel="noopener noreferrer">
        Google Calendar<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </div>
  );
}
