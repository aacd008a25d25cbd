/** `/tokyo-survival-guide` */
import { tokyoSurvivalGuide } from '@/content/guides/tokyo-survival-guide';
import { GuideView } from '../components/GuideView';
import { t } from '../i18n';

export default function TokyoSurvivalGuidePage() {
  return <GuideView guide={tokyoSurvivalGuide} eyebrow={t('eyebrow.survival')} />;
}
