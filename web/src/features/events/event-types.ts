/** Display names of the catalogue's event types. */
export const EVENT_TYPE_LABELS: Record<string, string> = {
  fika: 'Fika',
  'weekly-fika': 'Weekly fika',
  'happy-hour': 'Happy hour',
  'curated-foodie': 'Curated foodie',
  'growth-circle': 'Growth circle',
  'forest-walks': 'Forest walk',
  'river-walks': 'River walk',
  foodie: 'Food night',
  'goal-accountability': 'Goal accountability',
  excursion: 'Excursion',
};

export const eventTypeLabel = (type: string) => EVENT_TYPE_LABELS[type] ?? type.replace(/-/g, ' ');
