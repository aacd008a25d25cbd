/** `/blog`: every post, featured first, filterable by category (kept in ?category= so a filter can be shared). */
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Button } from '../../../components/ui/Button';
import { Seo } from '../../../lib/seo';
import { useHydrated } from '../../../lib/now';
import { blogCategories, posts } from '@/content/blog/index';
import { PostCard } from '../components/PostCard';
import '../blog.css';

const ordered = [...posts.filter((p) => p.featured), ...posts.filter((p) => !p.featured)];

export default function BlogListPage() {
  const [params, setParams] = useSearchParams();
  // The prerendered HTML is the unfiltered list; apply ?category= only after hydration so both agree.
  const hydrated = useHydrated();
  const requested = hydrated ? params.get('category') : null;
  const active = blogCategories.find((c) => c.id === requested);
  const shown = active ? ordered.filter((p) => p.category === active.id) : ordered;

  const choose = (id: string | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set('category', id);
    else next.delete('category');
    setParams(next, { replace: true, preventScrollReset: true });
  };

  return (
    <>
      <Seo
        title={active ? `${active.name} – Blog` : 'Blog'}
        description="Stories, guides and honest advice from the Fika Community: making friends abroad, life in Japan, nomad cities, wellbeing and the ideas behind our meetups."
      />
      <PageHeader
        eyebrow="The Fika Journal"
        title="Stories from the table"
        subtitle="Practical advice and honest stories from our hosts and members in Tokyo, Osaka, Fukuoka and Honolulu: settling in, making friends, working from anywhere and looking after yourself along the way."
      />
      <div className="container blog-list">
        <div className="blog-filter" role="group" aria-label="Filter posts by category">
          <button type="button" className="blog-filter__option" aria-pressed={!active} onClick={() => choose(null)}>
            All posts <span className="blog-filter__count">{posts.length}</span>
          </button>
          {blogCategories.map((c) => (
            <button key={c.id} type="button" className="blog-filter__option" aria-pressed={active?.id === c.id} onClick={() => choose(c.id)}>
              {c.name} <span className="blog-filter__count">{posts.filter((p) => p.category === c.id).length}</span>
            </button>
          ))}
        </div>
        {active && <p className="blog-list__intro">{active.description}</p>}
        <h2 className="visually-hidden">{active ? active.name : 'All posts'}</h2>
        <p className="blog-list__status" role="status">
          {shown.length === 1 ? '1 post' : `${shown.length} posts`}
          {active ? ` in ${active.name}` : ''}
        </p>
        <div className="post-grid">
          {shown.map((p, i) => (
            <PostCard key={p.slug} post={p} lead={i === 0 && p.featured} />
          ))}
        </div>
        <aside className="blog-cta" aria-labelledby="blog-cta-heading">
          <h2 id="blog-cta-heading">Rather talk than read?</h2>
          <p>Most of these stories started at one of our tables. Come to a fika, bring a question, and leave with a few new names in your phone.</p>
          <div className="blog-cta__actions">
            <Button to="/events">See upcoming events</Button>
            <Button to="/conversation-starters" variant="secondary">
              Browse conversation starters
            </Button>
          </div>
        </aside>
      </div>
    </>
  );
}
