import type { MarketContent } from '../market-content';

export const legal: MarketContent['legal'] = {
  'privacy-policy': {
    title: 'Ochrana osobných údajov',
    body: 'Prevádzkovateľom vašich osobných údajov je prevádzkovateľ služby Audiora. Spracúvame ich, aby sme mohli viesť váš účet, vybavovať objednávky, sprístupniť kúpené nahrávky a – ak s tým súhlasíte – posielať newsletter.\n\nZbierame len to, čo potrebujeme: e-mail, históriu objednávok, postup počúvania a údaje o zariadeniach, na ktorých počúvate. Platby spracúva platobná brána; čísla kariet neukladáme.\n\nCookies používame na udržanie prihlásenia a zapamätanie nastavení. Analytické a marketingové cookies ukladáme len s vaším súhlasom, ktorý môžete kedykoľvek zmeniť v nastaveniach súkromia.\n\nMáte právo na prístup k svojim údajom, ich opravu, vymazanie, obmedzenie spracúvania a prenosnosť, ako aj právo podať sťažnosť Úradu na ochranu osobných údajov Slovenskej republiky. Stačí nám napísať cez formulár v centre pomoci.\n\nÚdaje uchovávame počas trvania účtu, účtovné doklady tak dlho, ako to vyžadujú daňové predpisy.',
  },
  'copyright-notice': {
    title: 'Autorské práva',
    body: 'Nahrávky, opisy, obálky a grafika služby Audiora sú chránené autorským právom. Literárne diela z nášho katalógu klasiky sú voľné, ich nahrávky, úpravy a preklady však môžu podliehať samostatnej ochrane.\n\nKúpou audioknihy získavate licenciu na jej počúvanie pre vlastnú potrebu. Nahrávku nie je dovolené kopírovať, verejne šíriť ani ďalej predávať.\n\nAk sa domnievate, že v službe boli porušené vaše práva, napíšte nám cez centrum pomoci – každé oznámenie preveríme bez zbytočného odkladu.',
  },
  'review-terms': {
    title: 'Pravidlá recenzií',
    body: 'Recenzie môžu pridávať prihlásení používatelia. Každý môže ku každému titulu dať jedno hodnotenie a jednu recenziu; neskoršia úprava nahradí predchádzajúcu verziu.\n\nPíšeme o knihe a nahrávke. Nezverejňujeme urážky, reklamu, osobné údaje ani odkazy a prezradenie konca musí byť na začiatku recenzie označené.\n\nRecenzia vychádza pod podpisom, ktorý si zvolíte. Príspevok porušujúci pravidlá môžeme odstrániť; dáme vám o tom vedieť e-mailom.\n\nHodnotenia si vydavatelia neobjednávajú ani neplatia. Priemerné hodnotenie titulu zahŕňa všetky hodnotenia, aj tie bez recenzie.',
  },
};
