import type { PodcastText } from '../market-content';

export const podcasts: readonly PodcastText[] = [
  {
    key: 'literary-history',
    title: 'Klasika bez prachu',
    description:
      'Čo nám dnes hovoria knihy staré sto a dvesto rokov? V každej časti rozoberáme jeden klasický román a príbeh jeho autora.',
    category: 'classics',
    episodes: [
      {
        title: 'Kukučín medzi dvoma morami',
        description:
          'Od Jasenovej cez Brač až po Patagóniu: ako sa lekár z Oravy stal zakladateľom slovenského realizmu.',
      },
      {
        title: 'Sherlock Holmes a zrod detektíva',
        description: 'Ako lekár zo Southsea vymyslel postavu, v ktorej existenciu mnohí čitatelia naozaj verili.',
      },
      {
        title: 'Dostojevskij v horúčke',
        description: 'Dlhy, termíny a ruleta: za akých okolností vznikal Zločin a trest?',
      },
      {
        title: 'Jane Austenová a umenie klebiet',
        description: 'Prečo sa spoločenské komédie staré dvesto rokov počúvajú ako dobrý seriál.',
      },
      {
        title: 'Dobšinský a jeho rozprávači',
        description: 'Kto boli ľudia, od ktorých Pavol Dobšinský zapisoval Popolvára a Soľ nad zlato?',
      },
    ],
  },
  {
    key: 'making-audiobooks',
    title: 'Za sklom štúdia',
    description: 'Nazeráme do réžie aj nahrávacej kabíny: ako vzniká audiokniha, od výberu hlasu po poslednú opravu.',
    category: 'growth',
    episodes: [
      {
        title: 'Konkurz na hlas',
        description: 'Ako ku knihe vyberáme interpreta a prečo skúšobná nahrávka trvá len pár minút.',
      },
      {
        title: 'Deň v kabíne',
        description: 'Koľko strán sa dá za deň načítať, čo pije interpret a prečo sa v štúdiu nešuští papierom.',
      },
      {
        title: 'Postavy a prízvuky',
        description: 'Ako jeden hlas zahrá dvadsať postáv a nepomýli si ich ani v treťom diele.',
      },
      {
        title: 'Strih alebo lov na nádychy',
        description: 'Zvukový majster rozpráva, čo počuť v surovej nahrávke a čo by poslucháč počuť nemal.',
      },
      {
        title: 'Korektúra ušami',
        description: 'Posledná fáza: niekto počúva celú knihu s textom v ruke. Tak chytáme prerieknutia.',
      },
    ],
  },
  {
    key: 'bedtime',
    title: 'Rozprávky pod perinou',
    description: 'Krátke a pokojné príbehy na počúvanie pred spaním, písané špeciálne pre deti od štyroch rokov.',
    category: 'kids-fairy-tales',
    episodes: [
      {
        title: 'Ježko, ktorý sa bál tmy',
        description: 'Malý ježko zistí, že les je v noci plný priateľských zvukov.',
      },
      {
        title: 'Strážca majáka a čajka',
        description: 'O strážcovi majáka, ktorý každý večer rozprával čajke, čo vidno z vrcholu veže.',
      },
      {
        title: 'Cestovateľský vankúš',
        description: 'Zuzkin vankúš ju každú noc odnesie na iné miesto na mape.',
      },
      {
        title: 'Drak, ktorý zbieral gombíky',
        description: 'Drak bez ohňa má nevšednú zbierku a jednu veľkú starosť.',
      },
      {
        title: 'Kocúr na streche električky',
        description: 'Ryšavý kocúr prejde celé mesto a potom musí sám nájsť cestu domov.',
      },
    ],
  },
  {
    key: 'crime-files',
    title: 'Spisy uzavretých prípadov',
    description:
      'O najslávnejších záhadách detektívnej literatúry: odkiaľ sa vzali, ako ich vyriešili a kto bol naozaj vrah.',
    category: 'crime',
    episodes: [
      {
        title: 'Izba zamknutá zvnútra',
        description: 'Od Poea k Doylovi: dejiny záhady, ktorú nemožno vyriešiť, kým ju niekto nevyrieši.',
      },
      {
        title: 'Detektív amatér',
        description: 'Prečo má literatúra taká rada vyšetrovateľov, ktorí nepracujú na polícii.',
      },
      {
        title: 'Jedy v knižnici',
        description: 'Arzén, strychnín a náprstník: ako si spisovatelia vyberali vražedné nástroje.',
      },
      {
        title: 'Watson alebo rozprávač',
        description: 'O priateľovi, ktorý príbeh rozpráva a vždy vie o čosi menej než génius vedľa neho.',
      },
      {
        title: 'Zločin na pokračovanie',
        description: 'Ako tlač 19. storočia vymyslela detektívku vychádzajúcu po častiach.',
      },
    ],
  },
  {
    key: 'stoic',
    title: 'Stoik v električke',
    description: 'Krátke rozhovory o tom, ako sa rady Senecu a Marca Aurelia osvedčujú v zápche, v práci aj doma.',
    category: 'growth-philosophy',
    episodes: [
      { title: 'Čo nezmeníte', description: 'Prvá lekcia stoikov: rozlíšiť, čo závisí od nás a čo nie.' },
      {
        title: 'Hnev v rade',
        description: 'Seneca venoval hnevu celý spis. Skúšame, čo z neho zostane pri pokladnici v supermarkete.',
      },
      {
        title: 'Ranné zápisky cisára',
        description: 'Prečo Marcus Aurelius písal sám sebe a či ho napodobňovať.',
      },
      {
        title: 'Čas, ktorý uteká',
        description: 'Seneca o premárnenom čase – a či by ho prekvapili upozornenia v mobile.',
      },
      {
        title: 'Strach zo zajtrajška',
        description: 'Stoické cvičenie, pri ktorom si predstavujete to najhoršie, a prečo dokáže upokojiť.',
      },
    ],
  },
];
