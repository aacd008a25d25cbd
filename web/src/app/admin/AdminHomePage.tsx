import { Link } from 'react-router-dom';
import { useAdmin } from '../../lib/admin-session';
import { Card } from '../../components/ui/Card';
import { useAdminSections } from './sections';
import './admin.css';

export default function AdminHomePage() {
  const admin = useAdmin();
  const sections = useAdminSections();
  return (
    <div className="container admin-home">
      <h1>Admin</h1>
      <p className="admin-home__lead">
        Welcome back, <strong>{admin.email}</strong>. Your session stays active in every tab of this browser until you sign out or it expires.
      </p>
      {sections.length > 0 ? (
        <ul className="grid admin-home__sections">
          {sections.map((s) => (
            <li key={s.path}>
              <Card as="div" interactive title={<Link to={s.path}>{s.label}</Link>} titleAs="h2">
                <p className="muted">{s.description}</p>
              </Card>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">You're signed in. The admin tools will be listed here as soon as they are installed.</p>
      )}
    </div>
  );
}
