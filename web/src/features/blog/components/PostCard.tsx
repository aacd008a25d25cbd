import { Link } from '../../../components/LocalLink';
import { Badge } from '../../../components/ui/Badge';
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import type { BlogPost } from '@/content/blog/index';
import { blogCategories } from '@/content/blog/categories';
import { activeLocale } from '../../../lib/i18n';
import { PostMeta } from './PostMeta';
import { t } from '../i18n';

/** A post's category name in the page's language. */
export function categoryNameIn(post: BlogPost): string {
  const c = blogCategories.find((x) => x.id === post.category);
  return activeLocale() === 'ja' && c ? c.japaneseName : post.categoryName;
}

/**
 * A post in a list: the whole card is one link target (the title), so keyboard users tab once per post.
 * A `lead` card opens the list across its full width (image beside the text on wide screens).
 */
export function PostCard({ post, headingLevel = 'h3', lead = false }: { post: BlogPost; headingLevel?: 'h2' | 'h3'; lead?: boolean }) {
  const Heading = headingLevel;
  const className = ['post-card', post.featured && 'post-card--featured', lead && 'post-card--lead'].filter(Boolean).join(' ');
  return (
    <article className={className}>
      <ResponsiveImage imageKey={post.heroImage} context="blog-thumbnail" alt="" className="post-card__image" />
      <div className="post-card__body">
        <div className="post-card__badges">
          <Badge tone="accent">{categoryNameIn(post)}</Badge>
          {post.featured && <Badge tone="primary">{t('card.featured')}</Badge>}
        </div>
        <Heading className="post-card__title">
          <Link to={`/blog/${post.slug}`} className="post-card__link">
            {post.title}
          </Link>
        </Heading>
        <p className="post-card__excerpt">{post.excerpt}</p>
        <PostMeta post={post} />
      </div>
    </article>
  );
}
