import { type ClientLoaderFunctionArgs, data, redirectDocument } from 'react-router';

/** Any path no route claims is a 404 page, rendered by the root error boundary in the market's language. */
export const loader = () => {
  throw data('Not found', { status: 404 });
};

/**
 * In the browser, which knows only its own path language's pages (`page-route-table.ts`), a path no route claims may
 * be another market's page: the server, which knows them all, renders it as a whole document (or its 404).
 */
export const clientLoader = ({ request }: ClientLoaderFunctionArgs) => redirectDocument(request.url);

export default function NotFound() {
  return null;
}
