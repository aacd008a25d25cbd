/** Blog authors. `avatar` is an image key under content/images (served via /img/{key}). */
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

export const authors: readonly Author[] = [
  {
    id: 'mika-sato',
    name: 'Mika Sato',
    role: 'Community Lead, Tokyo',
    city: 'Tokyo',
    bio: 'Mika grew up in Saitama, spent three winters in Stockholm and came home convinced that the afternoon coffee break was the best social technology ever invented. She has hosted more than 150 fikas in Tokyo, keeps a running list of cafes with big tables, and still gets nervous before every single one.',
    avatar: 'author-mika-sato',
  },
  {
    id: 'daniel-brooks',
    name: 'Daniel Brooks',
    role: 'Nomad Programmes, Osaka & Fukuoka',
    city: 'Fukuoka',
    bio: 'Daniel is a software developer from Manchester who arrived in Japan on a three-month plan in 2019 and never quite left. He has lived in Tokyo, Osaka and Fukuoka, works remotely from whichever cafe has the best window seat, and looks after our nomad concierge and newcomer programmes.',
    avatar: 'author-daniel-brooks',
  },
  {
    id: 'leilani-nakamura',
    name: 'Leilani Nakamura',
    role: 'Community Host, Honolulu',
    city: 'Honolulu',
    bio: 'Leilani is a fourth-generation Japanese American from Mānoa who taught English in Fukuoka for two years before going home to Oʻahu. She runs our Honolulu fikas, connects members flying between Hawaiʻi and Japan, and believes every good conversation should end with someone sharing snacks.',
    avatar: 'author-leilani-nakamura',
  },
  {
    id: 'ren-takeda',
    name: 'Ren Takeda',
    role: 'Wellbeing & Growth Programmes',
    city: 'Tokyo',
    bio: 'Ren is a Tokyo-born coach who worked in consulting for a decade before burning out and rebuilding his life around walking, sleep and small groups. He designed our goal accountability programme and leads the forest walks, where he gently insists that everyone leaves their phone in their bag.',
    avatar: 'author-ren-takeda',
  },
];

export function authorById(id: string): Author | undefined {
  return authors.find((a) => a.id === id);
}
