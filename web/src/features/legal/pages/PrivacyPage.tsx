/** `/privacy` */
import { Link } from 'react-router-dom';
import { Seo } from '../../../lib/seo';
import { legalConstants, privacyPolicy } from '@/content/site/legal';
import { LegalDocumentView } from '../components/LegalDocumentView';

export default function PrivacyPage() {
  return (
    <>
      <Seo title="Privacy Policy" description="What personal information Fika Community collects, why, how long we keep it, who we share it with and the choices you have." />
      <LegalDocumentView doc={privacyPolicy} eyebrow="Legal">
        <aside className="legal__aside" aria-label="Related policies">
          <p>
            See also our <Link to="/cookies">Cookie Policy</Link>, <Link to="/terms">Terms of Service</Link> and{' '}
            <Link to="/community-guidelines">Community Guidelines</Link>. Privacy questions:{' '}
            <a href={`mailto:${legalConstants.privacyEmail}`}>{legalConstants.privacyEmail}</a>.
          </p>
        </aside>
      </LegalDocumentView>
    </>
  );
}
