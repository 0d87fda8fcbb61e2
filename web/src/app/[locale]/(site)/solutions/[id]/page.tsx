import { SOLUTION_IDS } from '@site/schemas';
import { landingRoute } from '@/views/landing-page';

/** The 28 solution ids (SOLUTION_IDS) are the only pages here; anything else is the localized 404. */
export const dynamicParams = false;

const route = landingRoute({
  kind: 'solutions',
  ids: SOLUTION_IDS,
  guards: ['solutions', 'solution'],
  namespace: 'Solutions',
});
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
