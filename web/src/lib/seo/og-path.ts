/** Where the social images are served (app/api/og); robots.txt lets crawlers in there, the pages' metadata links it. */
export const OG_IMAGE_PATH = '/api/og/';
