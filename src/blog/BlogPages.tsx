import Head from 'next/head';
import Link from '../routing/Link';
import { styled } from '../theme/styled';
import { MarkdownBody } from '../blocks/MarkdownBody';
import { PrismStylesheet } from '../blocks/PrismStylesheet';
import { AppFrame } from '../layout/AppFrame';
import { PageHead } from '../layout/PageHead';
import { TableOfContents } from '../layout/toc/TableOfContents';
import { localizeHref } from '../routing/hrefs';
import type { BlogIndexProps, BlogPostProps, BlogPostSummary } from './types';
import { Article, ArticleColumns as Columns } from '../layout/ArticleColumns';

const Meta = styled('p')(({ theme }) => ({ margin: '0 0 8px', fontSize: '0.875rem', color: theme.vars.palette.text.secondary }));
const PostList = styled('ol')({ listStyle: 'none', margin: 0, padding: 0, '& > li': { margin: '0 0 32px' }, '& h2': { margin: '0 0 4px', fontSize: '1.375rem' } });

function formatDate(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

function PostMeta({ post }: { post: BlogPostSummary }) {
  return (
    <Meta>
      <time dateTime={post.date}>{formatDate(post.date)}</time>
      {post.authors.length > 0 ? ` · ${post.authors.join(', ')}` : null}
      {post.tags.length > 0 ? ` · ${post.tags.join(', ')}` : null}
    </Meta>
  );
}

function FeedLink() {
  return (
    <Head>
      <link key="rss" rel="alternate" type="application/rss+xml" title="MUI docs blog" href="/feed/blog/rss.xml" />
    </Head>
  );
}

/** The blog's index: every post, newest first, and the RSS feed. */
export function BlogIndexPage({ userLanguage, canonicalAs, navigation, posts }: BlogIndexProps) {
  return (
    <AppFrame language={userLanguage} pathname="/blog" navigation={navigation}>
      <PageHead title="Blog - MUI docs" description="News about Material UI, Joy UI, Base UI, MUI System, the Data Grid and this documentation." canonicalAs={canonicalAs} language={userLanguage} />
      <FeedLink />
      <Columns withToc={false}>
        <Article>
          <h1>Blog</h1>
          <p>
            News about the libraries and this site. Follow it with the <a href="/feed/blog/rss.xml">RSS feed</a>.
          </p>
          <PostList>
            {posts.map((post) => (
              <li key={post.slug} data-post={post.slug}>
                <h2>
                  <Link href={localizeHref(`/blog/${post.slug}/`, userLanguage)}>{post.title}</Link>
                </h2>
                <PostMeta post={post} />
                <p style={{ margin: 0 }}>{post.description}</p>
              </li>
            ))}
          </PostList>
        </Article>
      </Columns>
    </AppFrame>
  );
}

/** One blog post. */
export function BlogPostPage({ userLanguage, canonicalAs, navigation, post }: BlogPostProps) {
  return (
    <AppFrame language={userLanguage} pathname="/blog" navigation={navigation}>
      <PageHead title={`${post.title} - MUI docs blog`} description={post.description} canonicalAs={canonicalAs} language={userLanguage} />
      <FeedLink />
      <PrismStylesheet />
      <Columns withToc={post.toc.length > 0}>
        <Article>
          <p style={{ margin: '0 0 8px' }}>
            <Link href={localizeHref('/blog/', userLanguage)}>← Blog</Link>
          </p>
          <h1 style={{ margin: '0 0 8px' }}>{post.title}</h1>
          <PostMeta post={post} />
          <div lang="en">
            <MarkdownBody className="markdown-body" dangerouslySetInnerHTML={{ __html: post.html }} />
          </div>
        </Article>
        <TableOfContents toc={post.toc} />
      </Columns>
    </AppFrame>
  );
}
