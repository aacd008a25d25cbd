/**
 * /stay-in-touch/:token (the link in the invitation sent after a date to each person who checked
 * in): the first name the others see, the other opted-in attendees to tick, and the address of each
 * person who chose the reader back (docs/stay-in-touch.md). The token alone opens the page; the
 * server decides who is listed and what is revealed.
 */
import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Section } from '../../../components/ui/Section';
import { api, type ApiOutput } from '../../../lib/api';
import { useLoadOutcome } from '../../../lib/outcome';
import { t } from '../i18n';
import '../../../lib/join/join.css';

type View = ApiOutput<'stayInTouch', 'get_stay_in_touch'>;
type Failure = { code?: unknown; error?: string };

/** The page's words for the API's refusals (the codes of api/stay-in-touch.ts), else the server's message. */
function problemText(r: Failure): string {
  if (r.code === 'TOUCH_LINK_INVALID') return t('error.invalid');
  if (r.code === 'TOUCH_CLOSED') return t('error.closed');
  if (r.code === 'TOUCH_FIRST_NAME') return t('error.name');
  return r.error ?? t('error.generic');
}

const clean = (raw: string) => raw.replace(/[\s<>"']/g, '');

export default function StayInTouchPage() {
  const token = clean(useParams().token ?? '');
  const [view, setView] = useState<View | null>(null);
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [problem, setProblem] = useState<string | null>(token ? null : t('error.invalid'));
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function show(v: View) {
    setView(v);
    setName(v.firstName ?? '');
    setChosen(new Set(v.people.filter((x) => x.chosen).map((x) => x.id)));
  }

  useLoadOutcome(token, () => api.stayInTouch.get_stay_in_touch({ token }), t('error.generic'), (o) => (o.ok ? show(o.data) : setProblem(problemText(o))));

  async function save(firstName: string | null) {
    setBusy(true);
    setProblem(null);
    setStatus(null);
    try {
      const r = await api.stayInTouch.save_stay_in_touch({ token, firstName, choices: firstName === null ? [] : [...chosen] });
      if (r.success && r.data) {
        show(r.data);
        setStatus(firstName === null ? t('page.left') : t('page.saved'));
      } else setProblem(problemText(r));
    } catch {
      setProblem(t('error.generic'));
    }
    setBusy(false);
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    void save(name);
  }

  function toggle(id: string) {
    setChosen((was) => {
      const next = new Set(was);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  const matches = view?.people.filter((x) => x.email) ?? [];

  return (
    <>
      <PageHeader eyebrow={t('page.eyebrow')} title={t('page.title')} />
      <Section>
        <div className="stay-in-touch">
          {problem && (
            <p className="join-message join-message--error" role="alert">
              {problem}
            </p>
          )}
          {!view && !problem && <p role="status">{t('page.loading')}</p>}
          {view && (
            <>
              <h2>{view.eventTitle}</h2>
              <p>{view.dateText}</p>
              <p>{t('page.intro')}</p>
              <p>{t('page.deadline', { deadline: view.deadlineText })}</p>
              {matches.length > 0 && (
                <>
                  <h3>{t('page.matches')}</h3>
                  <ul>
                    {matches.map((x) => (
                      <li key={x.id}>
                        {x.firstName}: <a href={`mailto:${x.email}`}>{x.email}</a>
                      </li>
                    ))}
                  </ul>
                </>
              )}
              <form onSubmit={submit}>
                <div className="join-field">
                  <label className="join-label" htmlFor="touch-name">
                    {t('page.name')}
                  </label>
                  <input id="touch-name" className="join-input" name="firstName" type="text" autoComplete="given-name" maxLength={30} required aria-describedby="touch-name-hint" value={name} onChange={(e) => setName(e.target.value)} />
                  <p id="touch-name-hint">{t('page.nameHint')}</p>
                </div>
                <fieldset className="join-field">
                  <legend>{t('page.people')}</legend>
                  {view.people.length === 0 ? (
                    <p>{t('page.nobody')}</p>
                  ) : (
                    view.people.map((x) => (
                      <div key={x.id}>
                        <label>
                          <input type="checkbox" checked={chosen.has(x.id)} onChange={() => toggle(x.id)} /> {x.firstName}
                        </label>
                        {x.email && <span> · {t('page.mutual', { email: x.email })}</span>}
                      </div>
                    ))
                  )}
                </fieldset>
                <button type="submit" className="join-button" disabled={busy}>
                  {busy ? t('page.saving') : t('page.save')}
                </button>
              </form>
              {view.firstName && (
                <p>
                  <button type="button" className="join-button join-button--secondary" disabled={busy} onClick={() => void save(null)}>
                    {t('page.leave')}
                  </button>
                </p>
              )}
              {status && (
                <p className="join-message join-message--success" role="status">
                  {status}
                </p>
              )}
            </>
          )}
        </div>
      </Section>
    </>
  );
}
