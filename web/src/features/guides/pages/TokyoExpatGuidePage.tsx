/** `/tokyo-expat-guide` */
import { tokyoExpatGuide } from '@/content/guides/tokyo-expat-guide';
import { GuideView } from '../components/GuideView';

export default function TokyoExpatGuidePage() {
  return <GuideView guide={tokyoExpatGuide} eyebrow="Settling in" />;
}
