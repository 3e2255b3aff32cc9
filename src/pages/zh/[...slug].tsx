import { docsStaticPaths, docsStaticProps } from '../../docsPage/build/staticRoute';
import { DocsPage } from '../../layout/DocsPage';

export default DocsPage;
export const getStaticPaths = docsStaticPaths;
export const getStaticProps = docsStaticProps('zh');
