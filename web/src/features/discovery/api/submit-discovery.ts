/** `POST /api/submit-discovery`: a member's suggestion of a place or experience. */
import type { DiscoveryFields } from '@/domain/contact/forms';
import { api } from '../../../lib/api';

export function discoveryRequest(f: DiscoveryFields) {
  return {
    name: f.name.trim(),
    email: f.email.trim(),
    title: f.title.trim(),
    city: f.city,
    category: f.category,
    area: f.area.trim(),
    why: f.why.trim(),
    ...(f.website.trim() ? { website: f.website.trim() } : {}),
  };
}

/** Not retried on 5xx: a suggestion must not be stored twice. */
export const submitDiscovery = (f: DiscoveryFields) => api.discovery.post(discoveryRequest(f), { attempts: 1 });
