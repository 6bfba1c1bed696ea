import { Fragment } from 'react';
import { PageLink } from '#ui/components/link/PageLink';
import type { PersonRef } from '#application/catalog/person-ref';
import { useRoutePath } from '#ui/routes/use-route-path';

/** Credited people, each linking to their page (author, narrator or publisher) at its address, separated by commas. */
export function PeopleLinks({
  people,
  route,
}: {
  readonly people: readonly PersonRef[];
  readonly route: 'author' | 'lector' | 'publisher';
}) {
  const path = useRoutePath();
  return people.map((person, index) => (
    <Fragment key={person.id}>
      {index > 0 && ', '}
      <PageLink href={path(route, { id: person.slug })}>{person.name}</PageLink>
    </Fragment>
  ));
}
