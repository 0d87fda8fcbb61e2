import { ALTERNATIVE_IDS } from '@site/schemas';
import { landingRoute } from '@/views/landing-page';

/** Only the seven `*-alternative` ids (ALTERNATIVE_IDS); `/alternatives/gologin` and anything else is a 404. */
export const dynamicParams = false;

const route = landingRoute({
  kind: 'alternatives',
  ids: ALTERNATIVE_IDS,
  guards: ['alternative'],
  namespace: 'Alternatives',
});
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
