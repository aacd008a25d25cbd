/** `/blog/:slug`: one post, its author, tags and up to three related posts; unknown slugs get a not-found page. */
import { QUESTIONS_CLAIM } from '@/content/site/facts';
import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { Link } from '../../../components/LocalLink';
import { localPath } from '../../../lib/i18n';
import { rich } from '../../../lib/i18n/rich';
import { t } from '../i18n';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import { track } from '../../../lib/analytics';
import { SITE_NAME, SITE_URL, Seo, absoluteUrl } from '../../../lib/seo';
import { postBySlug, posts, relatedPosts, type BlogPost } from '@/content/blog/index';
import { imageAlt } from '@/content/images/index';
import { imageUrl } from '@/content/image-presets';
import { PostCard, categoryNameIn } from '../components/PostCard';
import { PostMeta } from '../components/PostMeta';
import { Breadcrumb } from '../../../components/ui/Breadcrumb';
import '../blog.css';

function blogPostingJsonLd(post: BlogPost) {
  const url = absoluteUrl(`/blog/${post.slug}`);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    image: absoluteUrl(imageUrl(post.heroImage, 'large')),
    datePublished: post.date,
    dateModified: post.date,
    author: { '@type': 'Person', name: post.authorProfile.name, jobTitle: post.authorProfile.role },
    publisher: { '@type': 'Organization', name: SITE_NAME, url: SITE_URL },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    articleSection: post.categoryName,
    keywords: post.tags.join(', '),
    wordCount: post.wordCount,
    timeRequired: `PT${post.readTime}M`,
  };
}

function PostNotFound({ slug }: { slug: string }) {
  const { pathname } = useLocation();
  useEffect(() => {
    track('page_not_found', { path: pathname, referrer: document.referrer || 'direct' });
  }, [pathname]);
  const latest = posts.slice(0, 3);
  return (
    <div className="container post-missing">
      <Seo title={t('missing.title')} description={t('missing.description')} noindex />
      <p className="post-missing__cup" aria-hidden="true">
        ☕
      </p>
      <h1>{t('missing.title')}</h1>
      <p className="post-missing__lead">
        {rich(t('missing.text', { path: `/blog/${slug}` }), { code: (text) => <code>{text}</code> })}
      </p>
      <p>
        <Button to={localPath('/blog')}>{t('missing.back')}</Button>
      </p>
      <h2>{t('missing.latest')}</h2>
      <ul className="post-missing__list">
        {latest.map((p) => (
          <li key={p.slug}>
            <Link to={`/blog/${p.slug}`}>{p.title}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function BlogPostPage() {
  const { slug = '' } = useParams();
  const post = postBySlug(slug);
  if (!post) return <PostNotFound slug={slug} />;
  const related = relatedPosts(post.slug, 3);
  const author = post.authorProfile;

  return (
    <>
      <Seo
        title={post.title}
        description={post.excerpt}
        type="article"
        image={imageUrl(post.heroImage, 'large')}
        imageAlt={imageAlt[post.heroImage]}
        jsonLd={blogPostingJsonLd(post)}
      />
      <article className="post">
        <header className="post__header">
          <div className="container container--narrow">
            <Breadcrumb
              items={[
                { label: t('post.breadcrumb'), to: localPath('/blog') },
                { label: categoryNameIn(post), to: localPath(`/blog?category=${post.category}`) },
              ]}
            />
            <h1 className="post__title">{post.title}</h1>
            <p className="post__excerpt">{post.excerpt}</p>
            <PostMeta post={post} large />
          </div>
        </header>
        <div className="container container--narrow">
          <ResponsiveImage imageKey={post.heroImage} context="blog-hero" alt={imageAlt[post.heroImage] ?? ''} priority className="post__hero" />
          {/* The HTML comes from our Markdown, rendered and sanitised (allow-list) by content/blog at build time. */}
          <div className="post__body prose" dangerouslySetInnerHTML={{ __html: post.html }} />
          <footer className="post__footer">
            <h2 className="visually-hidden">{t('post.tags')}</h2>
            <ul className="post__tags" aria-label={t('post.tags')}>
              {post.tags.map((tag) => (
                <li key={tag}>
                  <Badge>#{tag}</Badge>
                </li>
              ))}
            </ul>
            <section className="author-box" aria-labelledby="author-heading">
              <ResponsiveImage imageKey={author.avatar} context="author-avatar-large" alt="" className="author-box__avatar" />
              <div>
                <h2 id="author-heading" className="author-box__name">
                  {t('post.about', { name: author.name })}
                </h2>
                <p className="author-box__role">
                  {author.role} · {author.city}
                </p>
                <p>{author.bio}</p>
              </div>
            </section>
            <section className="post-cta" aria-labelledby="post-cta-heading">
              <h2 id="post-cta-heading">{t('post.ctaHeading')}</h2>
              <p>{t('post.ctaText', { count: QUESTIONS_CLAIM })}</p>
              <div className="blog-cta__actions">
                <Button to={localPath('/events')}>{t('post.ctaEvents')}</Button>
                <Button to={localPath('/conversation-starters')} variant="secondary">
                  {t('post.ctaQuestions')}
                </Button>
              </div>
            </section>
          </footer>
        </div>
      </article>
      {related.length > 0 && (
        <section className="related-posts" aria-labelledby="related-heading">
          <div className="container">
            <h2 id="related-heading">{t('post.related')}</h2>
            <div className="post-grid">
              {related.map((p) => (
                <PostCard key={p.slug} post={p} />
              ))}
            </div>
          </div>
        </section>
      )}
    </>
  );
}
