/** What the dashboard (CuratedAdminPage) gives each of its tabs: the admin's token and a way to show a notice. */
export type Notify = (kind: 'error' | 'info' | 'success', text: string) => void;

export interface TabProps {
  token: string;
  notify: Notify;
}
