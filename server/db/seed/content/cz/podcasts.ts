import type { PodcastText } from '../market-content';

export const podcasts: readonly PodcastText[] = [
  {
    key: 'literary-history',
    title: 'Klasika bez prachu',
    description:
      'Co nám dnes říkají knihy staré sto a dvě stě let? V každém díle rozebíráme jeden klasický román a příběh jeho autora.',
    category: 'classics',
    episodes: [
      {
        title: 'Proč je Švejk pořád k smíchu',
        description: 'O Haškově románu, hospodě U Kalicha a o tom, jestli byl Švejk opravdu idiot.',
      },
      {
        title: 'Sherlock Holmes a zrod detektiva',
        description: 'Jak lékař ze Southsea vymyslel postavu, v jejíž existenci mnozí čtenáři skutečně věřili.',
      },
      {
        title: 'Dostojevskij v horečce',
        description: 'Dluhy, termíny a ruleta: za jakých okolností vznikal Zločin a trest?',
      },
      {
        title: 'Jane Austenová a umění klepů',
        description: 'Proč se společenské komedie staré dvě stě let poslouchají jako dobrý seriál.',
      },
      {
        title: 'Němcová a její Babička',
        description: 'Ratibořice, vzpomínky a těžké časy, v nichž vznikla nejlaskavější kniha české literatury.',
      },
    ],
  },
  {
    key: 'making-audiobooks',
    title: 'Za sklem studia',
    description: 'Nahlížíme do režie i nahrávací kabiny: jak vzniká audiokniha, od výběru hlasu po poslední opravu.',
    category: 'growth',
    episodes: [
      {
        title: 'Konkurz na hlas',
        description: 'Jak k knize vybíráme interpreta a proč zkušební nahrávka trvá jen pár minut.',
      },
      {
        title: 'Den v kabině',
        description: 'Kolik stran se dá za den načíst, co pije interpret a proč se ve studiu nešustí papírem.',
      },
      {
        title: 'Postavy a přízvuky',
        description: 'Jak jeden hlas zahraje dvacet postav a nesplete si je ani ve třetím díle.',
      },
      {
        title: 'Střih aneb lov na nádechy',
        description: 'Zvukový mistr vypráví, co je slyšet v surové nahrávce a co by posluchač slyšet neměl.',
      },
      {
        title: 'Korektura ušima',
        description: 'Poslední fáze: někdo poslouchá celou knihu s textem v ruce. Tak chytáme přeřeknutí.',
      },
    ],
  },
  {
    key: 'bedtime',
    title: 'Pohádky pod peřinou',
    description: 'Krátké a klidné příběhy k poslechu před spaním, psané speciálně pro děti od čtyř let.',
    category: 'kids-fairy-tales',
    episodes: [
      {
        title: 'Ježek, který se bál tmy',
        description: 'Malý ježek zjistí, že les je v noci plný přátelských zvuků.',
      },
      {
        title: 'Strážce majáku a racek',
        description: 'O strážci majáku, který každý večer vyprávěl rackovi, co je vidět z vrcholu věže.',
      },
      {
        title: 'Cestovatelský polštář',
        description: 'Zuzančin polštář ji každou noc odnese na jiné místo na mapě.',
      },
      {
        title: 'Drak, který sbíral knoflíky',
        description: 'Drak bez ohně má neobyčejnou sbírku a jednu velkou starost.',
      },
      {
        title: 'Kocour na střeše tramvaje',
        description: 'Zrzavý kocour projede celé město a pak musí sám najít cestu domů.',
      },
    ],
  },
  {
    key: 'crime-files',
    title: 'Spisy uzavřených případů',
    description:
      'O nejslavnějších záhadách detektivní literatury: odkud se vzaly, jak byly vyřešeny a kdo byl doopravdy vrah.',
    category: 'crime',
    episodes: [
      {
        title: 'Pokoj zamčený zevnitř',
        description: 'Od Poea k Doylovi: dějiny záhady, kterou nelze vyřešit, dokud ji někdo nevyřeší.',
      },
      {
        title: 'Detektiv amatér',
        description: 'Proč má literatura tak ráda vyšetřovatele, kteří nepracují u policie.',
      },
      {
        title: 'Jedy v knihovně',
        description: 'Arzen, strychnin a náprstník: jak si spisovatelé vybírali vražedné nástroje.',
      },
      {
        title: 'Watson čili vypravěč',
        description: 'O příteli, který příběh vypráví a vždycky ví o něco méně než génius vedle něj.',
      },
      {
        title: 'Zločin na pokračování',
        description: 'Jak tisk 19. století vymyslel detektivku vycházející po částech.',
      },
    ],
  },
  {
    key: 'stoic',
    title: 'Stoik v tramvaji',
    description: 'Krátké rozhovory o tom, jak se rady Seneky a Marka Aurelia osvědčují v zácpě, v práci i doma.',
    category: 'growth-philosophy',
    episodes: [
      {
        title: 'Co nezměníte',
        description: 'První lekce stoiků: rozlišit, co záleží na nás a co ne.',
      },
      {
        title: 'Hněv ve frontě',
        description: 'Seneca věnoval hněvu celý spis. Zkoušíme, co z něj zbude u pokladny v supermarketu.',
      },
      {
        title: 'Ranní zápisky císaře',
        description: 'Proč Marcus Aurelius psal sám sobě a jestli ho napodobovat.',
      },
      {
        title: 'Čas, který utíká',
        description: 'Seneca o promarněném čase – a jestli by ho překvapila upozornění v mobilu.',
      },
      {
        title: 'Strach ze zítřka',
        description: 'Stoické cvičení, při kterém si představujete to nejhorší, a proč dokáže uklidnit.',
      },
    ],
  },
];
