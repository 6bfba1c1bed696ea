import type { SeedCategory } from '../market-content';

export const categories: readonly SeedCategory[] = [
  {
    key: 'crime',
    slug: 'crime-and-thrillers',
    name: 'Crime & Thrillers',
    description:
      "Puzzles, investigations and chases, from Sherlock Holmes to dark thrillers you won't switch off before the final chapter.",
    children: [
      { key: 'crime-classic', slug: 'classic-detective', name: 'Classic Detective' },
      { key: 'crime-thriller', slug: 'thrillers', name: 'Thrillers' },
    ],
  },
  {
    key: 'speculative',
    slug: 'fantasy-and-science-fiction',
    name: 'Fantasy & Science Fiction',
    description:
      "Worlds you won't find on any map: fairy-tale kingdoms, journeys into the future and stories best not heard after dark.",
    children: [
      { key: 'speculative-fantasy', slug: 'fantasy', name: 'Fantasy' },
      { key: 'speculative-scifi', slug: 'science-fiction', name: 'Science Fiction' },
      { key: 'speculative-horror', slug: 'horror-and-gothic', name: 'Horror & Gothic' },
    ],
  },
  {
    key: 'classics',
    slug: 'classics',
    name: 'Classics',
    description: 'Books people return to all their lives, unabridged and read with care.',
    children: [
      { key: 'classics-novel', slug: 'novels', name: 'Novels' },
      { key: 'classics-adventure', slug: 'adventure', name: 'Adventure' },
      { key: 'classics-short', slug: 'short-stories-and-novellas', name: 'Short Stories & Novellas' },
      { key: 'classics-poetry', slug: 'poetry-and-drama', name: 'Poetry & Drama' },
      { key: 'classics-local', slug: 'english-language-classics', name: 'English-Language Classics' },
    ],
  },
  {
    key: 'history',
    slug: 'history-and-biography',
    name: 'History & Biography',
    description: 'Wars, courts and the people who changed the course of history, told by witnesses and chroniclers.',
    children: [
      { key: 'history-ancient', slug: 'the-ancient-world', name: 'The Ancient World' },
      { key: 'history-biography', slug: 'biography-and-memoir', name: 'Biography & Memoir' },
    ],
  },
  {
    key: 'kids',
    slug: 'children',
    name: 'Children',
    description: 'Bedtime stories and adventures for long car journeys, for small listeners and slightly bigger ones.',
    children: [
      { key: 'kids-fairy-tales', slug: 'fairy-tales', name: 'Fairy Tales' },
      { key: 'kids-adventure', slug: 'young-adventurers', name: 'Young Adventurers' },
    ],
  },
  {
    key: 'growth',
    slug: 'personal-growth',
    name: 'Personal Growth',
    description: 'The wisdom of ancient philosophers, told so that it helps in ordinary, everyday life.',
    children: [{ key: 'growth-philosophy', slug: 'philosophy', name: 'Philosophy' }],
  },
];
