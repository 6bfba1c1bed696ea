import { useId } from 'react';
import { useTranslation } from '#ui/i18n/use-translation';
import { Link, redirect } from 'react-router';
import { pathFor } from '#domain/routing/path-for';
import { TOKENS } from '#infrastructure/composition/tokens';
import { HelpBreadcrumbs } from '../features/help-center/HelpBreadcrumbs';
import { HelpSearchForm } from '../features/help-center/HelpSearchForm';
import { helpQuestionPath } from '../features/help-center/help-links';
import styles from '../features/help-center/HelpCenter.module.css';
import { pageMeta, rootDataOf } from '../i18n/page-meta';
import type { Route } from './+types/help-category';
import { pageFailure } from './page-failure';
import { requireLocale } from './request-locale';
import { useRoutePath } from './use-route-path';

/** Spec §2 `/help-center/[categoryId]`: a topic by id or slug; an id is sent on to the slug's address, the page's own. */
export const loader = async ({ url, params, context }: Route.LoaderArgs) => {
  const locale = requireLocale(url);
  const result = await context.container.get(TOKENS.LoadHelpCenter).execute({ locale, categoryId: params.categoryId });
  if (!result.ok) return pageFailure(result.error.code, url, locale);
  const category = result.value.category;
  if (!category) return pageFailure('HELP_CENTER.NOT_FOUND', url, locale);
  if (params.categoryId !== category.slug)
    throw redirect(
      pathFor('helpCenterCategory', { categoryId: category.slug }, locale, { product: context.brand }),
      301,
    );
  return { category };
};

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? pageMeta(
        rootDataOf(matches),
        (t) => `${loaderData.category.title} | ${t('pages.helpCenterCategory.title')}`,
        (t) => t('pages.helpCenterCategory.lead'),
      )
    : [];

/** A help topic: the way back to the help centre, the search, and the topic's questions. */
export default function HelpCategoryPage({ loaderData }: Route.ComponentProps) {
  const { category } = loaderData;
  const { t } = useTranslation();
  const path = useRoutePath();
  const headingId = useId();
  return (
    <main className="page">
      <HelpBreadcrumbs
        trail={[{ href: path('helpCenter', {}), label: t('pages.helpCenter.title') }]}
        current={category.title}
      />
      <h1 className="page__title">{category.title}</h1>
      <HelpSearchForm phrase="" />
      <section aria-labelledby={headingId}>
        <h2 id={headingId}>
          {t('help_center.questions')} ({t('help_center.question_count', { count: category.questions.length })})
        </h2>
        <ul className={styles.questions}>
          {category.questions.map((question) => (
            <li key={question.id}>
              <Link to={helpQuestionPath(path, category, question)}>{question.title}</Link>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
