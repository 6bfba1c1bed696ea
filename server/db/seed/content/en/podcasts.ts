import type { PodcastText } from '../market-content';

export const podcasts: readonly PodcastText[] = [
  {
    key: 'literary-history',
    title: 'Classics Without the Dust',
    description:
      'What do books written a century or two ago still have to say to us? Each episode takes one classic and the story of the person who wrote it.',
    category: 'classics',
    episodes: [
      {
        title: 'Why Jane Eyre still talks back',
        description: 'Governesses, secrets in the attic and the first-person voice that made Victorian readers sit up.',
      },
      {
        title: 'Sherlock Holmes and the birth of the detective',
        description: 'How a doctor in Southsea invented a character so convincing that readers wrote him letters.',
      },
      {
        title: 'Dostoevsky in a fever',
        description: 'Debts, deadlines and roulette: the circumstances in which Crime and Punishment was written.',
      },
      {
        title: 'Jane Austen and the art of gossip',
        description: 'Why comedies of manners from two hundred years ago play like a good box set.',
      },
      {
        title: 'Dickens by instalments',
        description: 'How monthly parts, cliffhangers and public readings shaped the most popular novelist of his age.',
      },
    ],
  },
  {
    key: 'making-audiobooks',
    title: 'Behind the Studio Glass',
    description:
      'We step into the control room and the recording booth: how an audiobook is made, from casting the voice to the final fix.',
    category: 'growth',
    episodes: [
      {
        title: 'Casting the voice',
        description: 'How we match a narrator to a book, and why an audition lasts only a few minutes.',
      },
      {
        title: 'A day in the booth',
        description:
          'How many pages you can record in a day, what narrators drink and why nobody rustles paper in the studio.',
      },
      {
        title: 'Characters and accents',
        description: 'How one voice plays twenty characters without mixing them up, even in book three.',
      },
      {
        title: 'Editing, or hunting for breaths',
        description: 'A sound engineer on what you hear in a raw recording, and what a listener should never hear.',
      },
      {
        title: 'Proofing by ear',
        description:
          'The final stage: someone listens to the whole book with the text in hand. That is how slips get caught.',
      },
    ],
  },
  {
    key: 'bedtime',
    title: 'Under the Covers Stories',
    description: 'Short, gentle stories for bedtime, written especially for children aged four and up.',
    category: 'kids-fairy-tales',
    episodes: [
      {
        title: 'The hedgehog who was afraid of the dark',
        description: 'A little hedgehog discovers that the night-time wood is full of friendly sounds.',
      },
      {
        title: 'The lighthouse keeper and the gull',
        description:
          'About a lighthouse keeper who told a gull every evening what he could see from the top of the tower.',
      },
      {
        title: 'The travelling pillow',
        description: "Every night, Ruby's pillow carries her off to a different place on the map.",
      },
      {
        title: 'The dragon who collected buttons',
        description: 'A dragon without any fire has a very unusual collection and one very big problem.',
      },
      {
        title: 'The cat on top of the bus',
        description: 'A ginger cat rides right across town on a double-decker and then has to find his own way home.',
      },
    ],
  },
  {
    key: 'crime-files',
    title: 'Case Closed',
    description:
      'The most famous puzzles in crime fiction: where they came from, how they were solved and who really did it.',
    category: 'crime',
    episodes: [
      {
        title: 'The room locked from the inside',
        description: 'From Poe to Doyle: the history of a puzzle that cannot be solved until somebody solves it.',
      },
      {
        title: 'The amateur detective',
        description: 'Why fiction loves investigators who have nothing to do with the police.',
      },
      {
        title: 'Poison in the library',
        description: 'Arsenic, strychnine and foxglove: how writers chose their murder weapons.',
      },
      {
        title: 'Watson, the narrator',
        description: 'On the friend who tells the story and always knows a little less than the genius beside him.',
      },
      {
        title: 'Murder in instalments',
        description: 'How the nineteenth-century press invented the serialised mystery.',
      },
    ],
  },
  {
    key: 'stoic',
    title: 'A Stoic on the Bus',
    description:
      'Short conversations about how the advice of Seneca and Marcus Aurelius holds up in traffic, at work and at home.',
    category: 'growth-philosophy',
    episodes: [
      {
        title: "What you can't change",
        description: 'The first lesson of the Stoics: telling apart what is up to us from what is not.',
      },
      {
        title: 'Anger in the queue',
        description: 'Seneca wrote a whole treatise on anger. We test what is left of it at the supermarket checkout.',
      },
      {
        title: "The emperor's morning notes",
        description: 'Why Marcus Aurelius wrote to himself, and whether we should do the same.',
      },
      {
        title: 'Time slipping away',
        description: 'Seneca on wasted time, and whether phone notifications would have surprised him.',
      },
      {
        title: 'Fear of tomorrow',
        description: 'The Stoic exercise of imagining the worst, and why it can be strangely calming.',
      },
    ],
  },
];
