import { useTranslation } from '#ui/i18n/use-translation';
import { TOKENS } from '#infrastructure/composition/tokens';
import { HELP_SEARCH_PARAM, HelpSearchForm } from '../features/help-center/HelpSearchForm';
import { HelpSearchResults } from '../features/help-center/HelpSearchResults';
import { HelpTopics } from '../features/help-center/HelpTopics';
import { pageMeta, rootDataOf } from '../i18n/page-meta';
import type { Route } from './+types/help-center';
import { pageFailure } from './page-failure';
import { requireLocale } from './request-locale';

/**
 * Spec §2 `/help-center`: every topic with its questions from the help-centre screen and, with `?q=`, the questions
 * the phrase finds, searched on the server so the form works without JavaScript.
 */
export const loader = async ({ url, context }: Route.LoaderArgs) => {
  const locale = requireLocale(url);
  const phrase = (url.searchParams.get(HELP_SEARCH_PARAM) ?? '').trim();
  const [help, found] = await Promise.all([
    context.container.get(TOKENS.LoadHelpCenter).execute({ locale }),
    phrase === '' ? null : context.container.get(TOKENS.SearchHelpCenter).execute({ locale, phrase }),
  ]);
  if (!help.ok) return pageFailure(help.error.code, url, locale);
  if (found && !found.ok) return pageFailure(found.error.code, url, locale);
  return { categories: help.value.categories, search: found ? { phrase, hits: found.value } : null };
};

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...pageMeta(
    rootDataOf(matches),
    (t) => t('pages.helpCenter.title'),
    (t) => t('pages.helpCenter.lead'),
  ),
  // A page of search results is for the visitor who searched, not for search engines.
  ...(loaderData?.search ? [{ name: 'robots', content: 'noindex' }] : []),
];

/** The help centre's home: its search, what a search found, and every topic. */
export default function HelpCenter({ loaderData }: Route.ComponentProps) {
  const { categories, search } = loaderData;
  const { t } = useTranslation();
  return (
    <main className="page">
      <h1 className="page__title">{t('pages.helpCenter.title')}</h1>
      <p className="page__lead">{t('pages.helpCenter.lead')}</p>
      <HelpSearchForm phrase={search?.phrase ?? ''} />
      {search && <HelpSearchResults phrase={search.phrase} hits={search.hits} />}
      <HelpTopics categories={categories} />
    </main>
  );
}
