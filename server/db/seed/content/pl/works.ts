import type { WorkText } from '../market-content';

export const works: Readonly<Record<string, WorkText>> = {
  'a-study-in-scarlet': {
    title: 'Studium w szkarłacie',
    description:
      'Pierwsze spotkanie doktora Watsona z Sherlockiem Holmesem i zbrodnia, której ślad prowadzi aż na amerykański Dziki Zachód. Tak rodzi się najsłynniejsza spółka detektywistyczna w literaturze.',
  },
  'the-sign-of-the-four': {
    title: 'Znak czterech',
    description:
      'Młoda guwernantka co roku dostaje pocztą jedną perłę od nieznanego nadawcy. Holmes i Watson ruszają tropem skarbu z Indii, przysięgi czterech wspólników i nocnego pościgu po Tamizie.',
  },
  'the-hound-of-the-baskervilles': {
    title: "Pies Baskerville'ów",
    description:
      "Na wrzosowiskach Devonu krąży legenda o piekielnym psie, który od pokoleń poluje na dziedziców rodu Baskerville'ów. Holmes musi oddzielić przesąd od bardzo ludzkiej zbrodni.",
  },
  'the-three-musketeers': {
    title: 'Trzej muszkieterowie',
    description:
      "Młody Gaskończyk d'Artagnan przybywa do Paryża z listem polecającym i gorącą głową, a pierwszego dnia wyzywa na pojedynek trzech muszkieterów króla. Tak zaczyna się przyjaźń, która zmierzy się z intrygami kardynała i Milady.",
  },
  'twenty-years-after': {
    title: 'Dwadzieścia lat później',
    description:
      "Muszkieterowie są starsi, ich drogi się rozeszły, a Francją i Anglią wstrząsają wojny domowe. D'Artagnan próbuje zebrać dawnych przyjaciół, choć tym razem stają po różnych stronach.",
  },
  'the-vicomte-of-bragelonne': {
    title: 'Wicehrabia de Bragelonne',
    description:
      "Ostatnia część przygód d'Artagnana: młody Ludwik XIV sięga po pełnię władzy, syn Atosa przeżywa miłosny zawód, a Aramis snuje spisek wokół tajemniczego więźnia w żelaznej masce.",
  },
  'pride-and-prejudice': {
    title: 'Duma i uprzedzenie',
    description:
      'Elżbieta Bennet ma cięty język i cztery siostry do wydania za mąż, a pan Darcy — majątek i fatalne maniery. Błyskotliwa komedia o pierwszym wrażeniu, które potrafi zmylić nawet najbystrzejszych.',
  },
  'oliver-twist': {
    title: 'Oliver Twist',
    description:
      'Sierota z przytułku ucieka do Londynu i trafia prosto do szajki kieszonkowców starego Fagina. Dickens z gniewem i humorem pokazuje miasto, w którym dziecko musi walczyć o każdy dzień.',
  },
  'a-christmas-carol': {
    title: 'Opowieść wigilijna',
    description:
      'Skąpy Ebenezer Scrooge w wigilijną noc przyjmuje trzy duchy, które pokazują mu przeszłość, teraźniejszość i przyszłość. Krótka opowieść, od której wiele rodzin zaczyna święta.',
  },
  'treasure-island': {
    title: 'Wyspa skarbów',
    description:
      'Jim Hawkins znajduje mapę kapitana Flinta i wyrusza po skarb, nie wiedząc, że połowa załogi to piraci. Na czele buntu stoi uprzejmy, jednonogi kucharz — Długi John Silver.',
  },
  'jekyll-and-hyde': {
    title: 'Doktor Jekyll i pan Hyde',
    description:
      "Szanowany londyński lekarz przyjaźni się z odrażającym panem Hyde'em, który zostawia za sobą ślad przemocy. Prawnik Utterson odkrywa, że łączy ich coś znacznie mroczniejszego niż testament.",
  },
  'the-picture-of-dorian-gray': {
    title: 'Portret Doriana Graya',
    description:
      'Piękny młodzieniec wypowiada życzenie, by to portret starzał się zamiast niego. Lata mijają, twarz Doriana pozostaje nieskazitelna, a obraz ukryty na strychu zmienia się z każdym jego grzechem.',
  },
  'tom-sawyer': {
    title: 'Przygody Tomka Sawyera',
    description:
      'Tomek potrafi wymigać się od bielenia płotu, zgubić się w jaskini i zostać świadkiem nocnej zbrodni na cmentarzu. Pogodna opowieść o dzieciństwie nad Missisipi, pełna sprytu i niebezpieczeństw.',
  },
  'around-the-world-in-eighty-days': {
    title: 'W 80 dni dookoła świata',
    description:
      'Flegmatyczny Phileas Fogg zakłada się, że okrąży Ziemię w osiemdziesiąt dni. Razem z wiernym Obieżyświatem pędzi pociągami, parowcami i na grzbiecie słonia, a po piętach depcze mu detektyw Fix.',
  },
  'twenty-thousand-leagues': {
    title: 'Dwadzieścia tysięcy mil podmorskiej żeglugi',
    description:
      'Profesor Aronnax trafia na pokład Nautilusa, okrętu podwodnego tajemniczego kapitana Nemo. Razem przemierzają oceany, oglądają zatopioną Atlantydę i walczą z olbrzymią kałamarnicą.',
  },
  'the-count-of-monte-cristo': {
    title: 'Hrabia Monte Christo',
    description:
      'Edmund Dantès, niesłusznie oskarżony w dniu zaręczyn, spędza czternaście lat w lochach twierdzy If. Gdy odzyskuje wolność i ogromny skarb, zaczyna cierpliwie rozliczać tych, którzy go zdradzili.',
  },
  'anna-karenina': {
    title: 'Anna Karenina',
    description:
      'Żona wysokiego urzędnika zakochuje się w młodym oficerze i rzuca wyzwanie petersburskiej socjecie. Obok jej historii toczy się opowieść o Lewinie, który szuka sensu życia w pracy na roli.',
  },
  'crime-and-punishment': {
    title: 'Zbrodnia i kara',
    description:
      'Ubogi student Raskolnikow wmawia sobie, że wybitnym ludziom wolno przekroczyć prawo, i zabija starą lichwiarkę. Potem zaczyna się prawdziwa kara: gorączka, strach i rozmowy z przenikliwym sędzią śledczym.',
  },
  'the-lady-with-the-dog': {
    title: 'Dama z pieskiem',
    description:
      'W Jałcie znudzony moskwianin poznaje młodą kobietę spacerującą z białym szpicem. Wakacyjny romans miał być przelotny, a zmienia wszystko. Obok tytułowego opowiadania inne małe arcydzieła Czechowa.',
  },
  'andersen-fairy-tales': {
    title: 'Baśnie',
    description:
      'Brzydkie kaczątko, Dziewczynka z zapałkami, Królowa Śniegu i Calineczka — najpiękniejsze baśnie duńskiego mistrza, czułe, smutne i mądre zarazem.',
  },
  'grimm-fairy-tales': {
    title: 'Baśnie braci Grimm',
    description:
      'Jaś i Małgosia, Kopciuszek, Śpiąca Królewna i Czerwony Kapturek w wersjach bliskich tym, które bracia Grimm spisali z ust niemieckich gawędziarzy.',
  },
  'alice-in-wonderland': {
    title: 'Alicja w Krainie Czarów',
    description:
      'Alicja wpada do króliczej nory i trafia do świata, w którym kot znika, zostawiając tylko uśmiech, a podwieczorek u Kapelusznika nigdy się nie kończy. Nonsens, który bawi dzieci i zachwyca dorosłych.',
  },
  'the-jungle-book': {
    title: 'Księga dżungli',
    description:
      'Mały Mowgli wychowuje się wśród wilków, prawa dżungli poznaje od niedźwiedzia Baloo i pantery Bagheery, a tygrys Shere Khan cierpliwie czeka na swoją okazję.',
  },
  'the-metamorphosis': {
    title: 'Przemiana',
    description:
      'Pewnego ranka komiwojażer Gregor Samsa budzi się przemieniony w ogromnego owada. Najbardziej przerażająca okazuje się jednak reakcja jego własnej rodziny.',
  },
  'the-sorrows-of-young-werther': {
    title: 'Cierpienia młodego Wertera',
    description:
      'W listach do przyjaciela młody Werter opisuje beznadziejną miłość do zaręczonej Lotty. Powieść, która rozpaliła wyobraźnię całego pokolenia czytelników.',
  },
  'don-quixote': {
    title: 'Don Kichot',
    description:
      'Zubożały szlachcic z La Manchy naczytał się romansów rycerskich i rusza w świat jako błędny rycerz, z giermkiem Sanczo Pansą u boku. Walczy z wiatrakami, a przy okazji mówi o ludziach więcej, niż się wydaje.',
  },
  'the-murders-in-the-rue-morgue': {
    title: 'Zabójstwo przy Rue Morgue',
    description:
      'W zamkniętym od środka paryskim mieszkaniu policja znajduje dwie zamordowane kobiety. Błyskotliwy C. Auguste Dupin rozwiązuje zagadkę, od której zaczęła się historia kryminału.',
  },
  frankenstein: {
    title: 'Frankenstein',
    description:
      'Młody uczony Wiktor Frankenstein tchnie życie w istotę złożoną z martwych ciał, a potem ucieka przed własnym dziełem. Opowieść o odpowiedzialności twórcy, od której zaczęła się fantastyka naukowa.',
  },
  dracula: {
    title: 'Drakula',
    description:
      'Młody prawnik Jonathan Harker jedzie do Transylwanii, by sprzedać tajemniczemu hrabiemu posiadłość pod Londynem. Wkrótce profesor Van Helsing i jego przyjaciele muszą stawić czoła wampirowi w samym sercu Anglii.',
  },
  'robinson-crusoe': {
    title: 'Przypadki Robinsona Crusoe',
    description:
      'Rozbitek spędza dwadzieścia osiem lat na bezludnej wyspie: buduje dom, oswaja kozy, a w końcu ratuje Piętaszka. Klasyczna opowieść o zaradności i samotności.',
  },
  pinocchio: {
    title: 'Pinokio',
    description:
      'Drewniany pajacyk wystrugany przez starego Dżeppetta chce zostać prawdziwym chłopcem, ale wciąż daje się skusić łatwym przygodom. A kiedy kłamie, rośnie mu nos.',
  },
  meditations: {
    title: 'Rozmyślania',
    description:
      'Notatki, które cesarz Marek Aureliusz pisał dla siebie w obozach wojskowych nad Dunajem. O panowaniu nad gniewem, przemijaniu i robieniu tego, co należy, nawet gdy nikt nie patrzy.',
  },
  'letters-to-lucilius': {
    title: 'Listy moralne do Lucyliusza',
    description:
      'Seneka w listach do młodszego przyjaciela radzi, jak gospodarować czasem, jak przestać się bać i zachować spokój w niespokojnym świecie. Rady sprzed dwóch tysięcy lat brzmią zaskakująco współcześnie.',
  },
  'the-gallic-war': {
    title: 'Wojna galijska',
    description:
      'Juliusz Cezar sam opowiada o swoich kampaniach: o moście na Renie, wyprawach do Brytanii i oblężeniu Alezji. Kronika wojny spisana ręką zwycięzcy.',
  },
  'the-twelve-caesars': {
    title: 'Żywoty cezarów',
    description:
      'Swetoniusz zebrał anegdoty, plotki i dokumenty o dwunastu władcach Rzymu, od Juliusza Cezara po Domicjana. Barwny portret władzy, przepychu i okrucieństwa.',
  },
  'ogniem-i-mieczem': {
    title: 'Ogniem i mieczem',
    description:
      'Rok 1648: na Ukrainie wybucha powstanie Chmielnickiego, a porucznik Skrzetuski walczy o kraj i o ukochaną Helenę, porwaną przez Bohuna. Pierwsza część Trylogii, pełna szarż, oblężeń i niezapomnianych postaci z Zagłobą na czele.',
  },
  potop: {
    title: 'Potop',
    description:
      'Szwedzi zalewają Rzeczpospolitą, a porywczy Andrzej Kmicic musi zmyć z siebie hańbę i odzyskać zaufanie Oleńki. Obrona Jasnej Góry, zdrady magnatów i jedna z najpiękniejszych przemian bohatera w polskiej literaturze.',
  },
  'pan-wolodyjowski': {
    title: 'Pan Wołodyjowski',
    description:
      'Mały rycerz, najlepszy szermierz Rzeczypospolitej, znajduje szczęście u boku Basi, lecz na kresach rośnie turecka groźba. Finał Trylogii, którego zakończenia w Kamieńcu Podolskim nie da się zapomnieć.',
  },
  'w-pustyni-i-w-puszczy': {
    title: 'W pustyni i w puszczy',
    description:
      'Staś i Nel zostają porwani w czasie powstania Mahdiego i przemierzają Afrykę, od Sudanu po nieznane jezioro. Powieść, na której wychowały się pokolenia młodych czytelników.',
  },
  lalka: {
    title: 'Lalka',
    description:
      'Kupiec Stanisław Wokulski dorabia się majątku i pozycji, by zbliżyć się do chłodnej arystokratki Izabeli Łęckiej. Przez jego historię i pamiętnik starego subiekta Rzeckiego oglądamy Warszawę końca XIX wieku.',
  },
  faraon: {
    title: 'Faraon',
    description:
      'Młody Ramzes XIII chce zreformować Egipt i odebrać władzę potężnym kapłanom. Powieść o mechanizmach rządzenia, w której starożytny Egipt wygląda zaskakująco znajomo.',
  },
  'nad-niemnem': {
    title: 'Nad Niemnem',
    description:
      'Justyna Orzelska, uboga krewna w zamożnym dworze, odkrywa świat zaścianka Bohatyrowiczów i historię powstańczej mogiły w lesie. Szeroka panorama życia nad Niemnem, z przyrodą w jednej z głównych ról.',
  },
  chlopi: {
    title: 'Chłopi',
    description:
      'Rok we wsi Lipce, od jesieni do lata: spory o ziemię, wesele starego Boryny z piękną Jagną i rytm życia wyznaczany przez pory roku. Powieść, za którą Reymont otrzymał Nagrodę Nobla.',
  },
  'pan-tadeusz': {
    title: 'Pan Tadeusz',
    description:
      'Ostatni zajazd na Litwie: spór o zamek, polowanie na niedźwiedzia, grzybobranie i koncert Jankiela. Narodowa epopeja, która najpiękniej brzmi czytana na głos.',
  },
};

export const cycles: Readonly<Record<string, WorkText>> = {
  'sherlock-holmes': {
    title: 'Sherlock Holmes',
    description:
      'Trzy powieści o detektywie z Baker Street: od pierwszego spotkania z doktorem Watsonem po legendę piekielnego psa z wrzosowisk.',
  },
  musketeers: {
    title: 'Saga o muszkieterach',
    description:
      "Cała opowieść o d'Artagnanie i jego przyjaciołach, od pierwszego pojedynku w Paryżu po ostatnie lata wielkiej przyjaźni.",
  },
  trylogia: {
    title: 'Trylogia',
    description:
      'Ogniem i mieczem, Potop i Pan Wołodyjowski — trzy powieści Sienkiewicza o XVII-wiecznej Rzeczypospolitej, pisane „ku pokrzepieniu serc”.',
  },
  // The store's named collections (domain/catalog/named-cycles.ts), under the same slug in every market.
  zapowiedzi: {
    title: 'Zapowiedzi',
    description: 'Premiery, na które czekaliście: najnowsze audiobooki w naszym katalogu, od najświeższego.',
  },
  'cykle-audiobookow': {
    title: 'Cykle audiobooków',
    description: 'Wszystkie serie w jednym miejscu: sagi, trylogie i zbiory, których najlepiej słuchać po kolei.',
  },
};
