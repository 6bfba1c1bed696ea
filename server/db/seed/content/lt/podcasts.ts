import type { PodcastText } from '../market-content';

export const podcasts: readonly PodcastText[] = [
  {
    key: 'literary-history',
    title: 'Klasika be dulkių',
    description:
      'Ką mums šiandien sako prieš šimtą ar du šimtus metų parašytos knygos? Kiekviename epizode aptariame vieną klasikinį kūrinį ir jo autorių.',
    category: 'classics',
    episodes: [
      {
        title: 'Kodėl Donelaitis vis dar aktualus',
        description: 'Apie „Metus“, Mažosios Lietuvos būrus ir poemą, kuri pralenkė savo laiką.',
      },
      {
        title: 'Šerlokas Holmsas ir detektyvo gimimas',
        description:
          'Kaip gydytojas iš Sautsio sukūrė veikėją, kurio egzistavimu daugelis skaitytojų tikėjo iš tikrųjų.',
      },
      {
        title: 'Dostojevskis karštligėje',
        description: 'Skolos, terminai ir ruletė: kokiomis aplinkybėmis gimė „Nusikaltimas ir bausmė“?',
      },
      {
        title: 'Jane Austen ir apkalbų menas',
        description: 'Kodėl prieš du šimtmečius parašytų komedijų klausomės lyg gero serialo.',
      },
      {
        title: 'Maironis ir tautos pavasaris',
        description: 'Kaip vienas eilėraščių rinkinys tapo viso tautinio atgimimo balsu.',
      },
    ],
  },
  {
    key: 'making-audiobooks',
    title: 'Už studijos stiklo',
    description:
      'Užsukame į režisieriaus pultą ir įrašų kabiną: kaip gimsta audioknyga – nuo balso atrankos iki paskutinio pataisymo.',
    category: 'growth',
    episodes: [
      {
        title: 'Balso atranka',
        description: 'Kaip knygai parenkame skaitovą ir kodėl bandomasis įrašas trunka vos kelias minutes.',
      },
      {
        title: 'Diena kabinoje',
        description:
          'Kiek puslapių galima įrašyti per dieną, ką geria skaitovai ir kodėl studijoje nešiugždinama popieriumi.',
      },
      {
        title: 'Veikėjai ir akcentai',
        description: 'Kaip vienas balsas suvaidina dvidešimt veikėjų ir jų nesupainioja net trečioje knygoje.',
      },
      {
        title: 'Montažas, arba įkvėpimų medžioklė',
        description: 'Garso režisierius pasakoja, kas girdėti neapdorotame įraše ir ko klausytojas neturėtų išgirsti.',
      },
      {
        title: 'Korektūra ausimis',
        description: 'Paskutinis etapas: kažkas išklauso visą knygą su tekstu rankose. Taip sugaudome apsirikimus.',
      },
    ],
  },
  {
    key: 'bedtime',
    title: 'Pasakos po antklode',
    description: 'Trumpos ir ramios istorijos prieš miegą, parašytos specialiai vaikams nuo ketverių metų.',
    category: 'kids-fairy-tales',
    episodes: [
      {
        title: 'Ežiukas, kuris bijojo tamsos',
        description: 'Mažasis ežiukas sužino, kad naktį miškas pilnas draugiškų garsų.',
      },
      {
        title: 'Švyturio sargas ir žuvėdra',
        description: 'Apie švyturio sargą, kuris kiekvieną vakarą pasakodavo žuvėdrai, kas matyti nuo bokšto viršūnės.',
      },
      {
        title: 'Keliaujanti pagalvė',
        description: 'Kiekvieną naktį Gabijos pagalvė nuneša ją į vis kitą žemėlapio vietą.',
      },
      {
        title: 'Drakonas, kuris rinko sagas',
        description: 'Drakonas be ugnies turi neįprastą kolekciją ir vieną didelį rūpestį.',
      },
      {
        title: 'Katinas ant troleibuso stogo',
        description: 'Rudas katinas pervažiuoja visą miestą, o paskui turi pats rasti kelią namo.',
      },
    ],
  },
  {
    key: 'crime-files',
    title: 'Uždarytų bylų archyvas',
    description:
      'Apie garsiausias detektyvinės literatūros mįsles: iš kur jos atsirado, kaip buvo išspręstos ir kas iš tiesų buvo žudikas.',
    category: 'crime',
    episodes: [
      {
        title: 'Iš vidaus užrakintas kambarys',
        description: 'Nuo Po iki Doyle’o: istorija mįslės, kurios neįmanoma išspręsti, kol kas nors jos neišsprendžia.',
      },
      {
        title: 'Detektyvas mėgėjas',
        description: 'Kodėl literatūra taip mėgsta tyrėjus, kurie nedirba policijoje.',
      },
      {
        title: 'Nuodai bibliotekoje',
        description: 'Arsenas, strichninas ir rusmenė: kaip rašytojai rinkosi nusikaltimo įrankius.',
      },
      {
        title: 'Vatsonas, arba pasakotojas',
        description: 'Apie draugą, kuris pasakoja istoriją ir visada žino šiek tiek mažiau nei šalia esantis genijus.',
      },
      {
        title: 'Nusikaltimas tęsiniais',
        description: 'Kaip XIX amžiaus spauda išrado dalimis spausdinamą detektyvą.',
      },
    ],
  },
  {
    key: 'stoic',
    title: 'Stoikas troleibuse',
    description:
      'Trumpi pokalbiai apie tai, kaip Senekos ir Marko Aurelijaus patarimai pasiteisina kamštyje, darbe ir namuose.',
    category: 'growth-philosophy',
    episodes: [
      {
        title: 'Ko nepakeisi',
        description: 'Pirmoji stoikų pamoka: atskirti, kas priklauso nuo mūsų, o kas – ne.',
      },
      {
        title: 'Pyktis eilėje',
        description: 'Seneka pykčiui skyrė visą veikalą. Tikriname, kas iš jo lieka prie prekybos centro kasos.',
      },
      {
        title: 'Imperatoriaus rytiniai užrašai',
        description: 'Kodėl Markas Aurelijus rašė pats sau ir ar verta jį pamėgdžioti.',
      },
      {
        title: 'Bėgantis laikas',
        description: 'Seneka apie iššvaistytą laiką – ir ar jį būtų nustebinę pranešimai telefone.',
      },
      {
        title: 'Rytojaus baimė',
        description: 'Stoikų pratimas įsivaizduoti blogiausią ir kodėl jis gali nuraminti.',
      },
    ],
  },
];
