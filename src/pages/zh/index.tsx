import type { GetStaticProps } from 'next';
import { HomePage, type HomePageProps } from '../../home/HomePage';

export default HomePage;
export const getStaticProps: GetStaticProps<HomePageProps & { canonicalAs: string }> = async () => ({
  props: { userLanguage: 'zh', canonicalAs: '/' },
});
