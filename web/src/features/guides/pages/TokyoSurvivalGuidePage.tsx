/** `/tokyo-survival-guide` */
import { tokyoSurvivalGuide } from '@/content/guides/tokyo-survival-guide';
import { GuideView } from '../components/GuideView';

export default function TokyoSurvivalGuidePage() {
  return <GuideView guide={tokyoSurvivalGuide} eyebrow="Stay safe" />;
}
