import type { MarketContent } from '../market-content';

export const legal: MarketContent['legal'] = {
  'privacy-policy': {
    title: 'Ochrana osobních údajů',
    body: 'Správcem vašich osobních údajů je provozovatel služby Audiora. Zpracováváme je, abychom mohli vést váš účet, vyřizovat objednávky, zpřístupnit zakoupené nahrávky a – pokud s tím souhlasíte – posílat newsletter.\n\nShromažďujeme jen to, co potřebujeme: e-mail, historii objednávek, postup poslechu a údaje o zařízeních, na kterých posloucháte. Platby zpracovává platební brána; čísla karet neukládáme.\n\nCookies používáme k udržení přihlášení a zapamatování nastavení. Analytické a marketingové cookies ukládáme jen s vaším souhlasem, který můžete kdykoli změnit v nastavení soukromí.\n\nMáte právo na přístup ke svým údajům, jejich opravu, výmaz, omezení zpracování a přenositelnost a také právo podat stížnost u Úřadu pro ochranu osobních údajů. Stačí nám napsat přes formulář v nápovědě.\n\nÚdaje uchováváme po dobu trvání účtu, účetní doklady tak dlouho, jak vyžadují daňové předpisy.',
  },
  'copyright-notice': {
    title: 'Autorská práva',
    body: 'Nahrávky, popisy, obálky a grafika služby Audiora jsou chráněny autorským právem. Literární díla z našeho katalogu klasiky jsou volná, jejich nahrávky, úpravy a překlady však mohou podléhat samostatné ochraně.\n\nKoupí audioknihy získáváte licenci k jejímu poslechu pro vlastní potřebu. Nahrávku není dovoleno kopírovat, veřejně šířit ani dále prodávat.\n\nPokud máte za to, že byla ve službě porušena vaše práva, napište nám přes nápovědu – každé oznámení prověříme bez zbytečného odkladu.',
  },
  'review-terms': {
    title: 'Pravidla recenzí',
    body: 'Recenze mohou přidávat přihlášení uživatelé. Každý může ke každému titulu dát jedno hodnocení a jednu recenzi; pozdější úprava nahradí předchozí verzi.\n\nPíšeme o knize a nahrávce. Nezveřejňujeme urážky, reklamu, osobní údaje ani odkazy a prozrazení konce musí být na začátku recenze označeno.\n\nRecenze vychází pod podpisem, který si zvolíte. Příspěvek porušující pravidla můžeme odstranit; dáme vám o tom vědět e-mailem.\n\nHodnocení si nakladatelé neobjednávají ani neplatí. Průměrné hodnocení titulu zahrnuje všechna hodnocení, i ta bez recenze.',
  },
};
