import { pageMeta, rootDataOf } from '../i18n/page-meta';
import type { Route } from './+types/device-sign-in';
import { requireLocale } from './request-locale';

export const loader = ({ url }: Route.LoaderArgs) => {
  requireLocale(url);
  return null;
};

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    rootDataOf(matches),
    (t) => t('pages.passwordReset.title'),
    (t) => t('pages.passwordReset.lead'),
  );

export default function DeviceSignInPage() {
  return <main className="page" />;
}
