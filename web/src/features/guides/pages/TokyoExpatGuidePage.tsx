/** `/tokyo-expat-guide` */
import { tokyoExpatGuide } from '@/content/guides/tokyo-expat-guide';
import { GuideView } from '../components/GuideView';
import { t } from '../i18n';

export default function TokyoExpatGuidePage() {
  return <GuideView guide={tokyoExpatGuide} eyebrow={t('eyebrow.expat')} />;
}
