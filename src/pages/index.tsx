import type { GetStaticProps } from 'next';
import { HomePage, type HomePageProps } from '../home/HomePage';
import { docsCoverage } from '../home/build/docsCoverage';

export default HomePage;
export const getStaticProps: GetStaticProps<HomePageProps & { canonicalAs: string }> = async () => ({
  props: { userLanguage: 'en', canonicalAs: '/', coverage: docsCoverage() },
});
