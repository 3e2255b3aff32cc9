import fs from 'node:fs';
import path from 'node:path';
import { reportProblem, throwIfProblems } from '../../markdown/build/contentMessages';
import { renderMarkdown, type RenderedMarkdown } from '../../markdown/build/renderMarkdown';
import { escapeHtml as escapeXml } from '../../site/escapeHtml';
import type { BlogPost, BlogPostSummary } from '../types';

export const BLOG_DIR = path.join(process.cwd(), 'content', 'blog');

function dateOf(rendered: RenderedMarkdown): string {
  const text = rendered.frontMatter.date ?? '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || Number.isNaN(Date.parse(text))) {
    reportProblem(rendered.file, 'front-matter', `The date must be YYYY-MM-DD, got "${text}".`, rendered.frontMatterPlaces.date, 'Write the day the post is published, such as `date: 2024-01-15`.');
    throwIfProblems(rendered.file);
  }
  return text;
}

/** Every post under content/blog, newest first. Throws on a post without date, title or description. */
export function listBlogPosts(blogDir = BLOG_DIR): BlogPostSummary[] {
  if (!fs.existsSync(blogDir)) return [];
  const posts = fs
    .readdirSync(blogDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(blogDir, entry.name, 'index.md')))
    .map((entry) => {
      const file = path.join(blogDir, entry.name, 'index.md');
      const rendered = renderMarkdown(fs.readFileSync(file, 'utf8'), { location: path.relative(process.cwd(), file), language: 'en', kind: 'blog' });
      return {
        slug: entry.name,
        title: rendered.title,
        description: rendered.description,
        date: dateOf(rendered),
        authors: rendered.frontMatter.authors ?? [],
        tags: rendered.frontMatter.tags ?? [],
      };
    });
  return posts.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}


export function loadBlogPost(slug: string, blogDir = BLOG_DIR): BlogPost {
  const summary = listBlogPosts(blogDir).find((post) => post.slug === slug);
  if (!summary) throw new Error(`No blog post ${slug}`);
  const file = path.join(blogDir, slug, 'index.md');
  const rendered = renderMarkdown(fs.readFileSync(file, 'utf8'), { location: path.relative(process.cwd(), file), language: 'en', kind: 'blog' });
  const html = rendered.blocks.map((block) => (block.type === 'html' ? block.html : '')).join('\n');
  return { ...summary, html, toc: rendered.toc };
}

/** The blog's RSS 2.0 feed. */
export function buildRssFeed(siteUrl: string, posts: readonly BlogPostSummary[]): string {
  const items = posts.map((post) => {
    const link = `${siteUrl}/blog/${post.slug}/`;
    return [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <description>${escapeXml(post.description)}</description>`,
      `      <pubDate>${new Date(`${post.date}T00:00:00Z`).toUTCString()}</pubDate>`,
      ...post.authors.map((author) => `      <dc:creator>${escapeXml(author)}</dc:creator>`),
      ...post.tags.map((tag) => `      <category>${escapeXml(tag)}</category>`),
      '    </item>',
    ].join('\n');
  });
  const updated = posts[0] ? new Date(`${posts[0].date}T00:00:00Z`).toUTCString() : new Date(0).toUTCString();
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>MUI docs blog</title>
    <link>${escapeXml(`${siteUrl}/blog/`)}</link>
    <description>News about Material UI, Joy UI, Base UI, MUI System, the Data Grid and this documentation.</description>
    <language>en</language>
    <lastBuildDate>${updated}</lastBuildDate>
    <atom:link href="${escapeXml(`${siteUrl}/feed/blog/rss.xml`)}" rel="self" type="application/rss+xml"/>
${items.join('\n')}
  </channel>
</rss>
`;
}
