/** `/privacy` (Japanese: a summary of every section, pointing to the binding English text). */
import { Link } from '../../../components/LocalLink';
import { Seo } from '../../../lib/seo';
import { activeLocale } from '../../../lib/i18n';
import { rich } from '../../../lib/i18n/rich';
import { legalConstants } from '@/content/site/legal';
import { privacyPolicyIn } from '@/content/site/ja/legal';
import { LegalDocumentView } from '../components/LegalDocumentView';
import { t } from '../i18n';

export default function PrivacyPage() {
  const locale = activeLocale();
  return (
    <>
      <Seo title={t('route./privacy.title')} description={t('route./privacy.description')} />
      <LegalDocumentView doc={privacyPolicyIn(locale)} eyebrow={t('doc.eyebrow')} summaryOf={locale === 'ja' ? '/privacy' : undefined}>
        <aside className="legal__aside" aria-label={t('doc.related')}>
          <p>
            {rich(t('privacy.aside', { email: legalConstants.privacyEmail }), {
              cookies: (text) => <Link to="/cookies">{text}</Link>,
              terms: (text) => <Link to="/terms">{text}</Link>,
              guidelines: (text) => <Link to="/community-guidelines">{text}</Link>,
              mail: (text) => <a href={`mailto:${text}`}>{text}</a>,
            })}
          </p>
        </aside>
      </LegalDocumentView>
    </>
  );
}
