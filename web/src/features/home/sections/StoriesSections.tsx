import { Link } from '../../../components/LocalLink';
import { intlLocale } from '../../../lib/i18n';
import { rich } from '../../../lib/i18n/rich';
import { t } from '../i18n';
import { TESTIMONIAL_ROTATE_MS } from '@/content/site/testimonials';
import { Section } from '../../../components/ui/Section';
import { Button } from '../../../components/ui/Button';
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import { homeContent } from '../home-content';
import { TestimonialCarousel } from '../TestimonialCarousel';

const postDate = (iso: string) => new Intl.DateTimeFormat(intlLocale(), { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' }).format(new Date(`${iso}T00:00:00Z`));

/** Three blog teasers, the testimonial carousel and the closing invitation. */
export default function StoriesSections() {
  return (
    <>
      <Section id="blog" eyebrow={t('blog.eyebrow')} title={t('blog.title')}>
        <ul className="grid home-posts">
          {homeContent().posts.map((p) => (
            <li key={p.slug}>
              <article className="post-teaser">
                <ResponsiveImage imageKey={p.heroImage} context="blog-thumbnail" alt="" className="post-teaser__image" sizes="(min-width: 1024px) 364px, 100vw" />
                <div className="post-teaser__body">
                  <p className="post-teaser__category">{p.categoryName}</p>
                  <h3 className="post-teaser__title">
                    <Link to={`/blog/${p.slug}`}>{p.title}</Link>
                  </h3>
                  <p className="post-teaser__excerpt">{p.excerpt}</p>
                  <p className="post-teaser__meta">
                    {rich(t('blog.meta', { author: p.authorName, date: postDate(p.date), minutes: p.readTime }), {
                      time: (text) => <time dateTime={p.date}>{text}</time>,
                    })}
                  </p>
                </div>
              </article>
            </li>
          ))}
        </ul>
        <p className="section-cta">
          <Button to="/blog" variant="secondary">
            {t('blog.more')}
          </Button>
        </p>
      </Section>

      <Section id="testimonials" tone="alt" eyebrow={t('testimonials.eyebrow')} title={t('testimonials.title')} center>
        <TestimonialCarousel testimonials={homeContent().testimonials} intervalMs={TESTIMONIAL_ROTATE_MS} />
      </Section>

      <section className="join-band" aria-labelledby="join-band-title">
        <div className="container join-band__inner">
          <h2 id="join-band-title">{t('join.title')}</h2>
          <p>{t('join.text')}</p>
          <div className="join-band__actions">
            <Button to="/curated-fika-signup" size="lg">
              {t('join.now')}
            </Button>
            <Button to="/events" variant="secondary" size="lg">
              {t('join.browse')}
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
