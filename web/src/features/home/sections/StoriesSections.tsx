import { Link } from 'react-router-dom';
import { testimonials, TESTIMONIAL_ROTATE_MS } from '@/content/site/testimonials';
import { Section } from '../../../components/ui/Section';
import { Button } from '../../../components/ui/Button';
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import { homeContent } from '../home-content';
import { TestimonialCarousel } from '../TestimonialCarousel';

const postDate = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' });

/** Three blog teasers, the testimonial carousel and the closing invitation. */
export default function StoriesSections() {
  return (
    <>
      <Section id="blog" eyebrow="From the blog" title="Stories and advice from the community">
        <ul className="grid home-posts">
          {homeContent.posts.map((p) => (
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
                    {p.authorName} · <time dateTime={p.date}>{postDate.format(new Date(`${p.date}T00:00:00Z`))}</time> · {p.readTime} min read
                  </p>
                </div>
              </article>
            </li>
          ))}
        </ul>
        <p className="section-cta">
          <Button to="/blog" variant="secondary">
            Read the blog
          </Button>
        </p>
      </Section>

      <Section id="testimonials" tone="alt" eyebrow="In their words" title="What members say" center>
        <TestimonialCarousel testimonials={testimonials} intervalMs={TESTIMONIAL_ROTATE_MS} />
      </Section>

      <section className="join-band" aria-labelledby="join-band-title">
        <div className="container join-band__inner">
          <h2 id="join-band-title">Your seat is waiting</h2>
          <p>New tables open every week in Tokyo, Osaka, Fukuoka and Honolulu. Come as you are — most people arrive not knowing anyone.</p>
          <div className="join-band__actions">
            <Button to="/curated-fika-signup" size="lg">
              Join Now
            </Button>
            <Button to="/events" variant="secondary" size="lg">
              Browse events
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
