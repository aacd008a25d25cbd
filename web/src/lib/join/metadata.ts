/**
 * What the signup form records about where a signup came from.
 * UTM defaults: direct / organic / none.
 */
export interface SignupMetadata {
  signup_page: string;
  campaign_source: string;
  campaign_medium: string;
  campaign_campaign: string;
  viewport_width: number;
  viewport_height: number;
  timezone: string;
  user_agent: string;
  referrer: string;
  event_title?: string;
  event_slug?: string;
}

export function signupMetadata(event?: { slug: string; title: string }): SignupMetadata {
  const params = new URLSearchParams(window.location.search);
  let timezone = 'UTC';
  try {
    timezone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    // Very old browsers: keep UTC.
  }
  return {
    signup_page: window.location.pathname,
    campaign_source: params.get('utm_source') || 'direct',
    campaign_medium: params.get('utm_medium') || 'organic',
    campaign_campaign: params.get('utm_campaign') || 'none',
    viewport_width: window.innerWidth,
    viewport_height: window.innerHeight,
    timezone,
    user_agent: navigator.userAgent,
    referrer: document.referrer || 'direct',
    ...(event ? { event_title: event.title, event_slug: event.slug } : {}),
  };
}
