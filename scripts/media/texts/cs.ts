import type { LanguageTexts } from './narration-texts';

/** Czech (the cz market): original stories written for the demo. */
export const cs: LanguageTexts = {
  locale: 'cz',
  voice: 'cs',
  audiobooks: [
    {
      slug: 'posledni-tramvaj',
      title: 'Poslední tramvaj',
      protected: true,
      chapters: [
        {
          title: 'Noční směna',
          heading: 'Kapitola první. Noční směna.',
          paragraphs: [
            'Pan Vávra jezdil s tramvají po Praze už přes dvacet let, ale noční linky měl ze všech nejraději. Znal každou zastávku i každý oblouk kolejí. Město bylo v noci tiché, ulice prázdné a lampy nad kolejemi svítily jako korálky na dlouhé šňůře.',
            'Té noci vyjel z vozovny přesně o půlnoci. Na Újezdě přistoupila paní s pejskem, u Národního divadla dva studenti, kteří se celou cestu hádali o fotbale. Pak tramvaj zase osiřela a pan Vávra si potichu pobrukoval starou písničku.',
            'Na zastávce u Karlova náměstí ale stál malý kluk v modré bundě. Neměl čepici ani rukavice a v ruce svíral papírový sáček. Když se dveře otevřely, chvíli váhal, pak nastoupil a posadil se hned za řidiče. Pan Vávra zavřel dveře, rozjel se a v duchu si říkal, že tohle nebude obyčejná noc.',
          ],
        },
        {
          title: 'Cestující bez jízdenky',
          heading: 'Kapitola druhá. Cestující bez jízdenky.',
          paragraphs: [
            'Pan Vávra se na kluka podíval do zrcátka. Bylo mu tak deset let a vypadal, že každou chvíli usne. Na další zastávce řidič zastavil, otočil se a zeptal se ho, kam jede tak pozdě a kde má rodiče.',
            'Kluk se jmenoval Ondra. Vysvětlil, že byl u babičky na Vinohradech, ale usnul u televize a babička si myslela, že si ho táta dávno vyzvedl. Táta pracuje v pekárně na konečné a Ondra mu veze rohlíky, které babička upekla.',
            'Jízdenku neměl. Pan Vávra chvíli přemýšlel, pak vytáhl z tašky termosku s čajem a nalil Ondrovi do víčka. Řekl mu, že v noci platí zvláštní pravidla a že pomocníci řidiče jezdí zadarmo.',
            'Ondra se poprvé za celou cestu usmál. Vzal víčko s čajem do obou dlaní, foukal do něj a vyptával se, k čemu jsou všechna ta tlačítka na řídicím pultu.',
          ],
        },
        {
          title: 'Konečná',
          heading: 'Kapitola třetí. Konečná.',
          paragraphs: [
            'Zbytek cesty strávili spolu jako staří parťáci. Ondra hlásil zastávky dřív než reproduktor a pan Vávra mu vysvětloval, jak se přehazuje výhybka a proč tramvaj v zatáčce zpomaluje. Za okny tramvaje se v domech pomalu rozsvěcovala první světla.',
            'Na konečné stál před pekárnou vysoký muž v bílé zástěře a nervózně se rozhlížel. Když uviděl Ondru, rozběhl se k tramvaji a objal ho tak pevně, že sáček s rohlíky málem spadl na zem. Ondra mu překotně vyprávěl o babičce, o čaji z termosky i o tom, že celou cestu pomáhal řídit.',
            'Ondrův táta chtěl řidiči zaplatit, ale pan Vávra jen mávl rukou. Druhý den ráno však na jeho místě ve vozovně ležel voňavý balíček. Uvnitř byly čerstvé koláče a lísteček s nápisem: pro nejlepšího řidiče noční linky. Pan Vávra ho má schovaný v peněžence dodnes.',
          ],
        },
      ],
    },
    {
      slug: 'vcelar-z-vysociny',
      title: 'Včelař z Vysočiny',
      protected: false,
      chapters: [
        {
          title: 'Jaro u úlů',
          heading: 'Kapitola první. Jaro u úlů.',
          paragraphs: [
            'Dědeček Jaroslav choval včely na kraji malé vesnice na Vysočině. Jeho zahrada končila u lesa a mezi jabloněmi stálo dvanáct úlů, každý natřený jinou barvou, aby včely trefily domů.',
            'Když Klára přijela na jarní prázdniny, dědeček jí půjčil klobouk se síťkou a staré rukavice. Ukázal jí, jak se pomalu a klidně otevírá úl a proč se u včel nikdy nemává rukama. Včely prý poznají, kdo má strach.',
            'Klára se nejdřív bála, ale brzy zjistila, že si jí včely skoro nevšímají. Pozorovala, jak se vracejí z lesa s nožičkami obalenými žlutým pylem, a dědeček jí vyprávěl, že každá včela přesně ví, kam letět.',
            'Večer seděli na lavičce před domem, jedli chleba s máslem a medem a poslouchali, jak úly tiše bzučí, jako by si včely před spaním ještě něco vyprávěly.',
          ],
        },
        {
          title: 'Roj',
          heading: 'Kapitola druhá. Roj.',
          paragraphs: [
            'Jednoho teplého odpoledne se nad zahradou ozvalo hlasité bzučení. Z modrého úlu vyletěla obrovská tmavá koule včel, chvíli kroužila nad jabloněmi a pak se usadila na nejvyšší větvi staré hrušně.',
            'To je roj, řekl dědeček klidně. Stará královna odchází a bere s sebou polovinu rodiny. Musíme je chytit dřív, než odletí do lesa. Přinesl žebřík, prázdný úl a velký proutěný koš.',
            'Klára držela žebřík a dědeček opatrně zatřásl větví. Včely spadly do koše jako hustý med. Dědeček koš přikryl plachtou a večer je vysypal do nového úlu. Natřeli ho spolu a Klára si směla vybrat barvu. Vybrala žlutou.',
            'Ještě týden potom chodila Klára každé ráno ke žlutému úlu a kontrolovala, jestli se nové rodině daří. Včely létaly dovnitř a ven a dědeček řekl, že se jim tam zřejmě líbí.',
          ],
        },
        {
          title: 'Med pro babičku',
          heading: 'Kapitola třetí. Med pro babičku.',
          paragraphs: [
            'Na konci léta přijela Klára znovu. Plásty byly plné a zavíčkované a dědeček řekl, že je čas vytáčet med. V kuchyni to vonělo voskem a celý den se tam všechno lepilo, od kliky až po podlahu.',
            'Klára točila klikou medometu a dívala se, jak po stěnách stéká zlatý med. Ten nejsvětlejší, akátový, nalili do malé sklenice a dědeček na ni napsal: pro babičku, od Kláry a od žlutého úlu.',
            'Na podzim si Klára odvezla domů do města tři sklenice medu. Jednu dala paní učitelce, druhou kamarádce ze třídy a třetí si schovala na zimu, aby jí připomínala léto u dědečka.',
            'Babička ochutnala lžičku, pak druhou, a prohlásila, že lepší med v životě nejedla. Dědeček se jen spokojeně usmíval pod vousy. Klára věděla, že med je ze všech úlů stejný, ale ten ze žlutého úlu byl přece jenom trochu její.',
          ],
        },
      ],
    },
  ],
  episodes: [
    {
      slug: 'upoutavka-podcastu',
      title: 'Podcasty Audiory: upoutávka',
      heading: 'Podcasty Audiory. Upoutávka.',
      paragraphs: [
        'Dobrý den, tady studio Audiory. V našich podcastech mluvíme o starých i nových knihách, nahlížíme do nahrávací kabiny a dětem čteme klidné příběhy na dobrou noc.',
        'Tahle krátká epizoda je ukázka. Poslechněte si, jak zní přehrávač, přetočte kousek dopředu a zkuste změnit rychlost. Nové díly vycházejí každý týden. Na slyšenou!',
      ],
    },
  ],
};
