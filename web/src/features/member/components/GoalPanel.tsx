/** The member's goal with a target date, days to go and the insight (urgent < 30 days, final stretch < 90). */
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/Button';
import { ApiError, NETWORK_ERROR } from '../../../lib/api-client';
import { CHECKIN_MESSAGES, GOAL_TITLE_MAX, validateGoal, type Goal, type GoalInsight } from '@/domain/member/rules';
import { setGoal } from '../api/member-api';
import { rich } from '../../../lib/i18n/rich';
import { t } from '../i18n';
import { insightText, ruleMessage } from '../rule-messages';
import { dayText } from '../../passport/display';

export function GoalPanel({ token, goal, insight, daysUntilTarget, onSaved }: { token: string; goal: Goal | null; insight: GoalInsight | null; daysUntilTarget: number | null; onSaved(): void }) {
  const id = useId();
  const [editing, setEditing] = useState(!goal);
  const [title, setTitle] = useState(goal?.title ?? '');
  const [description, setDescription] = useState(goal?.description ?? '');
  const [targetDate, setTargetDate] = useState(goal?.target_date ?? '');
  const [errors, setErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const raw = { title, description, target_date: targetDate };
    const v = validateGoal(raw, new Date());
    if (!v.ok) {
      setErrors(v.errors.map(ruleMessage));
      return;
    }
    setErrors([]);
    setSaving(true);
    try {
      const r = await setGoal(token, raw);
      if (r.success) {
        setEditing(false);
        onSaved();
      } else setErrors(r.errors?.length ? r.errors : [r.error ?? t('somethingWrong')]);
    } catch (err) {
      setErrors([err instanceof ApiError ? err.message : NETWORK_ERROR]);
    } finally {
      setSaving(false);
    }
  }

  if (!editing && goal) {
    return (
      <div className="member-goal">
        <p className="member-goal__title">{goal.title}</p>
        {goal.description && <p>{goal.description}</p>}
        <p>
          {rich(t('goal.targetDate', { date: dayText(goal.target_date) }), { strong: (text) => <strong>{text}</strong> })}
          {daysUntilTarget !== null && daysUntilTarget >= 0 && t('goal.daysToGo', { count: daysUntilTarget })}
        </p>
        {insight && (
          <p className={`member-insight member-insight--${insight.level}`} role="note">
            {insightText(insight, daysUntilTarget)}
          </p>
        )}
        <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
          {t('goal.edit')}
        </Button>
      </div>
    );
  }

  return (
    <form className="member-form" noValidate onSubmit={onSubmit}>
      {errors.length > 0 && (
        <div className="notice notice--error" role="alert">
          <p className="notice__title">{ruleMessage(CHECKIN_MESSAGES.fixIssues)}</p>
          <ul>
            {errors.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="member-field">
        <label htmlFor={`${id}-title`}>{t('goal.label')}</label>
        <input id={`${id}-title`} value={title} maxLength={GOAL_TITLE_MAX + 50} onChange={(e) => setTitle(e.target.value)} placeholder={t('goal.placeholder')} />
      </div>
      <div className="member-field">
        <label htmlFor={`${id}-description`}>
          {t('goal.details')} <span className="member-hint">{t('goal.optional')}</span>
        </label>
        <textarea id={`${id}-description`} rows={2} value={description} onChange={(e) => setDescription(e.target.value)} />
      </div>
      <div className="member-field">
        <label htmlFor={`${id}-date`}>{t('goal.dateLabel')}</label>
        <input id={`${id}-date`} type="date" value={targetDate} onChange={(e) => setTargetDate(e.target.value)} />
      </div>
      <div className="member-actions-row">
        <Button type="submit" disabled={saving}>
          {saving ? t('goal.saving') : t('goal.save')}
        </Button>
        {goal && (
          <Button variant="ghost" onClick={() => setEditing(false)}>
            {t('goal.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
