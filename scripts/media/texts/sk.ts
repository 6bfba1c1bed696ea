import type { LanguageTexts } from './narration-texts';

/** Slovak: original stories written for the demo. */
export const sk: LanguageTexts = {
  locale: 'sk',
  voice: 'sk',
  audiobooks: [
    {
      slug: 'chata-pod-krivanom',
      title: 'Chata pod Kriváňom',
      protected: true,
      chapters: [
        {
          title: 'Výstup',
          heading: 'Prvá kapitola. Výstup.',
          paragraphs: [
            'Tomáš a jeho sestra Zuzka vyrazili zo Štrbského Plesa skoro ráno, keď sa nad jazerom ešte držala hmla. Mali za sebou dlhý rok v meste a obaja sa tešili, že konečne uvidia hory zblízka.',
            'Chodník najprv viedol lesom, kde voňali smreky a pod nohami praskali šišky. Potom les zredol, kosodrevina siahala len po pás a pred nimi sa vynoril Kriváň, ostrý a sivý, presne taký, aký poznali z obrázkov.',
            'Na poludnie sa zastavili pri malej horskej chate. Chatár, fúzatý muž s hlasom ako hrom, im nalial čaj s citrónom a pozrel na oblohu. Povedal, že poobede sa počasie pokazí a že by mali zostať na noc.',
            'Tomáš sa pozrel na sestru. Zuzka sa mračila, lebo chcela byť na vrchole ešte dnes. Nakoniec však pokrčila plecami, zložila ruksak a išla si vybrať posteľ pri okne, odkiaľ bolo vidno celú dolinu.',
          ],
        },
        {
          title: 'Hmla',
          heading: 'Druhá kapitola. Hmla.',
          paragraphs: [
            'Zuzka chcela pokračovať, ale Tomáš chatárovi uveril. O hodinu neskôr sa od západu privalili ťažké mraky a celé údolie zmizlo v hustej bielej hmle. Nebolo vidieť ani zábradlie na terase.',
            'Večer sa v chate zišlo zopár turistov. Jeden starý pán hral na heligónke, dvaja Česi varili polievku z vrecúška a chatár rozprával o medveďovi, ktorý mu vraj každú jeseň kradne jablká zo suda za chatou. Všetci sa smiali, ale chatár tvrdil, že je to svätá pravda.',
            'Neskoro v noci niekto zabúchal na dvere. Na prahu stála mladá žena, celá premočená, a povedala, že jej kamarát zablúdil v hmle. Chatár si bez slova obliekol kabát, zobral lampáš a píšťalku a vyšiel von.',
            'Tomáš a niekoľko ďalších turistov sa ponúklo, že pôjdu s ním. Chatár si vybral len Tomáša, lebo vraj v hmle je lepšie chodiť po dvoch ako v celej procesii.',
          ],
        },
        {
          title: 'Ráno na hrebeni',
          heading: 'Tretia kapitola. Ráno na hrebeni.',
          paragraphs: [
            'Tomáš išiel s ním. Celú hodinu chodili hore a dolu po chodníku a chatár každú chvíľu zapískal. Zrazu sa z hmly ozvalo slabé volanie. Stratený turista sedel na kameni, premrznutý, ale živý a zdravý.',
            'Keď sa vrátili do chaty, všetci ešte bdeli. Žena objala kamaráta a starý pán zahral na heligónke taký veselý pochod, že sa v kuchyni rozozvučali hrnce. Chatár postavil na sporák ešte jeden veľký hrniec čaju. Stratený turista sa volal Peter a stále opakoval, že bez píšťalky by ich nikdy nenašiel.',
            'Ráno bola obloha čistá ako umytá. Tomáš a Zuzka vyšli až na vrchol Kriváňa a pozerali sa na hrebene, ktoré sa strácali v diaľke. Zuzka povedala, že si ten výhľad zaslúžili. Tomáš si pomyslel, že tú noc si zaslúžili ešte viac. Na spiatočnej ceste sa zastavili v chate a chatárovi nechali na stole veľkú tabuľku čokolády.',
          ],
        },
      ],
    },
    {
      slug: 'kovacova-dcera',
      title: 'Kováčova dcéra',
      protected: false,
      chapters: [
        {
          title: 'Vyhňa',
          heading: 'Prvá kapitola. Vyhňa.',
          paragraphs: [
            'V dedine pod horami žil kováč Mikuláš so svojou dcérou Aničkou. Kováčska dielňa stála pri potoku a od rána do večera sa z nej ozývalo zvonenie kladiva, ktoré bolo počuť až na druhý koniec dediny.',
            'Anička trávila v dielni každú voľnú chvíľu. Vedela rozdúchať mechy, podať správne kliešte a podľa farby železa spoznať, kedy je horúce akurát. Susedky krútili hlavami, že to nie je robota pre dievča.',
            'Otec sa len smial. Hovorieval, že železo sa nepýta, kto ho kuje, ale ako. Jedného dňa však ochorel a ležal v posteli s horúčkou. A práve vtedy prišiel z mesta posol, že o týždeň bude veľký jarmok.',
            'Anička vedela, že otec sa tam tento rok nedostane. A vedela aj to, že bez neho by celá dedina chodila smutná až do Vianoc. Tú noc nemohla zaspať.',
          ],
        },
        {
          title: 'Jarmok',
          heading: 'Druhá kapitola. Jarmok.',
          paragraphs: [
            'Na jarmoku sa každý rok konala súťaž kováčov. Víťaz dostával striebornú podkovu a celý kraj o ňom rozprával až do zimy. Otec tam chodil dvadsať rokov a trikrát vyhral. Tento rok ísť nemohol.',
            'Anička sa rozhodla, že pôjde namiesto neho. Celý týždeň kovala po večeroch, keď otec spal. Skúšala podkovy, klince aj malú ozdobnú ružu, ktorej lupene boli tenké ako papier. Prsty mala od sadzí celé čierne.',
            'Na jarmoku sa kováči najprv smiali, keď videli dievča s kladivom. Ale keď rozpálila železo a začala kuť, smiech utíchol. Ľudia sa zhromaždili okolo jej nákovy a pozerali, ako sa z horúceho kúska železa rodí kvet.',
            'Anička nevnímala nikoho. Počúvala len zvuk kladiva a pozerala, ako železo mení farbu zo žltej na oranžovú a z oranžovej na tmavočervenú. Keď skončila, vložila ružu do vedra s vodou a para zasyčala ako had.',
          ],
        },
        {
          title: 'Podkova pre šťastie',
          heading: 'Tretia kapitola. Podkova pre šťastie.',
          paragraphs: [
            'Porota si dlho a starostlivo prezerala všetky výrobky, od podkov až po svietniky. Nakoniec najstarší kováč zdvihol Aničkinu ružu proti slnku a povedal, že takú jemnú prácu nevidel celé roky. Strieborná podkova pripadla jej.',
            'Keď sa Anička vrátila domov, otec už sedel pri stole a horúčka bola preč. Dlho sa pozeral na striebornú podkovu a potom na dcérine začadené ruky. Nepovedal nič, len ju pevne objal.',
            'Na jar k nej prišli prví učni, dvaja chlapci a jedno dievča. Anička ich naučila všetko, čo vedela, aj to najdôležitejšie: že železo sa nepýta, kto ho kuje, ale ako.',
            'Odvtedy nad dverami dielne visia dve podkovy, jedna stará a jedna strieborná. A keď sa niekto v dedine spýta, kto je najlepší kováč v kraji, ľudia odpovedajú, že sú dvaja a že ich počuť až na druhý koniec dediny.',
          ],
        },
      ],
    },
  ],
  episodes: [
    {
      slug: 'uputavka-podcastov',
      title: 'Podcasty Audiory: upútavka',
      heading: 'Podcasty Audiory. Upútavka.',
      paragraphs: [
        'Dobrý deň, tu je štúdio Audiory. V našich podcastoch sa rozprávame o starých aj nových knihách, nazeráme do nahrávacej kabíny a deťom čítame pokojné príbehy na dobrú noc.',
        'Táto krátka epizóda je ukážka. Vypočujte si, ako znie prehrávač, pretočte kúsok dopredu a skúste zmeniť rýchlosť. Nové diely vychádzajú každý týždeň. Dopočutia!',
      ],
    },
  ],
};
