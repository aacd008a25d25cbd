/** The success / failure banner of a public form (contact, submit-discovery), announced politely. */
import { CONTACT_EMAIL } from '../../lib/seo';

export interface FormBannerTexts {
  successTitle: string;
  successText: string;
  errorTitle: string;
  errorText: (email: string) => string;
}

export function FormBanner({ id, status, texts, detail }: { id?: string; status: string; texts: FormBannerTexts; detail?: string | null }) {
  return (
    <div id={id} aria-live="polite">
      {status === 'success' && (
        <div className="form-banner form-banner--success" role="status">
          <p className="form-banner__title">{texts.successTitle}</p>
          <p>{texts.successText}</p>
        </div>
      )}
      {status === 'error' && (
        <div className="form-banner form-banner--error" role="alert">
          <p className="form-banner__title">{texts.errorTitle}</p>
          <p>{texts.errorText(CONTACT_EMAIL)}</p>
          {detail && <p className="form-banner__detail">{detail}</p>}
        </div>
      )}
    </div>
  );
}
