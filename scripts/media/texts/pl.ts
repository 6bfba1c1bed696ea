import type { LanguageTexts } from './narration-texts';

/** Polish: original stories written for the demo. */
export const pl: LanguageTexts = {
  locale: 'pl',
  voice: 'pl',
  audiobooks: [
    {
      slug: 'latarnia-na-cyplu',
      title: 'Latarnia na cyplu',
      protected: true,
      chapters: [
        {
          title: 'Przyjazd',
          heading: 'Rozdział pierwszy. Przyjazd.',
          paragraphs: [
            'Kiedy Marta pierwszy raz zobaczyła latarnię, padał drobny, uparty deszcz, a morze miało kolor starego ołowiu. Autobus zostawił ją na przystanku bez wiaty i odjechał, zanim zdążyła zapytać kierowcę o drogę.',
            'Zresztą pytanie nie miało sensu. Na całym cyplu była tylko jedna ścieżka, wydeptana w wydmach, i prowadziła prosto do białej wieży. Marta poprawiła plecak, naciągnęła kaptur i ruszyła przed siebie, słuchając mew i szumu fal.',
            'Latarnik, pan Edward, czekał na nią w drzwiach. Był niższy, niż sobie wyobrażała, miał siwą brodę i ręce poplamione farbą. Powiedział tylko, że herbata stygnie, i poszedł schodami na górę. Marta policzyła stopnie. Było ich sto dwanaście. Na samym szczycie, pod wielką soczewką, stał stół nakryty ceratą, a na nim dwa kubki i talerz pierniczków.',
          ],
        },
        {
          title: 'Noc sztormu',
          heading: 'Rozdział drugi. Noc sztormu.',
          paragraphs: [
            'Przez pierwsze dni Marta uczyła się wszystkiego od początku. Pan Edward pokazywał jej, jak czyścić soczewkę miękką irchą, jak zapisywać w dzienniku kierunek wiatru i jak poznać po kolorze nieba, że pogoda zaraz się zmieni.',
            'W czwartek wieczorem barometr spadł tak nisko, że latarnik długo stukał palcem w szybkę, jakby nie wierzył wskazówce. Przed północą wiatr zaczął wyć w szczelinach okien, a fale rozbijały się o falochron z hukiem, od którego drżała cała wieża.',
            'Około drugiej w nocy zgasł prąd. Wieża pogrążyła się w ciemności tak gęstej, że Marta nie widziała własnych dłoni. Usłyszała w ciemności spokojny głos pana Edwarda: teraz twoja kolej, zapal lampę zapasową, tak jak ci pokazywałem. Ręce jej drżały, ale zapałka zapłonęła za pierwszym razem.',
          ],
        },
        {
          title: 'Światło o świcie',
          heading: 'Rozdział trzeci. Światło o świcie.',
          paragraphs: [
            'Lampa zapasowa świeciła słabiej niż zwykła, ale wystarczyła. Nad ranem z mgły wyłonił się mały kuter rybacki. Płynął powoli i ostrożnie, prosto na światło, aż bezpiecznie minął skały i wszedł do portu. Na pokładzie ktoś długo machał latarką na znak, że widzi brzeg.',
            'Kiedy sztorm ucichł, na cypel przyszedł starszy rybak w gumowych butach. Postawił na progu koszyk świeżych ryb i długo ściskał dłoń latarnika. Potem spojrzał na Martę i powiedział, że to pewnie ona pilnowała w nocy światła.',
            'Pan Edward uśmiechnął się pod wąsem i nic nie odpowiedział. Wieczorem, gdy znowu siedzieli pod soczewką z kubkami herbaty, podsunął jej gruby dziennik latarni. Na pierwszej czystej stronie Marta napisała swoje imię, a obok jedno słowo: spokojnie.',
          ],
        },
      ],
    },
    {
      slug: 'zegarmistrz-z-dlugiej',
      title: 'Zegarmistrz z ulicy Długiej',
      protected: false,
      chapters: [
        {
          title: 'Zegar, który milczał',
          heading: 'Rozdział pierwszy. Zegar, który milczał.',
          paragraphs: [
            'Warsztat pana Henryka mieścił się w suterenie starej kamienicy przy ulicy Długiej. Żeby do niego wejść, trzeba było zejść po czterech kamiennych schodkach i pchnąć drzwi z dzwonkiem, który brzęczał jak mała, zaspana pszczoła.',
            'Pewnego listopadowego popołudnia do warsztatu weszła dziewczynka w czerwonej czapce. Trzymała w rękach zegar kominkowy owinięty w szalik. Powiedziała, że to zegar jej dziadka i że zatrzymał się w dniu, w którym dziadek wyjechał do szpitala.',
            'Pan Henryk założył lupę, otworzył tylną klapkę i długo zaglądał do środka. Sprężyna była cała, kółka czyste, a wahadło wisiało prosto. Nic nie było zepsute, a mimo to zegar milczał. Zegarmistrz obiecał, że do soboty znajdzie przyczynę.',
          ],
        },
        {
          title: 'Kartka pod tarczą',
          heading: 'Rozdział drugi. Kartka pod tarczą.',
          paragraphs: [
            'Przez trzy wieczory pan Henryk rozkładał zegar na części. Każdą śrubkę kładł na białej chusteczce, każde kółko oglądał pod lampą. Dopiero trzeciego dnia zauważył, że między tarczą a obudową tkwi złożony na osiem kawałek papieru.',
            'Papier był cienki i pożółkły, a kiedy go wyjął, kółka od razu drgnęły i zegar cicho tyknął. Na kartce ktoś napisał starannym, pochyłym pismem kilka zdań. Zegarmistrz nie przeczytał ich. Złożył kartkę z powrotem i schował ją do koperty.',
            'Nie czytał cudzych listów. Pomyślał jednak, że ten, kto ją tam ukrył, musiał bardzo chcieć, żeby ktoś ją kiedyś znalazł. Inaczej nie wkładałby jej w miejsce, w którym zatrzymuje się czas. Przez chwilę siedział nieruchomo i słuchał, jak zegar znowu odmierza sekundy.',
          ],
        },
        {
          title: 'Czas odzyskany',
          heading: 'Rozdział trzeci. Czas odzyskany.',
          paragraphs: [
            'W sobotę dziewczynka przyszła z mamą. Zegar stał na ladzie, nakręcony i wyczyszczony, a jego tykanie wypełniało cały warsztat. Obok leżała biała koperta. Pan Henryk wyjaśnił, że to ona zatrzymała mechanizm i że należy do rodziny.',
            'Mama otworzyła kopertę i zaczęła czytać na głos. Dziadek pisał, że gdy zegar stanie, ma nie być smutku, tylko herbata z sokiem malinowym i zdjęcia rozłożone na stole. Pisał też, że każdy zegar da się naprawić, jeśli ktoś ma cierpliwość.',
            'Dziewczynka podziękowała i zapytała, ile kosztuje naprawa. Pan Henryk pokręcił głową. Powiedział, że już dostał zapłatę, bo dawno nie słyszał tak dobrego zakończenia. Kiedy wyszły, dzwonek nad drzwiami brzęczał jeszcze długo, jakby i on był zadowolony.',
          ],
        },
      ],
    },
  ],
  episodes: [
    {
      slug: 'zapowiedz-podcastow',
      title: 'Podcasty Audiory: zapowiedź',
      heading: 'Podcasty Audiory. Zapowiedź.',
      paragraphs: [
        'Dzień dobry, tu studio Audiory. W naszych podcastach rozmawiamy o książkach starych i nowych, zaglądamy do kabiny lektorskiej i czytamy dzieciom spokojne historie na dobranoc.',
        'Ten krótki odcinek to próbka. Posłuchaj, jak brzmi odtwarzacz, przewiń kawałek do przodu i zmień tempo. Nowe odcinki ukazują się co tydzień. Do usłyszenia!',
      ],
    },
  ],
};
