import { useRouter } from 'next/router';
import { ErrorDecoder } from '../productionError/ErrorDecoder';

/** The production error decoder, decoding again when a link leads to another error on this page. */
export default function ErrorDecoderTool() {
  const router = useRouter();
  return <ErrorDecoder key={router.asPath} />;
}
