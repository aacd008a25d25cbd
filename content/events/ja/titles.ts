/**
 * The Japanese title of every event, by id: all that a mail naming an event needs (the door kit's
 * host sign-in, the series confirmation), so the functions that send those carry these lines and
 * not the events' whole Japanese text. The overlays (the files beside this one) take their titles
 * from here; content/events/titles.ts reads them.
 */
export const JA_TITLES: Readonly<Record<string, string>> = {
  'founding-members-fika': '創立メンバーのフィーカ',
  'tokyo-december-fika': '東京12月のフィーカ：一年をふり返る',
  'tokyo-new-year-fika': '清澄白河で東京新年のフィーカ',
  'signature-sunday-fika': 'シグネチャー・サンデー・フィーカ：ロングテーブル',
  'tokyo-growth-circle': '東京グロースサークル：『IKIGAI』を読む夜',
  'weekly-saturday-fika': '代々木上原で毎週土曜の朝フィーカ',
  'weekly-fika-for-two': 'Fika for Two：吉祥寺の朝の言語ペア',
  'weekly-tuesday-fika': '目黒川沿いで毎週火曜の夜フィーカ',
  'weekly-wednesday-fika': '丸の内で毎週水曜のランチフィーカ',
  'tokyo-evening-social': '渋谷で東京イブニング・ソーシャル',
  'meiji-jingu-forest-walk': '明治神宮の森さんぽ＆フィーカ',
  'meguro-river-walk': '目黒川 桜さんぽ＆フィーカ',
  'pizza-night': '下北沢ピザナイト',
  'ginza-rooftop-happy-hour': '銀座ルーフトップ・ハッピーアワー',
  'tokyo-spanish-tapas': '東京スペインタパスの夜',
  'goal-accountability-info-session': '目標達成パートナー：説明会',
  'osaka-december-fika': '中崎町で大阪の年末フィーカ',
  'osaka-brunch-fika': '北浜で大阪のボトムレス・ブランチ・フィーカ',
  'osaka-monthly-fika': '南堀江で大阪の月例フィーカ',
  'fukuoka-monthly-fika': '大名で福岡の月例フィーカ',
  'fukuoka-nokonoshima-excursion': '能古島 週末エクスカーション',
  'honolulu-inaugural-fika': 'カイムキで初開催 ホノルルのフィーカ',
  'honolulu-kona-coffee-fika': 'カカアコでコナコーヒーのテイスティング・フィーカ',
};
