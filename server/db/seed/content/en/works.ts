import type { WorkText } from '../market-content';

export const works: Readonly<Record<string, WorkText>> = {
  'a-study-in-scarlet': {
    title: 'A Study in Scarlet',
    description:
      "Dr Watson meets Sherlock Holmes, and their very first case leads all the way to the American West. The birth of literature's most famous detective partnership.",
  },
  'the-sign-of-the-four': {
    title: 'The Sign of the Four',
    description:
      'Every year a young governess receives a single pearl in the post from an unknown sender. Holmes and Watson follow the trail of an Indian treasure, a pact between four men and a night-time chase down the Thames.',
  },
  'the-hound-of-the-baskervilles': {
    title: 'The Hound of the Baskervilles',
    description:
      'On the Devon moors they tell of a hellish hound that has hunted the heirs of the Baskerville family for generations. Holmes must separate superstition from a very human crime.',
  },
  'the-three-musketeers': {
    title: 'The Three Musketeers',
    description:
      "Young d'Artagnan rides into Paris with a letter of introduction and a quick temper, and on his first day challenges three of the King's Musketeers to a duel. So begins a friendship that will take on the schemes of the Cardinal and the deadly Milady.",
  },
  'twenty-years-after': {
    title: 'Twenty Years After',
    description:
      "The Musketeers are older, their paths have parted, and civil wars are tearing through France and England. D'Artagnan tries to bring his old friends back together, but this time they stand on opposite sides.",
  },
  'the-vicomte-of-bragelonne': {
    title: 'The Vicomte of Bragelonne',
    description:
      "D'Artagnan's final adventure: the young Louis XIV takes hold of power, Athos's son suffers a bitter disappointment in love, and Aramis plots around the mysterious prisoner in the iron mask.",
  },
  'pride-and-prejudice': {
    title: 'Pride and Prejudice',
    description:
      'Elizabeth Bennet has a sharp tongue and four sisters in need of husbands; Mr Darcy has a fortune and dreadful manners. A sparkling comedy about first impressions, which can fool even the cleverest of us.',
  },
  'oliver-twist': {
    title: 'Oliver Twist',
    description:
      "An orphan runs away from the workhouse to London and falls straight into old Fagin's gang of pickpockets. Dickens writes with anger and wit about a city where a child must fight for every day.",
  },
  'a-christmas-carol': {
    title: 'A Christmas Carol',
    description:
      'On Christmas Eve the miser Ebenezer Scrooge is visited by three spirits who show him his past, present and future. A short tale that many families use to begin the holidays.',
  },
  'treasure-island': {
    title: 'Treasure Island',
    description:
      "Jim Hawkins finds Captain Flint's map and sets sail for the treasure, not knowing that half the crew are pirates. Leading the mutiny is the polite, one-legged ship's cook, Long John Silver.",
  },
  'jekyll-and-hyde': {
    title: 'Strange Case of Dr Jekyll and Mr Hyde',
    description:
      'A respected London doctor keeps company with the repellent Mr Hyde, who leaves a trail of violence behind him. The lawyer Utterson discovers that something far darker than a will binds them together.',
  },
  'the-picture-of-dorian-gray': {
    title: 'The Picture of Dorian Gray',
    description:
      "A beautiful young man wishes that his portrait would age instead of him. The years pass, Dorian's face stays flawless, and the painting hidden in the attic changes with every one of his sins.",
  },
  'tom-sawyer': {
    title: 'The Adventures of Tom Sawyer',
    description:
      'Tom can talk his way out of whitewashing a fence, get lost in a cave and witness a midnight crime in the graveyard. A sunny tale of a Mississippi childhood, full of mischief and danger.',
  },
  'around-the-world-in-eighty-days': {
    title: 'Around the World in Eighty Days',
    description:
      'The unflappable Phileas Fogg bets that he can circle the globe in eighty days. With his loyal valet Passepartout he races by train, steamer and elephant, with Detective Fix close on his heels.',
  },
  'twenty-thousand-leagues': {
    title: 'Twenty Thousand Leagues Under the Seas',
    description:
      'Professor Aronnax finds himself aboard the Nautilus, the submarine of the enigmatic Captain Nemo. Together they cross the oceans, see sunken Atlantis and battle a giant squid.',
  },
  'the-count-of-monte-cristo': {
    title: 'The Count of Monte Cristo',
    description:
      "Falsely accused on the day of his engagement, Edmond Dantès spends fourteen years in the dungeons of the Château d'If. Free at last, and with a vast fortune, he patiently settles his accounts with those who betrayed him.",
  },
  'anna-karenina': {
    title: 'Anna Karenina',
    description:
      "The wife of a senior official falls for a young cavalry officer and defies St Petersburg society. Alongside her story runs Levin's, a landowner searching for the meaning of life in the work of his estate.",
  },
  'crime-and-punishment': {
    title: 'Crime and Punishment',
    description:
      'The penniless student Raskolnikov convinces himself that extraordinary men may step outside the law, and kills an old pawnbroker. Then the real punishment begins: fever, fear and conversations with a shrewd investigating magistrate.',
  },
  'the-lady-with-the-dog': {
    title: 'The Lady with the Dog and Other Stories',
    description:
      'In Yalta a bored Muscovite meets a young woman walking a white Pomeranian. A holiday affair that should have meant nothing changes everything. With more of the small masterpieces that made Chekhov the master of the short story.',
  },
  'andersen-fairy-tales': {
    title: "Andersen's Fairy Tales",
    description:
      'The Ugly Duckling, The Little Match Girl, The Snow Queen and Thumbelina: the finest tales of the Danish master, tender, sad and wise all at once.',
  },
  'grimm-fairy-tales': {
    title: "Grimms' Fairy Tales",
    description:
      'Hansel and Gretel, Cinderella, Little Briar Rose and Little Red Riding Hood, close to the versions the Brothers Grimm wrote down from German storytellers.',
  },
  'alice-in-wonderland': {
    title: "Alice's Adventures in Wonderland",
    description:
      "Alice tumbles down a rabbit hole into a world where a cat vanishes leaving only its grin and the Mad Hatter's tea party never ends. Nonsense that delights children and enchants grown-ups.",
  },
  'the-jungle-book': {
    title: 'The Jungle Book',
    description:
      'Young Mowgli is raised by wolves and learns the Law of the Jungle from Baloo the bear and Bagheera the panther, while Shere Khan the tiger waits patiently for his chance.',
  },
  'the-metamorphosis': {
    title: 'The Metamorphosis',
    description:
      "One morning the travelling salesman Gregor Samsa wakes to find himself transformed into a monstrous insect. Yet the most unsettling thing is his own family's response.",
  },
  'the-sorrows-of-young-werther': {
    title: 'The Sorrows of Young Werther',
    description:
      'In letters to a friend, young Werther describes his hopeless love for Lotte, who is engaged to another man. The novel that set a whole generation alight.',
  },
  'don-quixote': {
    title: 'Don Quixote',
    description:
      'A country gentleman of La Mancha reads so many tales of chivalry that he rides out as a knight errant, with Sancho Panza as his squire. He tilts at windmills and, along the way, says more about people than you might expect.',
  },
  'the-murders-in-the-rue-morgue': {
    title: 'The Murders in the Rue Morgue',
    description:
      'In a Paris apartment locked from the inside, the police find two murdered women. The brilliant C. Auguste Dupin solves the puzzle that launched the detective story.',
  },
  frankenstein: {
    title: 'Frankenstein',
    description:
      'The young scientist Victor Frankenstein brings to life a creature made from the dead, then flees from his own creation. A story about the responsibility of the maker that gave birth to science fiction.',
  },
  dracula: {
    title: 'Dracula',
    description:
      'The young solicitor Jonathan Harker travels to Transylvania to sell a house near London to a mysterious count. Before long Professor Van Helsing and his friends must face a vampire in the heart of England.',
  },
  'robinson-crusoe': {
    title: 'Robinson Crusoe',
    description:
      'A castaway spends twenty-eight years on a desert island: he builds a house, tames goats and finally rescues Friday. The classic story of ingenuity and solitude.',
  },
  pinocchio: {
    title: 'The Adventures of Pinocchio',
    description:
      'The wooden puppet carved by old Geppetto wants to become a real boy, but keeps giving in to easy adventures. And whenever he lies, his nose grows.',
  },
  meditations: {
    title: 'Meditations',
    description:
      'The notes the Emperor Marcus Aurelius wrote to himself in army camps along the Danube. On mastering anger, accepting impermanence and doing what is right even when nobody is watching.',
  },
  'letters-to-lucilius': {
    title: 'Letters from a Stoic',
    description:
      'In letters to a younger friend, Seneca offers advice on using time well, letting go of fear and staying calm in a restless world. Two-thousand-year-old counsel that sounds remarkably modern.',
  },
  'the-gallic-war': {
    title: 'The Gallic War',
    description:
      'Julius Caesar tells the story of his own campaigns: the bridge over the Rhine, the expeditions to Britain and the siege of Alesia. The chronicle of a war written by the victor.',
  },
  'the-twelve-caesars': {
    title: 'The Twelve Caesars',
    description:
      'Suetonius gathered anecdotes, gossip and documents on twelve rulers of Rome, from Julius Caesar to Domitian. A vivid portrait of power, luxury and cruelty.',
  },
  'anne-of-green-gables': {
    title: 'Anne of Green Gables',
    description:
      'The elderly Cuthberts, brother and sister, asked the orphanage for a boy. Instead they got Anne: freckled, red-haired and unstoppably talkative. A warm story of a girl whose imagination repaints all of Avonlea.',
  },
  'anne-of-avonlea': {
    title: 'Anne of Avonlea',
    description:
      'At sixteen Anne becomes the teacher at Avonlea school and learns that teaching can be harder than learning. New friends, neighbourly mishaps and the first cares of grown-up life.',
  },
  'anne-of-the-island': {
    title: 'Anne of the Island',
    description:
      'Anne leaves Avonlea for Redmond College and has to work out what her heart really wants. The third book of the series, about friendship, dreams and love.',
  },
  'jane-eyre': {
    title: 'Jane Eyre',
    description:
      'An orphan who survived a cruel childhood becomes governess at Thornfield Hall, where the brooding Mr Rochester keeps a secret in the attic. A fiercely independent heroine tells her own story.',
  },
  'wuthering-heights': {
    title: 'Wuthering Heights',
    description:
      'On the Yorkshire moors, the foundling Heathcliff and Catherine Earnshaw love each other with a passion that destroys everything around them. A wild, haunted novel unlike any other.',
  },
  'tess-of-the-durbervilles': {
    title: "Tess of the d'Urbervilles",
    description:
      "A poor girl from Wessex is sent to claim kinship with a wealthy family, and her life is never her own again. Hardy's tragedy of a 'pure woman' and the society that judges her.",
  },
  'great-expectations': {
    title: 'Great Expectations',
    description:
      "Pip, a blacksmith's boy, meets an escaped convict on the marshes and later the jilted Miss Havisham in her decaying house. Then an unknown benefactor makes him a gentleman, at a price.",
  },
  'the-lost-world': {
    title: 'The Lost World',
    description:
      'The irascible Professor Challenger leads an expedition to a South American plateau where dinosaurs have survived. Conan Doyle swaps the detective for adventure, and it is tremendous fun.',
  },
  'king-solomons-mines': {
    title: "King Solomon's Mines",
    description:
      'Hunter Allan Quatermain guides two Englishmen across desert and mountains in search of a lost brother and a legendary treasure. The adventure novel that started a genre.',
  },
  'the-importance-of-being-earnest': {
    title: 'The Importance of Being Earnest',
    description:
      "Two young men invent fictional identities to escape their obligations, and both end up calling themselves Ernest. Wilde's comedy of manners, performed by a full cast.",
  },
};

export const cycles: Readonly<Record<string, WorkText>> = {
  'sherlock-holmes': {
    title: 'Sherlock Holmes',
    description:
      'Three novels about the detective of Baker Street, from the first meeting with Dr Watson to the legend of the hound on the moor.',
  },
  musketeers: {
    title: 'The Musketeers Saga',
    description:
      "The whole story of d'Artagnan and his friends, from the first duel in Paris to the last years of a great friendship.",
  },
  anne: {
    title: 'The Anne of Green Gables Books',
    description:
      'The first three books about red-haired Anne, from her arrival at Green Gables to her student days at Redmond.',
  },
  // The store's named collections (domain/catalog/named-cycles.ts), under the same slug in every market.
  zapowiedzi: {
    title: 'New releases',
    description: 'The premieres you have been waiting for: the newest audiobooks in our catalogue, latest first.',
  },
  'cykle-audiobookow': {
    title: 'Audiobook series',
    description: 'Every series in one place: sagas, trilogies and collections best heard in order.',
  },
};
