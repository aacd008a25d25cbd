/**
 * The cost-of-living calculator's words in Japanese: the same keys as content/guides/cost-of-living.ts
 * (the figures stay there), and amounts the Japanese way (4,500円, $45).
 */
import type { Locale } from '../../site/locales';
import {
  apartmentSizeLabels,
  categoryInfo,
  cities,
  formatCost,
  lifestyleProfiles,
  type CityId,
  type CostCategory,
  type Currency,
  type Lifestyle,
  type NeighbourhoodTier,
  type ApartmentSize,
} from '../cost-of-living';

interface CityWordsJa {
  name: string;
  tiers: Record<NeighbourhoodTier, { label: string; areas: string[] }>;
  notes: string[];
}

export const categoryInfoJa: Record<CostCategory, { label: string; description: string }> = {
  rent: { label: '家賃', description: '管理費を含む毎月の家賃。シェアハウスは光熱費とWi-Fiが共益費に含まれます。' },
  utilities: { label: '光熱費・ネット', description: '電気、ガス、水道、自宅のインターネット。シェアハウスは共益費。' },
  phone: { label: '携帯電話', description: 'データ通信つきのSIMプラン。節約派は格安SIM、ゆったり派は大手キャリアの無制限プラン。' },
  transport: { label: '交通費', description: '通勤定期券またはバスの月間パス。ゆったり派はときどきタクシーも。' },
  groceries: { label: '食料品', description: 'ほぼ毎日自炊する前提での、スーパーでの買い物と日用品。' },
  eatingOut: { label: '外食・カフェ', description: 'ランチ、ディナー、コーヒー、コンビニ。' },
  gym: { label: 'ジム・フィットネス', description: '区の体育館やプール（節約派）から、チェーンのジムやブティックスタジオ（ゆったり派）まで。' },
  healthInsurance: {
    label: '健康保険',
    description: '日本：前年の所得をもとにした国民健康保険の目安（会社員は給与天引き）。ホノルル：補助前の個人向けマーケットプレイス保険。',
  },
  socialLife: { label: '交際費・イベント', description: 'ミートアップ、飲み会、映画、日帰り旅行、プレゼント。フィーカのほとんどは無料で、自分の飲み物代だけです。' },
};

export const apartmentSizeLabelsJa: Record<ApartmentSize, { label: string; description: string }> = {
  share: { label: 'シェアハウスの個室', description: '個室に、共用のキッチンとラウンジ。光熱費込み。' },
  studio: { label: 'ワンルーム（1R・1K）', description: '20〜25m²ほど。定番のひとり暮らし向け。' },
  '1ldk': { label: '1LDK', description: '35〜45m²ほど。寝室とリビング・ダイニング・キッチン。' },
  '2ldk': { label: '2LDK', description: '50〜65m²ほど。ふたり暮らしや在宅ワークの部屋に。' },
};

export const lifestyleProfilesJa: Record<Lifestyle, { label: string; description: string }> = {
  frugal: { label: '節約派', description: 'ほぼ自炊、格安SIM、公共のジムと無料のイベント、夜7時すぎのスーパーのお弁当。' },
  comfortable: { label: 'ほどほど派', description: '自炊と外食をバランスよく、チェーンのジム、週に2回くらいの夜のお出かけ。' },
  premium: { label: 'ゆったり派', description: '外食多め、ブティックフィットネス、雨の日はタクシー、週末旅行、データ無制限のプラン。' },
};

export const citiesJa: Record<CityId, CityWordsJa> = {
  tokyo: {
    name: '東京',
    tiers: {
      central: { label: '都心', areas: ['港区（麻布・六本木）', '渋谷・恵比寿', '目黒・中目黒', '千代田区'] },
      popular: { label: '人気の住宅地', areas: ['世田谷区（三軒茶屋・下北沢）', '中野・高円寺', '江東区（清澄白河）', '台東区（蔵前）'] },
      outer: { label: '周辺の区', areas: ['練馬区', '板橋区', '足立区', '江戸川区'] },
    },
    notes: [
      '入居時の費用は、ふつう家賃の4〜6か月分です（敷金、礼金、仲介手数料、保証会社の費用）。',
      '通勤費を支給する会社が多いので、交通費はゼロになるかもしれません。',
      '国民年金保険料（2025年度は月17,510円）は含まれていません。',
    ],
  },
  osaka: {
    name: '大阪',
    tiers: {
      central: { label: '中心部', areas: ['北区（梅田・中崎町）', '中央区（本町・心斎橋）', '西区（靱公園）'] },
      popular: { label: '人気の住宅地', areas: ['福島', '天満・天神橋', '天王寺', '谷町'] },
      outer: { label: '周辺エリア', areas: ['住吉区', '東淀川区', '城東区', '吹田市（江坂）'] },
    },
    notes: [
      '大阪はコンパクトな街です。自転車や徒歩で暮らし、定期券を買わない人もたくさんいます。',
      '関西の賃貸では、礼金の代わりに返ってこない敷引きがあることがあります。',
      '国民年金保険料は含まれていません。',
    ],
  },
  fukuoka: {
    name: '福岡',
    tiers: {
      central: { label: '中心部', areas: ['天神・大名', '博多駅周辺', '薬院'] },
      popular: { label: '人気の住宅地', areas: ['大濠公園・唐人町', '西新', '平尾', '高砂'] },
      outer: { label: '周辺エリア', areas: ['早良区', '東区（香椎）', '南区（大橋）', '城南区'] },
    },
    notes: [
      '地下鉄で空港から博多まで約5分。移動の日も安くて楽です。',
      '中心部の街どうしは、たいてい自転車で行き来できる距離です。',
      '国民年金保険料は含まれていません。',
    ],
  },
  honolulu: {
    name: 'ホノルル',
    tiers: {
      central: { label: '中心部', areas: ['ワイキキ', 'カカアコ', 'アラモアナ'] },
      popular: { label: '人気の住宅地', areas: ['マキキ', 'マノア', 'カイムキ', 'モイリイリ'] },
      outer: { label: 'オアフ島の郊外', areas: ['アイエア', 'パールシティ', 'ミリラニ', 'カポレイ'] },
    },
    notes: [
      'ハワイは電気代が高く、エアコンの使い方で光熱費が大きく変わります。',
      '交通費はTheBusの月間パスの金額です。車を持つと、ふつう月$500以上かかります。',
      '健康保険は人によって大きく違います。会社の保険はずっと安く、マーケットプレイスの補助は収入しだいです。',
    ],
  },
};

/** The calculator's words in `locale`: English from content/guides/cost-of-living, Japanese from here. */
export function costWordsIn(locale: Locale) {
  if (locale === 'ja') return { categories: categoryInfoJa, sizes: apartmentSizeLabelsJa, lifestyles: lifestyleProfilesJa, cities: citiesJa };
  return { categories: categoryInfo, sizes: apartmentSizeLabels, lifestyles: lifestyleProfiles, cities: cities as Record<CityId, CityWordsJa> };
}

/** An amount in `locale`: English "¥215,400" / "$4,385" (formatCost); Japanese "215,400円" / "$4,385". */
export function formatCostIn(amount: number, currency: Currency, locale: Locale): string {
  if (locale === 'ja' && currency === 'JPY') return `${new Intl.NumberFormat('ja-JP', { maximumFractionDigits: 0 }).format(amount)}円`;
  return formatCost(amount, currency);
}
