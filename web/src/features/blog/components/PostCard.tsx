import { Link } from 'react-router-dom';
import { Badge } from '../../../components/ui/Badge';
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import type { BlogPost } from '../../../../../content/blog/index';
import { PostMeta } from './PostMeta';

/** A post in a list: the whole card is one link target (the title), so keyboard users tab once per post. */
export function PostCard({ post, headingLevel = 'h3' }: { post: BlogPost; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <article className={post.featured ? 'post-card post-card--featured' : 'post-card'}>
      <ResponsiveImage imageKey={post.heroImage} context="blog-thumbnail" alt="" className="post-card__image" />
      <div className="post-card__body">
        <div className="post-card__badges">
          <Badge tone="accent">{post.categoryName}</Badge>
          {post.featured && <Badge tone="primary">Featured</Badge>}
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
