/** `/terms`: the 13 numbered sections of content/site/legal. */
import { Link } from 'react-router-dom';
import { Seo } from '../../../lib/seo';
import { legalConstants, termsOfService } from '@/content/site/legal';
import { LegalDocumentView } from '../components/LegalDocumentView';

export default function TermsPage() {
  return (
    <>
      <Seo title="Terms of Service" description="The terms for using the Fika Community website, events, memberships and programmes." />
      <LegalDocumentView doc={termsOfService} eyebrow="Legal">
        <aside className="legal__aside" aria-label="Related policies">
          <p>
            These Terms work together with our <Link to="/privacy">Privacy Policy</Link>, <Link to="/cookies">Cookie Policy</Link> and{' '}
            <Link to="/community-guidelines">Community Guidelines</Link>. Questions: <a href={`mailto:${legalConstants.legalEmail}`}>{legalConstants.legalEmail}</a>.
          </p>
        </aside>
      </LegalDocumentView>
    </>
  );
}
