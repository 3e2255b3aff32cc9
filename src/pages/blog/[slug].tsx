import { blogPostStaticPaths, blogPostStaticProps } from '../../blog/build/blogStaticProps';
import { BlogPostPage } from '../../blog/BlogPages';

export default BlogPostPage;
export const getStaticPaths = blogPostStaticPaths;
export const getStaticProps = blogPostStaticProps('en');
