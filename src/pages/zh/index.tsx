import type { GetStaticProps } from 'next';
import { HomePage, type HomePageProps } from '../../home/HomePage';
import { docsCoverage } from '../../home/build/docsCoverage';
import { pageWordings } from '../../i18n/build/pageWordings';

export default HomePage;
export const getStaticProps: GetStaticProps<HomePageProps & { canonicalAs: string }> = async () => ({
  props: { userLanguage: 'zh', canonicalAs: '/', coverage: docsCoverage(), ...pageWordings('zh') },
});
