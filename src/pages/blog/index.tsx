import { blogIndexStaticProps } from '../../blog/build/blogStaticProps';
import { BlogIndexPage } from '../../blog/BlogPages';

export default BlogIndexPage;
export const getStaticProps = blogIndexStaticProps('en');
