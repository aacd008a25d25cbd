/** Each city's events page introduction, in each language (only the city pages load this). */
import type { Locale } from './site/locales';
import type { CitySlug } from './cities';

export const CITY_INTROS: Readonly<Record<CitySlug, Record<Locale, string>>> = {
  tokyo: {
    en: 'Our home base and busiest table: weekly fikas from Yoyogi-Uehara to Nakameguro, monthly gatherings, forest and river walks, rooftop evenings in Ginza and the growth circle.',
    ja: 'いちばんにぎやかなホームタウン。代々木上原から中目黒までの毎週のフィーカ、月に一度の集まり、森や川辺の散歩、銀座の屋上で過ごす夜、そしてグロースサークルまで。',
  },
  osaka: {
    en: 'Warm, funny and famously welcoming. Our Kansai crew meets monthly for long fikas, brunches and the odd day trip to Kyoto.',
    ja: 'あたたかくて面白くて、だれでも歓迎してくれる街。関西のメンバーは月に一度集まって、ゆっくりフィーカやブランチを楽しみ、ときには京都へ日帰りで出かけます。',
  },
  fukuoka: {
    en: 'Seaside cafes, a thriving startup scene and weekend excursions to the islands. Small tables, big welcomes.',
    ja: '海辺のカフェ、活気あるスタートアップシーン、週末の島めぐり。小さなテーブルで、大きな歓迎を。',
  },
  honolulu: {
    en: 'Our island chapter links Hawaiʻi and Japan: relaxed fikas in Kaimukī, Kona coffee tastings and members flying between the two.',
    ja: 'ハワイと日本をつなぐ島のチャプター。カイムキでのんびりフィーカ、コナコーヒーの飲み比べ、そして二つの場所を行き来するメンバーたち。',
  },
};
