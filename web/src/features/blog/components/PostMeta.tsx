import { ResponsiveImage } from '../../../components/ResponsiveImage';
import type { BlogPost } from '@/content/blog/index';
import { formatPostDate } from './format';
import { t } from '../i18n';

/** Byline: avatar, author, date and read time. */
export function PostMeta({ post, large = false }: { post: BlogPost; large?: boolean }) {
  const author = post.authorProfile;
  return (
    <div className={large ? 'post-meta post-meta--large' : 'post-meta'}>
      <ResponsiveImage
        imageKey={author.avatar}
        context={large ? 'author-avatar-large' : 'author-avatar'}
        alt=""
        className="post-meta__avatar"
      />
      <div className="post-meta__text">
        <span className="post-meta__author">{author.name}</span>
        <span className="post-meta__details">
          <time dateTime={post.date}>{formatPostDate(post.date)}</time>
          <span aria-hidden="true"> · </span>
          <span>{t('meta.readTime', { minutes: post.readTime })}</span>
        </span>
      </div>
    </div>
  );
}
