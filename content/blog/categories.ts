/** Blog categories (shared by the loader and the pages). */
export const blogCategories = [
  { id: 'community-fika', name: 'Community & Fika', description: 'How our meetups work, why they work, and how to make the most of them.' },
  { id: 'life-in-japan', name: 'Life in Japan', description: 'Practical, lived-in advice for settling into Tokyo and beyond.' },
  { id: 'nomad-travel', name: 'Nomads & Cities', description: 'Tokyo, Osaka, Fukuoka and Honolulu through the eyes of people who work from anywhere.' },
  { id: 'wellbeing-growth', name: 'Wellbeing & Growth', description: 'Goals, rest, nature and looking after yourself far from home.' },
] as const;

export type BlogCategoryId = (typeof blogCategories)[number]['id'];
