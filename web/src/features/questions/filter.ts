import type { ConversationQuestion, QuestionCategoryId, QuestionDepth } from '@/content/questions/index';

export interface QuestionFilter {
  category: QuestionCategoryId | 'all';
  depth: QuestionDepth | 'all';
  search: string;
}

export const NO_FILTER: QuestionFilter = { category: 'all', depth: 'all', search: '' };

/**
 * Lower-cases, turns full-width letters into ASCII and drops Latin accents so "cafe" finds "café".
 * Only the Latin combining marks are removed: kana keep their dakuten (が stays が).
 */
function fold(text: string): string {
  return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').normalize('NFC').toLowerCase();
}

/** Questions matching every filter; the search looks at the English and the Japanese text, all words must match. */
export function filterQuestions(list: readonly ConversationQuestion[], f: QuestionFilter): ConversationQuestion[] {
  const words = fold(f.search).split(/\s+/).filter(Boolean);
  return list.filter((q) => {
    if (f.category !== 'all' && q.category !== f.category) return false;
    if (f.depth !== 'all' && q.depth !== f.depth) return false;
    if (words.length === 0) return true;
    const haystack = fold(`${q.english} ${q.japanese}`);
    return words.every((w) => haystack.includes(w));
  });
}
