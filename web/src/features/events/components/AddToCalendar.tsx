import { buildIcs, googleCalendarUrl, type CalendarEvent } from '@/content/events/ics';
import { buttonClass } from '../../../components/ui/Button';
import { downloadFile } from '../../../lib/download';
import { t } from '../i18n';

/** "Add to calendar": an .ics download (made on click, with a fresh DTSTAMP) and a Google Calendar link. */
export function AddToCalendar({ entry, fileName }: { entry: Omit<CalendarEvent, 'stamp'>; fileName: string }) {
  const download = () => downloadFile(fileName, buildIcs({ ...entry, stamp: new Date() }), 'text/calendar;charset=utf-8');
  return (
    <div className="add-to-calendar">
      <button type="button" className={buttonClass('secondary', 'sm')} onClick={download}>
        <span aria-hidden="true">📅</span> {t('calendar.ics')}
      </button>
      <a className={buttonClass('ghost', 'sm')} href={googleCalendarUrl(entry)} target="_blank" rel="noopener noreferrer">
        {t('calendar.google')}<span className="visually-hidden">{t('calendar.newTab')}</span>
      </a>
    </div>
  );
}
