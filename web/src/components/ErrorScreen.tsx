import { Component, useEffect, useRef, type ErrorInfo, type ReactNode } from 'react';
import { useRouteError } from 'react-router-dom';
import { track } from '../lib/analytics';
import { reportError } from '../lib/error-reports';
import { CONTACT_EMAIL } from '../lib/seo';
import { buttonClass } from './ui/Button';
import { localPath } from '../lib/i18n';
import { t } from '../lib/i18n/common';
import { rich } from '../lib/i18n/rich';
import './layout.css';

function describe(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`.slice(0, 300);
  if (error && typeof error === 'object' && 'statusText' in error) return String((error as { statusText: unknown }).statusText).slice(0, 300);
  return String(error).slice(0, 300);
}

/**
 * The fallback error screen ("Something went wrong", Reload Page and Go Home, a contact line).
 * Independent of the router so it also works when the router itself failed: "Go Home" is a full
 * page load, which is what a broken page needs.
 */
export function ErrorScreen({ error }: { error: unknown }) {
  const logged = useRef(false);
  useEffect(() => {
    if (logged.current) return;
    logged.current = true;
    track('react_error', { message: describe(error), path: window.location.pathname });
    reportError(error);
  }, [error]);

  return (
    <div className="error-screen" role="alert">
      <div className="error-screen__icon" aria-hidden="true">
        ☕
      </div>
      <h1>{t('error.title')}</h1>
      <p className="error-screen__lead">{t('error.lead')}</p>
      <div className="error-screen__actions">
        <button type="button" className={buttonClass('primary')} onClick={() => window.location.reload()}>
          {t('error.reload')}
        </button>
        <a href={localPath('/')} className={buttonClass('secondary')}>
          {t('error.home')}
        </a>
      </div>
      <p className="error-screen__contact">
        {rich(t('error.contact', { email: CONTACT_EMAIL }), {
          mail: (text) => <a href={`mailto:${CONTACT_EMAIL}`}>{text}</a>,
          link: (text) => <a href={localPath('/contact')}>{text}</a>,
        })}
      </p>
    </div>
  );
}

/** Route-level boundary: render errors and failed lazy route loads land here. */
export function RouteErrorScreen() {
  return <ErrorScreen error={useRouteError()} />;
}

/** Last-resort boundary around the whole app (errors outside the router). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }

  override componentDidCatch(_error: unknown, _info: ErrorInfo) {
    // Reported by ErrorScreen (react_error) once it renders.
  }

  override render() {
    if (this.state.error) {
      return (
        <main id="main" className="container">
          <ErrorScreen error={this.state.error} />
        </main>
      );
    }
    return this.props.children;
  }
}
