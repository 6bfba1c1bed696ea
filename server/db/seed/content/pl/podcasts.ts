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
      },
      {
        title: 'Sherlock Holmes i narodziny detektywa',
        description: 'Jak lekarz z Southsea wymyślił postać, w której istnienie wielu czytelników wierzyło naprawdę.',
      },
      {
        title: 'Dostojewski w gorączce',
        description: 'Długi, terminy i ruletka: w jakich warunkach powstawała „Zbrodnia i kara”?',
      },
      {
        title: 'Jane Austen i sztuka plotki',
        description: 'Dlaczego komedie obyczajowe sprzed dwustu lat słucha się jak dobrego serialu.',
      },
      {
        title: 'Mickiewicz na emigracji',
        description: 'Paryż, tęsknota i narodziny „Pana Tadeusza” — poematu pisanego daleko od domu.',
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
      },
      {
        title: 'Dzień w kabinie',
        description:
          'Ile stron da się nagrać w ciągu dnia, co pije lektor i dlaczego w studiu nie szeleści się kartkami.',
      },
      {
        title: 'Postaci i akcenty',
        description: 'Jak jeden głos gra dwadzieścia postaci i nie myli ich nawet w trzecim tomie.',
      },
      {
        title: 'Montaż, czyli polowanie na oddechy',
        description:
          'Realizator dźwięku opowiada, co słychać w surowym nagraniu, a czego słuchacz nie powinien usłyszeć.',
      },
      {
        title: 'Korekta na ucho',
        description: 'Ostatni etap: ktoś słucha całej książki z tekstem w ręku. Tak wyłapujemy przejęzyczenia.',
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
      },
      {
        title: 'Latarnik i mewa',
        description: 'O latarniku, który co wieczór opowiadał mewie, co widać ze szczytu wieży.',
      },
      {
        title: 'Poduszka podróżniczka',
        description: 'Poduszka Zosi każdej nocy zabiera ją w inne miejsce na mapie.',
      },
      {
        title: 'Smok, który zbierał guziki',
        description: 'Smok bez ognia ma niezwykłą kolekcję i jeden wielki kłopot.',
      },
      {
        title: 'Kot na dachu tramwaju',
        description: 'Rudy kot przejeżdża przez całe miasto, a potem musi sam znaleźć drogę do domu.',
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
      },
      {
        title: 'Detektyw amator',
        description: 'Dlaczego literatura tak lubi śledczych, którzy nie pracują w policji.',
      },
      {
        title: 'Trucizny w bibliotece',
        description: 'Arszenik, strychnina i naparstnica: jak pisarze dobierali narzędzia zbrodni.',
      },
      {
        title: 'Watson, czyli narrator',
        description: 'O przyjacielu, który opowiada historię i zawsze wie trochę mniej niż geniusz obok.',
      },
      {
        title: 'Zbrodnia w odcinkach',
        description: 'Jak dziewiętnastowieczna prasa wymyśliła kryminał drukowany w częściach.',
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
      },
      {
        title: 'Gniew w kolejce',
        description:
          'Seneka poświęcił gniewowi cały traktat. Sprawdzamy, co z niego zostaje przy kasie w supermarkecie.',
      },
      {
        title: 'Poranne notatki cesarza',
        description: 'Dlaczego Marek Aureliusz pisał do samego siebie i czy warto go naśladować.',
      },
      {
        title: 'Czas, który ucieka',
        description: 'Seneka o marnowaniu czasu — i o tym, czy powiadomienia w telefonie by go zaskoczyły.',
      },
      {
        title: 'Strach przed jutrem',
        description: 'Stoickie ćwiczenie z wyobrażania sobie najgorszego i dlaczego bywa kojące.',
      },
    ],
  },
];
