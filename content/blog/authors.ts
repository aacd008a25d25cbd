/** Blog authors. `avatar` is an image key under content/images (served via /img/{key}). */
import { CITIES } from '../cities';
import { teamMember } from '../site/team';
export interface Author {
  id: AuthorId;
  name: string;
  role: string;
  city: string;
  bio: string;
  avatar: string;
}

export const authorIds = ['mika-sato', 'daniel-brooks', 'leilani-nakamura', 'ren-takeda'] as const;
export type AuthorId = (typeof authorIds)[number];

/** The blog's authors are members of the team in the community facts: one name, role and bio each. */
export const authors: readonly Author[] = authorIds.map((id) => {
  const m = teamMember(id);
  return { id, name: m.name, role: m.role, city: CITIES[m.city].name, bio: m.bio, avatar: m.avatar };
});

export function authorById(id: string): Author | undefined {
  return authors.find((a) => a.id === id);
}
