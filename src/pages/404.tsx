import { NotFoundPage } from '../layout/NotFoundPage';

export default NotFoundPage;
