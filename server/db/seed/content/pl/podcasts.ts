import type { PodcastText } from '../market-content';

export const podcasts: readonly PodcastText[] = [
  {
    key: 'literary-history',
    title: 'Klasyka bez kurzu',
    description:
      'Co dziś mówią do nas książki sprzed stu i dwustu lat? W każdym odcinku bierzemy na warsztat jedną klasyczną powieść i jej autora.',
    category: 'classics',
    episodes: [
      {
        title: 'Dlaczego Wokulski wciąż nas irytuje',
        description:
          'Rozmawiamy o „Lalce”, Warszawie lat siedemdziesiątych XIX wieku i o tym, czy Izabela Łęcka zasłużyła na złą sławę.',
        minutes: 38,
      },
      {
        title: 'Sherlock Holmes i narodziny detektywa',
        description: 'Jak lekarz z Southsea wymyślił postać, w której istnienie wielu czytelników wierzyło naprawdę.',
        minutes: 34,
      },
      {
        title: 'Dostojewski w gorączce',
        description: 'Długi, terminy i ruletka: w jakich warunkach powstawała „Zbrodnia i kara”?',
        minutes: 41,
      },
      {
        title: 'Jane Austen i sztuka plotki',
        description: 'Dlaczego komedie obyczajowe sprzed dwustu lat słucha się jak dobrego serialu.',
        minutes: 36,
      },
      {
        title: 'Mickiewicz na emigracji',
        description: 'Paryż, tęsknota i narodziny „Pana Tadeusza” — poematu pisanego daleko od domu.',
        minutes: 39,
      },
    ],
  },
  {
    key: 'making-audiobooks',
    title: 'Za szybą studia',
    description:
      'Zaglądamy do reżyserki i kabiny lektorskiej: jak powstaje audiobook, od wyboru głosu po ostatnią poprawkę.',
    category: 'growth',
    episodes: [
      {
        title: 'Casting na głos',
        description: 'Jak dobieramy lektora do książki i dlaczego próbne nagranie trwa zwykle tylko kilka minut.',
        minutes: 28,
      },
      {
        title: 'Dzień w kabinie',
        description:
          'Ile stron da się nagrać w ciągu dnia, co pije lektor i dlaczego w studiu nie szeleści się kartkami.',
        minutes: 31,
      },
      {
        title: 'Postaci i akcenty',
        description: 'Jak jeden głos gra dwadzieścia postaci i nie myli ich nawet w trzecim tomie.',
        minutes: 26,
      },
      {
        title: 'Montaż, czyli polowanie na oddechy',
        description:
          'Realizator dźwięku opowiada, co słychać w surowym nagraniu, a czego słuchacz nie powinien usłyszeć.',
        minutes: 33,
      },
      {
        title: 'Korekta na ucho',
        description: 'Ostatni etap: ktoś słucha całej książki z tekstem w ręku. Tak wyłapujemy przejęzyczenia.',
        minutes: 24,
      },
    ],
  },
  {
    key: 'bedtime',
    title: 'Opowieści spod kołdry',
    description: 'Krótkie, spokojne historie do słuchania przed snem, pisane specjalnie dla dzieci od czterech lat.',
    category: 'kids-fairy-tales',
    episodes: [
      {
        title: 'Jeż, który bał się ciemności',
        description: 'Mały jeż odkrywa, że nocą las jest pełen przyjaznych dźwięków.',
        minutes: 12,
      },
      {
        title: 'Latarnik i mewa',
        description: 'O latarniku, który co wieczór opowiadał mewie, co widać ze szczytu wieży.',
        minutes: 11,
      },
      {
        title: 'Poduszka podróżniczka',
        description: 'Poduszka Zosi każdej nocy zabiera ją w inne miejsce na mapie.',
        minutes: 13,
      },
      {
        title: 'Smok, który zbierał guziki',
        description: 'Smok bez ognia ma niezwykłą kolekcję i jeden wielki kłopot.',
        minutes: 12,
      },
      {
        title: 'Kot na dachu tramwaju',
        description: 'Rudy kot przejeżdża przez całe miasto, a potem musi sam znaleźć drogę do domu.',
        minutes: 14,
      },
    ],
  },
  {
    key: 'crime-files',
    title: 'Akta spraw zamkniętych',
    description:
      'O najsłynniejszych zagadkach literatury kryminalnej: skąd się wzięły, jak je rozwiązano i kto naprawdę był mordercą.',
    category: 'crime',
    episodes: [
      {
        title: 'Pokój zamknięty od środka',
        description:
          "Od Poego do Doyle'a: historia zagadki, której nie da się rozwiązać, dopóki ktoś jej nie rozwiąże.",
        minutes: 35,
      },
      {
        title: 'Detektyw amator',
        description: 'Dlaczego literatura tak lubi śledczych, którzy nie pracują w policji.',
        minutes: 32,
      },
      {
        title: 'Trucizny w bibliotece',
        description: 'Arszenik, strychnina i naparstnica: jak pisarze dobierali narzędzia zbrodni.',
        minutes: 37,
      },
      {
        title: 'Watson, czyli narrator',
        description: 'O przyjacielu, który opowiada historię i zawsze wie trochę mniej niż geniusz obok.',
        minutes: 29,
      },
      {
        title: 'Zbrodnia w odcinkach',
        description: 'Jak dziewiętnastowieczna prasa wymyśliła kryminał drukowany w częściach.',
        minutes: 33,
      },
    ],
  },
  {
    key: 'stoic',
    title: 'Stoik w tramwaju',
    description:
      'Krótkie rozmowy o tym, jak rady Seneki i Marka Aureliusza sprawdzają się w korkach, w pracy i w domu.',
    category: 'growth-philosophy',
    episodes: [
      {
        title: 'Czego nie zmienisz',
        description: 'Pierwsza lekcja stoików: odróżnić to, co zależy od nas, od tego, co od nas nie zależy.',
        minutes: 19,
      },
      {
        title: 'Gniew w kolejce',
        description:
          'Seneka poświęcił gniewowi cały traktat. Sprawdzamy, co z niego zostaje przy kasie w supermarkecie.',
        minutes: 21,
      },
      {
        title: 'Poranne notatki cesarza',
        description: 'Dlaczego Marek Aureliusz pisał do samego siebie i czy warto go naśladować.',
        minutes: 18,
      },
      {
        title: 'Czas, który ucieka',
        description: 'Seneka o marnowaniu czasu — i o tym, czy powiadomienia w telefonie by go zaskoczyły.',
        minutes: 22,
      },
      {
        title: 'Strach przed jutrem',
        description: 'Stoickie ćwiczenie z wyobrażania sobie najgorszego i dlaczego bywa kojące.',
        minutes: 20,
      },
    ],
  },
];
