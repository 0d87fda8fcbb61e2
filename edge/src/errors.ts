/** A configuration value the edge cannot work with (a bad RU_BLOG_URL, a malformed map entry). Fails at start. */
export class EdgeConfigError extends Error {
  override readonly name = 'EdgeConfigError';
}
