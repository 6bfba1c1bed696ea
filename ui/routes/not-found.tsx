import { data } from 'react-router';

/** Any path no route claims is a 404 page, rendered by the root error boundary in the market's language. */
export const loader = () => {
  throw data('Not found', { status: 404 });
};

export default function NotFound() {
  return null;
}
