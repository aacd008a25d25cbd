import { t } from '../lib/i18n/common';

/**
 * On a Japanese page whose text exists only in English (blog posts, long guides, an event with no
 * Japanese text yet): a short note saying so, above the English text.
 */
export function EnglishTextNote() {
  return (
    <p className="english-text-note container" lang="ja">
      {t('layout.englishTextNote')}
    </p>
  );
}
