/** Blog categories (shared by the loader and the pages), named in English and Japanese (the posts themselves are English). */
export const blogCategories = [
  { id: 'community-fika', name: 'Community & Fika', description: 'How our meetups work, why they work, and how to make the most of them.', japaneseName: 'コミュニティとフィーカ', japaneseDescription: 'ミートアップの進め方、うまくいく理由、そして思いきり楽しむコツ。' },
  { id: 'life-in-japan', name: 'Life in Japan', description: 'Practical, lived-in advice for settling into Tokyo and beyond.', japaneseName: '日本での暮らし', japaneseDescription: '東京やその先の街になじむための、暮らしてわかった実用的なアドバイス。' },
  { id: 'nomad-travel', name: 'Nomads & Cities', description: 'Tokyo, Osaka, Fukuoka and Honolulu through the eyes of people who work from anywhere.', japaneseName: 'ノマドと街', japaneseDescription: 'どこでも働く人たちの目で見た、東京・大阪・福岡・ホノルル。' },
  { id: 'wellbeing-growth', name: 'Wellbeing & Growth', description: 'Goals, rest, nature and looking after yourself far from home.', japaneseName: 'ウェルビーイングと成長', japaneseDescription: '目標、休息、自然、そしてふるさとを離れて自分を大切にすること。' },
] as const;

export type BlogCategoryId = (typeof blogCategories)[number]['id'];
