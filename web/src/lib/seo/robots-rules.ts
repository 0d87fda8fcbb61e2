import { ANSWER_ENGINE_CRAWLERS, type AnswerEnginePolicy } from '@site/schemas';

/**
 * robots.txt's groups, pure: every crawler may read the site but the API (the social images excepted), and the
 * answer engines' crawlers get a group of their own that says the same, or `Disallow: /` when the operator closed
 * the site to them (ANSWER_ENGINE_CRAWLERS=disallow). A crawler obeys only the most specific group naming it, so
 * their group repeats the rules rather than relying on `*`.
 */
export interface RobotsGroup {
  readonly userAgent: string | string[];
  readonly allow?: string[];
  readonly disallow?: string[];
}

export function robotsGroups(
  policy: AnswerEnginePolicy,
  rules: { readonly allow: string[]; readonly disallow: string[] },
): RobotsGroup[] {
  const everyone: RobotsGroup = { userAgent: '*', allow: rules.allow, disallow: rules.disallow };
  const answerEngines: RobotsGroup =
    policy === 'allow'
      ? { userAgent: [...ANSWER_ENGINE_CRAWLERS], allow: rules.allow, disallow: rules.disallow }
      : { userAgent: [...ANSWER_ENGINE_CRAWLERS], disallow: ['/'] };
  return [everyone, answerEngines];
}
