import { docsStaticPaths, docsStaticProps } from '../../docsPage/build/staticRoute';
import { DocsPageFromApp } from '../../docsPage/DocsPageFromApp';

export default DocsPageFromApp;
export const getStaticPaths = docsStaticPaths;
export const getStaticProps = docsStaticProps('zh');
