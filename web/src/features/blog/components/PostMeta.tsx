import { ResponsiveImage } from '../../../components/ResponsiveImage';
import type { BlogPost } from '@/content/blog/index';
import { formatPostDate } from './format';
import { t } from '../i18n';

/** Byline: avatar (the author-avatar context at the byline's 32x32 q75; the post header's large one at author-avatar-large), author, date and read time. */
export function PostMeta({ post, large = false }: { post: BlogPost; large?: boolean }) {
  const author = post.authorProfile;
  return (
    <div className={large ? 'post-meta post-meta--large' : 'post-meta'}>
      {large ? (
        <ResponsiveImage imageKey={author.avatar} context="author-avatar-large" alt="" className="post-meta__avatar" />
      ) : (
        <ResponsiveImage imageKey={author.avatar} context="author-avatar" preset="avatar" alt="" className="post-meta__avatar" />
      )}
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
