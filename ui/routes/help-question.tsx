import { useId } from 'react';
import { useTranslation } from '#ui/i18n/use-translation';
import { Link, redirect } from 'react-router';
import { pathFor } from '#domain/routing/path-for';
import { TOKENS } from '#infrastructure/composition/tokens';
import { Paragraphs } from '../components/text/Paragraphs';
import { HelpBreadcrumbs } from '../features/help-center/HelpBreadcrumbs';
import { HelpSearchForm } from '../features/help-center/HelpSearchForm';
import { helpCategoryPath, helpQuestionPath } from '../features/help-center/help-links';
import styles from '../features/help-center/HelpCenter.module.css';
import { namedPageMeta } from '../features/product-page/product-meta';
import { rootDataOf } from '../i18n/page-meta';
import type { Route } from './+types/help-question';
import { pageFailure } from './page-failure';
import { requireLocale } from './request-locale';
import { useRoutePath } from './use-route-path';

/**
 * Spec §2 `/help-center/[categoryId]/[questionId]`: one answer, by ids or slugs; ids are sent on to the slugs'
 * address, the page's own.
 */
export const loader = async ({ url, params, context }: Route.LoaderArgs) => {
  const locale = requireLocale(url);
  const result = await context.container
    .get(TOKENS.LoadHelpQuestion)
    .execute({ locale, categoryId: params.categoryId, questionId: params.questionId });
  if (!result.ok) return pageFailure(result.error.code, url, locale);
  const { question, category } = result.value;
  if (params.categoryId !== category.slug || params.questionId !== question.slug)
    throw redirect(
      pathFor('helpCenterWithQuestion', { categoryId: category.slug, questionId: question.slug }, locale, {
        product: context.brand,
      }),
      301,
    );
  return { question, category };
};

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? namedPageMeta(rootDataOf(matches), loaderData.question.title, loaderData.question.body) : [];

/** An answer: where it sits, the question and its answer, the search, and the other questions of its topic. */
export default function HelpQuestionPage({ loaderData }: Route.ComponentProps) {
  const { question, category } = loaderData;
  const { t } = useTranslation();
  const path = useRoutePath();
  const headingId = useId();
  const others = category.questions.filter((other) => other.id !== question.id);
  return (
    <main className="page">
      <HelpBreadcrumbs
        trail={[
          { href: path('helpCenter', {}), label: t('pages.helpCenter.title') },
          { href: helpCategoryPath(path, category), label: category.title },
        ]}
        current={question.title}
      />
      <h1 className="page__title">{question.title}</h1>
      <div className={styles.answer}>
        <Paragraphs text={question.body} />
      </div>
      <HelpSearchForm phrase="" />
      {others.length > 0 && (
        <section aria-labelledby={headingId}>
          <h2 id={headingId}>{t('help_center.other_questions')}</h2>
          <ul className={styles.questions}>
            {others.map((other) => (
              <li key={other.id}>
                <Link to={helpQuestionPath(path, category, other)}>{other.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </main>
  );
}
