import type { LanguageTexts } from './narration-texts';

/** English (British): original stories written for the demo. */
export const en: LanguageTexts = {
  locale: 'en',
  voice: 'en-gb',
  audiobooks: [
    {
      slug: 'the-lantern-keeper',
      title: 'The Lantern Keeper of Harrow Fen',
      protected: true,
      chapters: [
        {
          title: 'A Light in the Marsh',
          heading: 'Chapter one. A Light in the Marsh.',
          paragraphs: [
            'Nobody in the village of Harrow remembered who had first hung the lantern on the post at the edge of the fen. It had always been there, a small yellow light above the reeds, burning every night from dusk until the first birds began to sing.',
            'For the last forty years the lantern had been kept by old Agnes Pell. Every evening she walked out along the causeway with a can of oil and a box of matches, trimmed the wick, wiped the glass and lit it, whatever the weather. People set their clocks by her, and the ducks, it was said, went to bed when they saw the flame.',
            'When Agnes broke her ankle one icy January, the lantern went dark for the first time anyone could remember. That night the fog came in thick and white, and a boy called Sam, who lived at the mill, looked out of his window and saw nothing at all where the light should have been. He pressed his nose to the cold glass and waited.',
          ],
        },
        {
          title: 'The Stranger',
          heading: 'Chapter two. The Stranger.',
          paragraphs: [
            'The next morning Sam knocked on Agnes’s door. She was sitting by the fire with her foot on a stool, looking very cross. He offered to light the lantern for her until she was better, and after a long look over her glasses, she agreed, on condition that he wrote down every night in her little notebook.',
            'She taught him everything in one afternoon: how much oil to pour, how short to cut the wick, how to shield the match from the wind with his cap. Most of all, she said, never skip a night, not even when it seems that nobody needs it. Sam practised on the kitchen table until his matches ran out.',
            'On the fourth night, as Sam was closing the little glass door, he heard a splash and a voice calling out of the fog. A stranger with a heavy pack was wading through the reeds, soaked to the knees and quite lost. He had been walking towards the only light he could see. Sam lifted the lantern high and shouted until the man found the causeway.',
          ],
        },
        {
          title: 'Morning',
          heading: 'Chapter three. Morning.',
          paragraphs: [
            'Sam led him back along the causeway to the village. The stranger turned out to be a surveyor who had come to map the fen, and whose car had broken down on the road. He said that without the lantern he would have walked straight into the deep water. He shook Sam’s hand so hard that the boy’s arm ached for an hour.',
            'By the next day the whole village had heard the story, and half of them came to see Agnes. She received them from her armchair like a queen. When the surveyor asked why anyone kept a light burning on an empty marsh, she simply pointed at him. Everyone laughed, and the surveyor went rather pink.',
            'In spring, Agnes was back on her feet, but she did not take back the can of oil. Instead, she and Sam walked out together every evening, one to carry the oil and one to carry the matches. And on the new map of Harrow Fen, printed that summer, there is a tiny star at the end of the causeway, marked: lantern, always lit.',
          ],
        },
      ],
    },
    {
      slug: 'the-night-train',
      title: 'The Night Train to Inverness',
      protected: false,
      chapters: [
        {
          title: 'The Sleeper',
          heading: 'Chapter one. The Sleeper.',
          paragraphs: [
            'Rosie had never been on a sleeper train before. Her grandfather had booked them a little cabin with two bunks, a folding washbasin and a window that looked out on the platform at Euston, where porters hurried past with trolleys full of luggage.',
            'At a quarter to nine the train gave a gentle jolt and slid out of the station. London drifted by in a blur of orange streetlights and wet rooftops. Grandad unpacked a flask of cocoa and two slices of fruit cake wrapped in greaseproof paper. Rosie pressed her face to the window and watched the city thin out into fields and darkness.',
            'He told her that he had made this same journey as a boy, sixty years ago, to visit an aunt who kept sheep near Loch Ness. He had never forgotten waking up in the Highlands. Rosie climbed into the top bunk, determined to stay awake all night. The train rocked gently, like a cradle.',
          ],
        },
        {
          title: 'The Missing Tickets',
          heading: 'Chapter two. The Missing Tickets.',
          paragraphs: [
            'She lasted until somewhere past Crewe. When she woke, the cabin was dark and Grandad was searching through his coat pockets, muttering. The guard was coming along the corridor to check tickets, and their tickets were nowhere to be found. Grandad’s face had gone quite pale.',
            'They looked under the pillows, inside the cocoa flask and in every pocket of both suitcases. Rosie even checked the little bin under the basin. Nothing. Grandad sat down on the bunk and looked, for the first time in her life, completely lost. Outside, the dark countryside rushed past, and the guard’s footsteps came closer and closer.',
            'Then Rosie remembered the fruit cake. She unfolded the greaseproof paper, and there, a little sticky but perfectly readable, were the two tickets. The guard stamped them with a grin and said they were the sweetest tickets he had seen all year. Grandad laughed so much that he had to sit down again.',
          ],
        },
        {
          title: 'Dawn over the Highlands',
          heading: 'Chapter three. Dawn over the Highlands.',
          paragraphs: [
            'Rosie did not go back to sleep. She pulled up the blind and sat by the window, wrapped in a blanket. Slowly the darkness turned grey, then pale blue, and the flat fields of the south were gone. In their place rose great brown hills, streaked with snow. She did not want to miss a single minute of it.',
            'The train wound through a narrow valley beside a rushing river. A stag stood quite still on a ridge and watched them pass. Mist lay in the hollows like spilt milk, and here and there a white cottage sent up a thin line of smoke. Rosie counted three more deer, a heron and a lonely red telephone box.',
            'Grandad woke up and came to sit beside her. For a long time neither of them said a word. Then he squeezed her hand and told her that it looked exactly as he remembered. Rosie thought that she would remember it too, for at least another sixty years. Outside, the first sunlight touched the tops of the hills.',
          ],
        },
      ],
    },
  ],
  episodes: [
    {
      slug: 'podcast-trailer',
      title: 'Audiora Podcasts: a trailer',
      heading: 'Audiora Podcasts. A trailer.',
      paragraphs: [
        'Hello, and welcome to the Audiora studio. In our podcasts we talk about books old and new, take you inside the recording booth, and read calm bedtime stories for children.',
        'This short episode is a sample. Listen to how the player sounds, skip ahead a little and try a different speed. New episodes come out every week. See you soon!',
      ],
    },
  ],
};
