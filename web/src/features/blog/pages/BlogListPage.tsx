/** `/blog`: every post, featured first, filterable by category (kept in ?category= so a filter can be shared). */
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Button } from '../../../components/ui/Button';
import { Seo } from '../../../lib/seo';
import { useHydrated } from '../../../lib/now';
import { blogCategories, posts } from '@/content/blog/index';
import { PostCard } from '../components/PostCard';
import { activeLocale, localPath } from '../../../lib/i18n';
import { t } from '../i18n';
import '../blog.css';

/** A category's name and description in the page's language. */
const named = (c: (typeof blogCategories)[number]) =>
  activeLocale() === 'ja' ? { name: c.japaneseName, description: c.japaneseDescription } : { name: c.name, description: c.description };

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
        title={active ? t('list.categoryTitle', { category: named(active).name }) : t('route./blog.title')}
        description={t('route./blog.description')}
      />
      <PageHeader eyebrow={t('list.eyebrow')} title={t('list.title')} subtitle={t('list.subtitle')} />
      <div className="container blog-list">
        {activeLocale() === 'ja' && <p className="blog-list__intro">{t('list.englishNote')}</p>}
        <div className="blog-filter" role="group" aria-label={t('list.filterLabel')}>
          <button type="button" className="blog-filter__option" aria-pressed={!active} onClick={() => choose(null)}>
            {t('list.allPosts')} <span className="blog-filter__count">{posts.length}</span>
          </button>
          {blogCategories.map((c) => (
            <button key={c.id} type="button" className="blog-filter__option" aria-pressed={active?.id === c.id} onClick={() => choose(c.id)}>
              {named(c).name} <span className="blog-filter__count">{posts.filter((p) => p.category === c.id).length}</span>
            </button>
          ))}
        </div>
        {active && <p className="blog-list__intro">{named(active).description}</p>}
        <h2 className="visually-hidden">{active ? named(active).name : t('list.allPosts')}</h2>
        <p className="blog-list__status" role="status">
          {active ? t('list.countIn', { count: shown.length, category: named(active).name }) : t('list.count', { count: shown.length })}
        </p>
        <div className="post-grid">
          {shown.map((p, i) => (
            <PostCard key={p.slug} post={p} lead={i === 0 && p.featured} />
          ))}
        </div>
        <aside className="blog-cta" aria-labelledby="blog-cta-heading">
          <h2 id="blog-cta-heading">{t('cta.heading')}</h2>
          <p>{t('cta.text')}</p>
          <div className="blog-cta__actions">
            <Button to={localPath('/events')}>{t('cta.events')}</Button>
            <Button to={localPath('/conversation-starters')} variant="secondary">
              {t('cta.questions')}
            </Button>
          </div>
        </aside>
      </div>
    </>
  );
}
