import type { MarketContent } from '../market-content';

export const lectors: MarketContent['lectors'] = [
  {
    name: 'Harriet Ashcombe',
    bio: 'Stage actress from Bristol who loves recording the classics and stories for the very young.',
  },
  { name: 'Callum Redfern', bio: 'Voice actor with a calm, low voice and a particular gift for crime fiction.' },
  { name: 'Imogen Thwaite', bio: 'Radio drama director and narrator with a soft spot for nineteenth-century novels.' },
  {
    name: 'Rupert Hallowell',
    bio: 'Repertory actor who can play an entire regiment of characters with a single voice.',
  },
  { name: 'Niamh Calloway', bio: 'Voice coach who has recorded more than a hundred audiobooks.' },
  { name: 'Geoffrey Pennick', bio: 'Veteran actor and master of the long historical saga.' },
];

export const publishers: MarketContent['publishers'] = {
  classics: {
    name: 'Audiora Classics',
    bio: "Audiora's own imprint for the classics, recorded unabridged.",
  },
  junior: {
    name: 'Audiora Junior',
    bio: 'Fairy tales, adventures and set texts, recorded for young listeners and their parents.',
  },
  studio: {
    name: 'Audiora Studio',
    bio: 'Our in-house studio: podcasts and conversations from the first idea to the final mix.',
  },
  inkwell: {
    name: 'Glass Inkwell Press',
    bio: 'A small press for history and philosophy: ancient authors in fresh, approachable recordings.',
  },
};

export const chapterTitle = (n: number): string => `Chapter ${n}`;

export const reviews: MarketContent['reviews'] = {
  signatures: [
    'Emma',
    'James',
    'Sophie from Leeds',
    'Oliver',
    'Hannah',
    'Tom',
    'Grace',
    'Daniel',
    'Margaret',
    'Sam',
    'Chloe',
  ],
  byRating: {
    5: [
      'Beautifully read. I listened with bated breath.',
      'The narrator gives every character their own voice. Wonderful work.',
      'Came back to this book after years and fell in love with it all over again.',
      'Perfect for long walks with the dog. Highly recommended!',
      'Bought it for my son and now we listen together.',
    ],
    4: [
      'Very good recording, though a few chapters could have had more pace.',
      'A solid classic; the opening drags a little.',
      'Pleasant voice and good sound quality.',
      'Well worth it, especially for travelling.',
    ],
    3: [
      "Fine, but it didn't grab me. Perhaps it's the pace.",
      "Great book; the narrator's interpretation isn't quite to my taste.",
      'Only half held my attention. I prefer it on paper.',
    ],
    2: ['Read far too slowly. I had to switch to 1.5x.', "Didn't win me over; lots of slow stretches in the middle."],
    1: [
      'Not for me, sadly. I gave up after three chapters.',
      'Recorded far too quietly; I kept turning the volume up.',
    ],
  },
};

export const screens: MarketContent['screens'] = {
  titles: {
    home: 'Home',
    catalog: 'Catalogue',
    search: 'Search',
    webPaywall: 'Listen with Audiora',
    helpCenter: 'Help Centre',
  },
  swimlanes: {
    new: 'New Releases',
    popular: 'Most Listened',
    free: 'Listen for Free',
    picks: 'Deals of the Week',
    podcasts: 'Audiora Podcasts',
    kids: 'For Young Listeners',
    recommended: 'Recommended for You',
  },
  collections: 'Series & Collections',
  categories: 'Categories',
  popularSearches: 'Popular Searches',
  helpTopics: 'Help Topics',
  benefitsTitle: 'Why listen with us',
  benefits: [
    'A free sample of every audiobook',
    'What you buy is yours to keep',
    'Offline listening in the app',
    'One account for the web and your phone',
  ],
  searches: [
    { label: 'Sherlock Holmes', target: { cycle: 'sherlock-holmes' } },
    { label: 'Anne of Green Gables', target: { cycle: 'anne' } },
    { label: 'Crime', target: { category: 'crime' } },
    { label: 'Fairy tales', target: { category: 'kids-fairy-tales' } },
    { label: 'Jane Eyre', target: { work: 'jane-eyre' } },
    { label: 'Set texts', target: { category: 'classics-local' } },
    { label: 'Stoicism', target: { category: 'growth-philosophy' } },
  ],
};
