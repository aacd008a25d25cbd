/** `/terms`: the 13 numbered sections of content/site/legal (Japanese: a summary of each, pointing to the binding English text). */
import { Link } from '../../../components/LocalLink';
import { Seo } from '../../../lib/seo';
import { activeLocale } from '../../../lib/i18n';
import { rich } from '../../../lib/i18n/rich';
import { legalConstants } from '@/content/site/legal';
import { termsOfServiceIn } from '@/content/site/ja/legal';
import { LegalDocumentView } from '../components/LegalDocumentView';
import { t } from '../i18n';

export default function TermsPage() {
  const locale = activeLocale();
  return (
    <>
      <Seo title={t('route./terms.title')} description={t('route./terms.description')} />
      <LegalDocumentView doc={termsOfServiceIn(locale)} eyebrow={t('doc.eyebrow')} summaryOf={locale === 'ja' ? '/terms' : undefined}>
        <aside className="legal__aside" aria-label={t('doc.related')}>
          <p>
            {rich(t('terms.aside', { email: legalConstants.legalEmail }), {
              privacy: (text) => <Link to="/privacy">{text}</Link>,
              cookies: (text) => <Link to="/cookies">{text}</Link>,
              guidelines: (text) => <Link to="/community-guidelines">{text}</Link>,
              mail: (text) => <a href={`mailto:${text}`}>{text}</a>,
            })}
          </p>
        </aside>
      </LegalDocumentView>
    </>
  );
}
