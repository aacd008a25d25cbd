/**
 * The header's language switch: a plain link to the same page in the other language (a full page
 * load, since a page's language is fixed for the document), named in that language (`日本語` on
 * English pages, `English` on Japanese pages). Following it remembers the choice in
 * `fika_language` (essential storage: set only by this explicit choice), and web/src/main.tsx
 * opens the site in it when the visitor next arrives from elsewhere.
 */
import { useLocation } from 'react-router-dom';
import { LOCALE_NAME, type Locale } from '@/content/site/locales';
import { activeLocale, localizePath, stripLocale } from '../lib/i18n';
import { t } from '../lib/i18n/common';
import { storedItem } from '../lib/browser-storage';

export function LanguageSwitch() {
  const { pathname, search, hash } = useLocation();
  const other: Locale = activeLocale() === 'ja' ? 'en' : 'ja';
  const href = localizePath(stripLocale(pathname), other) + search + hash;
  return (
    <a
      href={href}
      className="lang-switch"
      lang={other}
      hrefLang={other}
      title={t('languageSwitch.title')}
      onClick={() => storedItem('language').set(other)}
    >
      {LOCALE_NAME[other]}
    </a>
  );
}
